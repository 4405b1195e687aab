import { getDb } from "~/db/client.server";
import { diskSpaceProblem } from "~/lib/disk-space.server";

const NO_STORE = { "Cache-Control": "no-store" };

/** For a monitor: 200 'ok', or 503 with what is wrong (the database cannot be reached, or the disk is full). */
export async function loader() {
  try {
    await getDb().$client.execute("SELECT 1");
  } catch {
    return Response.json({ status: "database unreachable" }, { status: 503, headers: NO_STORE });
  }
  const disk = await diskSpaceProblem().catch(() => null);
  if (disk) return Response.json({ status: "disk full", reason: disk }, { status: 503, headers: NO_STORE });
  return Response.json({ status: "ok" }, { headers: NO_STORE });
}
