import type { Route } from "./+types/not-found";
import { data } from "react-router";
import { NotFound } from "~/components/layout/NotFound";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), "Pagina niet gevonden");
}

export default function NotFoundRoute() {
  return <NotFound />;
}
