import type { Route } from "./+types/nieuwsbrief.$link.$token";
import { LinkPage, type NieuwsbriefLink } from "~/components/nieuwsbrief/LinkPage";
import { confirmSubscription, unsubscribe } from "~/domains/nieuwsbrief/mutations.server";
import { findByUnsubscribeToken, findConfirmation } from "~/domains/nieuwsbrief/nieuwsbrief.server";
import { siteOf } from "~/domains/instellingen/site";
import { linkPageAnswer, linkPageData, NO_STORE } from "~/lib/http.server";
import { noindexMeta } from "~/lib/meta";

// /nieuwsbrief/bevestigen/{token} (the confirmation mail's link) and /nieuwsbrief/uitschrijven/{token} (every
// newsletter mail's unsubscribe link, also posted one-click by mail programs: List-Unsubscribe-Post).


const TITLES: Record<NieuwsbriefLink, string> = { bevestigen: "Nieuwsbrief bevestigen", uitschrijven: "Uitschrijven" };

function linkOf(request: Request): NieuwsbriefLink {
  return new URL(request.url).pathname.startsWith("/nieuwsbrief/bevestigen/") ? "bevestigen" : "uitschrijven";
}

export const headers = () => NO_STORE;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), TITLES[loaderData?.link ?? "uitschrijven"], "noindex, nofollow");
}

export function loader({ request, params }: Route.LoaderArgs) {
  const link = linkOf(request);
  return linkPageData(link === "bevestigen" ? findConfirmation(params.token) : findByUnsubscribeToken(params.token), { link });
}

export function action({ request, params }: Route.ActionArgs) {
  return linkPageAnswer(linkOf(request) === "bevestigen" ? confirmSubscription(params.token) : unsubscribe(params.token));
}

export default function NieuwsbriefLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  return <LinkPage link={loaderData.link} email={loaderData.email} answer={actionData} />;
}
