import { redirect } from "react-router";
import type { Route } from "./+types/fotos.toegang.$token";
import { openLink, PRIVE_HEADERS } from "~/domains/fotos/toegang.server";

/**
 * A parents' link: sets the cookie of its tak (until the scouting year ends) and goes on to /fotos. A replaced link,
 * or one of an earlier year, sets nothing: /fotos then says that the link no longer works.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const cookie = await openLink(request, params.token ?? "");
  if (!cookie) return redirect("/fotos?link=ongeldig", { headers: PRIVE_HEADERS });
  return redirect("/fotos", { headers: { ...PRIVE_HEADERS, "Set-Cookie": cookie } });
}
