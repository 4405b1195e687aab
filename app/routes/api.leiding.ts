import { listLeiding } from "~/domains/leiding/leiding.server";
import { jsonOk } from "~/lib/api-response.server";

/** GET /api/leiding: every leader with photo URL and branch assignments. */
export async function loader() {
  return jsonOk(await listLeiding());
}
