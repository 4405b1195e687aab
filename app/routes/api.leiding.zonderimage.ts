import { listLeidingZonderImage } from "~/domains/leiding/leiding.server";
import { jsonOk } from "~/lib/http.server";

/** GET /api/leiding/zonderimage: the lightweight list of leaders. */
export async function loader() {
  return jsonOk(await listLeidingZonderImage());
}
