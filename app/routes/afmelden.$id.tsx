import { data } from "react-router";
import type { Route } from "./+types/afmelden.$id";
import { AfmeldFormulier } from "~/components/afmelden/AfmeldFormulier";
import { KindPagina } from "~/components/afmelden/KindPagina";
import { datumLabel, HELE_GROEP_LABEL, kalenderHref, tijdLabel } from "~/domains/activiteiten/rules";
import { afmeldActiviteit } from "~/domains/afmeldingen/afmeldingen.server";
import { wakeAfmeldingen } from "~/domains/afmeldingen/lijst.server";
import { meldAf } from "~/domains/afmeldingen/mutations.server";
import { ouderPost } from "~/domains/afmeldingen/ouder-post.server";
import { AFMELDEN_TEKSTEN as T } from "~/domains/afmeldingen/rules";
import { type AfmeldUitkomst } from "~/domains/afmeldingen/uitkomst";
import { afmeldInput } from "~/domains/afmeldingen/validation";
import { siteOf } from "~/domains/instellingen/site";
import { wakeOutboxWorker } from "~/domains/outbox/worker.server";
import { now as clockNow } from "~/lib/clock.server";
import { parseNumericId } from "~/lib/http.server";
import { noindexMeta } from "~/lib/meta";
import { clientAddressContext } from "~/group/request-context";

// /afmelden/{id}: 'Afmelden' for an activity, without an account. The page (the activity and the form) is the same for
// everyone and cached; a post is answered with this page showing the thanks (or what was refused), never cached, and
// its child's name is in no address, log line or cached answer.

async function activiteitVan(params: { id: string }, now: number) {
  const id = parseNumericId(params.id);
  const a = id === null ? undefined : await afmeldActiviteit(id, now);
  if (!a) throw data(null, { status: 404 });
  return a;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const now = clockNow();
  const a = await activiteitVan(params, now);
  const gevraagd = new URL(request.url).searchParams.get("tak")?.toLowerCase() ?? null;
  return {
    activiteit: {
      id: a.id,
      titel: a.titel,
      datum: datumLabel(a),
      tijd: tijdLabel(a),
      plaats: a.plaats,
      takken: a.heleGroep ? HELE_GROEP_LABEL : a.takken.map((t) => t.name).join(", "),
      kalender: kalenderHref(a, now, a.takken.length === 1 ? a.takken[0]!.slug : gevraagd),
    },
    keuze: { id: a.id, titel: a.titel, takken: a.takken.map(({ slug, name }) => ({ slug, name })), tak: a.takken.some((t) => t.slug === gevraagd) ? gevraagd : null },
    dicht: a.dicht,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  return noindexMeta(site, loaderData ? `Afmelden voor ${loaderData.activiteit.titel}` : "Activiteit niet gevonden");
}

export function action(args: Route.ActionArgs) {
  return ouderPost({ ...args, clientAddress: args.context.get(clientAddressContext) }, {
    schema: afmeldInput,
    teksten: { ...T, teGroot: T.redenTeLang },
    mislukt: "Afmelding kon niet opgeslagen worden",
    async doe(activiteitId, input): Promise<AfmeldUitkomst> {
      const afgemeld = await meldAf(activiteitId, input);
      if (afgemeld.gemaild) wakeOutboxWorker();
      // The tak's list may be due at once (an activity within AFMELDINGEN_VOORAF that had no absences yet).
      wakeAfmeldingen();
      // A second report of the same child says so; its confirmation went with the first (unless this one added the address).
      const email = afgemeld.al && !afgemeld.gemaild ? null : input.email;
      return { status: "afgemeld", naam: afgemeld.naam, titel: afgemeld.titel, dag: afgemeld.dag, email, ...(afgemeld.al ? { al: afgemeld.al } : {}) };
    },
  });
}

export default function Afmelden({ loaderData, actionData }: Route.ComponentProps) {
  const { activiteit, keuze, dicht } = loaderData;
  return (
    <KindPagina soort="Afmelden" activiteit={activiteit} dicht={dicht && !actionData ? (dicht === "afgelast" ? T.afgelast : T.begonnen) : null}>
      <AfmeldFormulier keuze={keuze} uitkomst={actionData} />
    </KindPagina>
  );
}
