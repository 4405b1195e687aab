import { listGeschiedenis } from "~/domains/geschiedenis/geschiedenis.server";
import { jsonOk } from "~/lib/api-response.server";

/** GET /api/geschiedenis: `{ history: [...] }`, newest begin year first. */
export async function loader() {
  return jsonOk({ history: await listGeschiedenis() });
}
