import { getDb } from "~/db/client.server";
import { hostingStatus } from "~/group/installation.server";
import { hostingDb } from "~/group/registry.server";
import { diskSpaceProblem } from "~/lib/disk-space.server";
import { groupContext } from "~/group/request-context";
import type { Route } from "./+types/healthz";
import { NO_STORE } from "~/lib/http.server";


/**
 * For a monitor: 200 'ok', or 503 with what is wrong (the database cannot be reached, or the disk is full). Asked on a
 * group's host: its database. In hosting mode asked without a group (the hosting domain, or the server's own address):
 * the installation's database, with how many groups it serves and how many have their jobs started since the start.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const group = context.get(groupContext);
  try {
    await (group ? getDb() : hostingDb()).$client.execute("SELECT 1");
  } catch {
    return Response.json({ status: "database unreachable" }, { status: 503, headers: NO_STORE });
  }
  const disk = await diskSpaceProblem().catch(() => null);
  if (disk) return Response.json({ status: "disk full", reason: disk }, { status: 503, headers: NO_STORE });
  return Response.json({ status: "ok", ...(group ? {} : hostingStatus()) }, { headers: NO_STORE });
}
