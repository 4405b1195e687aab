import { listTakkenApi } from "~/domains/takken/takken.server";
import { jsonOk } from "~/lib/api-response.server";

/** GET /api/takken: `{ takken: [...] }`, every tak by id, booklets as URLs. */
export async function loader() {
  return jsonOk({ takken: await listTakkenApi() });
}
