import { redirect } from "react-router";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";

/** GET /gdpr: on to the group's privacy policy (a setting). */
export async function loader() {
  return redirect((await getInstellingen()).groep.links.privacybeleid, 302);
}
