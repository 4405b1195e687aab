import { redirect } from "react-router";
import { group } from "~/config/group";

export function loader() {
  return redirect(group.privacyPolicyUrl, 302);
}
