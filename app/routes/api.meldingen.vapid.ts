import { vapidPublicKey } from "~/domains/meldingen/push.server";
import { jsonOk } from "~/lib/http.server";

/** GET /api/meldingen/vapid: `{publicKey}`, the key browsers subscribe to the site's push messages with (base64url). */
export async function loader() {
  return jsonOk({ publicKey: await vapidPublicKey() });
}
