import { getDb } from "~/db/client.server";

export async function loader() {
  try {
    await getDb().$client.execute("SELECT 1");
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json({ status: "database unreachable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
