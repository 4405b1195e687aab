import { getDb } from "~/db/client.server";
import { hostingDb } from "~/domains/hosting/registry.server";
import { groupOrUndefined } from "~/lib/group-context.server";

/** The health check: the database of the request's group answers (in hosting mode without a group: the installation's). */
export async function loader() {
  try {
    await (groupOrUndefined() ? getDb() : hostingDb()).$client.execute("SELECT 1");
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json({ status: "database unreachable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
