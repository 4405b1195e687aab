import ArrowLeft from "lucide-react/icons/arrow-left";
import CalendarX from "lucide-react/icons/calendar-x";
import { data, Link } from "react-router";
import type { Route } from "./+types/afmelden.$id";
import { AfmeldFormulier } from "~/components/afmelden/AfmeldFormulier";
import { WanneerWaar } from "~/components/activiteiten/WanneerWaar";
import { ActiviteitIconen } from "~/components/activiteiten/ActiviteitIconen";
import { datumLabel, HELE_GROEP_LABEL, kalenderHref, tijdLabel } from "~/domains/activiteiten/rules";
import { afmeldActiviteit } from "~/domains/afmeldingen/afmeldingen.server";
import { wakeAfmeldingen } from "~/domains/afmeldingen/lijst.server";
import { meldAf } from "~/domains/afmeldingen/mutations.server";
import { ouderPost } from "~/domains/afmeldingen/ouder-post.server";
import { AFMELDEN_TEKSTEN as T } from "~/domains/afmeldingen/rules";
import { AFMELD_VELDEN, type AfmeldUitkomst } from "~/domains/afmeldingen/uitkomst";
import { afmeldInput } from "~/domains/afmeldingen/validation";
import { siteOf } from "~/domains/instellingen/site";
import { wakeOutboxWorker } from "~/domains/outbox/worker.server";
import { now as clockNow } from "~/lib/clock.server";
import { parseNumericId } from "~/lib/http.server";
import { noindexMeta } from "~/lib/meta";

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
  return ouderPost(args, {
    velden: AFMELD_VELDEN,
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
  const { activiteit: a, keuze, dicht } = loaderData;
  return (
    <section className="page-top bg-brand-light px-4 pb-16 pt-24 md:pt-32">
      <div className="card mx-auto max-w-xl p-5 sm:p-6">
        <ActiviteitIconen />
        <h1 className="text-2xl font-extrabold text-ink md:text-3xl">
          <span className="block text-base font-bold uppercase tracking-wide text-brand-dark">Afmelden</span>
          {a.titel}
        </h1>
        <WanneerWaar datum={a.datum} tijd={a.tijd} plaats={a.plaats}>
          <li className="pl-6">{a.takken}</li>
        </WanneerWaar>
        <div className="mt-5 border-t border-gray-200 pt-5">
          {dicht && !actionData ? (
            <p role="status" className="flex items-start gap-2 font-semibold text-red-800">
              <CalendarX className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              {dicht === "afgelast" ? T.afgelast : T.begonnen}
            </p>
          ) : (
            <AfmeldFormulier keuze={keuze} uitkomst={actionData} />
          )}
        </div>
        <Link to={a.kalender} className="mt-5 inline-flex min-h-11 items-center gap-1.5 font-bold text-brand-dark underline underline-offset-2">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Naar de kalender
        </Link>
      </div>
    </section>
  );
}
