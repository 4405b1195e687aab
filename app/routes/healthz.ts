import { getDb } from "~/db/client.server";
import { hostingStatus } from "~/domains/hosting/installatie.server";
import { hostingDb } from "~/domains/hosting/registry.server";
import { groupOrUndefined } from "~/lib/group-context.server";

/**
 * The health check: the database of the request's group answers. In hosting mode, asked without a group (the hosting
 * domain, or the server's own address): the installation's database, with how many groups it serves and how many
 * have their jobs started since the start.
 */
export async function loader() {
  const group = groupOrUndefined();
  try {
    await (group ? getDb() : hostingDb()).$client.execute("SELECT 1");
    return Response.json({ status: "ok", ...(group ? {} : hostingStatus()) }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json({ status: "database unreachable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
