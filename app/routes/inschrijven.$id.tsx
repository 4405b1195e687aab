import Users from "lucide-react/icons/users";
import { data } from "react-router";
import type { Route } from "./+types/inschrijven.$id";
import { KindPagina } from "~/components/afmelden/KindPagina";
import { InschrijfFormulier } from "~/components/inschrijven/InschrijfFormulier";
import { dagLabel, datumLabel, HELE_GROEP_LABEL, kalenderHref, tijdLabel } from "~/domains/activiteiten/rules";
import { wakeAfmeldingen } from "~/domains/afmeldingen/lijst.server";
import { ouderPost } from "~/domains/afmeldingen/ouder-post.server";
import { siteOf } from "~/domains/instellingen/site";
import { inschrijfActiviteit } from "~/domains/inschrijvingen/inschrijvingen.server";
import { schrijfIn } from "~/domains/inschrijvingen/mutations.server";
import { INSCHRIJVEN_TEKSTEN as T } from "~/domains/inschrijvingen/rules";
import { type InschrijfUitkomst } from "~/domains/inschrijvingen/uitkomst";
import { inschrijfInput } from "~/domains/inschrijvingen/validation";
import { wakeOutboxWorker } from "~/domains/outbox/worker.server";
import { now as clockNow } from "~/lib/clock.server";
import { brusselsTime } from "~/lib/days";
import { parseNumericId } from "~/lib/http.server";
import { noindexMeta } from "~/lib/meta";
import { clientAddressContext } from "~/group/request-context";

// /inschrijven/{id}: 'Inschrijven' for an activity that asks for it, without an account (issue 51). The page (the
// activity, its places and the form) is the same for everyone and cached; a post is answered with this page showing the
// answer (or what was refused), never cached, and its child's name is in no address, log line or cached answer.

export async function loader({ params, request }: Route.LoaderArgs) {
  const now = clockNow();
  const id = parseNumericId(params.id);
  const a = id === null ? undefined : await inschrijfActiviteit(id, now);
  if (!a) throw data(null, { status: 404 });
  const gevraagd = new URL(request.url).searchParams.get("tak")?.toLowerCase() ?? null;
  const { stand, inschrijving: i } = a;
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
    // Numbers only: no name of a child on this page.
    stand: {
      status: stand.status,
      dicht: a.afgelast ? T.afgelast : stand.status === "gesloten" ? T.gesloten : null,
      plaatsen: i.plaatsen === null ? null : stand.vrij === 0 ? `Volzet: alle ${i.plaatsen} plaatsen zijn ingenomen. Wie nu inschrijft, komt op de wachtlijst.` : `Nog ${stand.vrij} van de ${i.plaatsen} plaatsen vrij.`,
      tot: stand.sluit < a.start ? `Inschrijven kan tot ${dagLabel(stand.sluit)} om ${brusselsTime(stand.sluit)}.` : null,
    },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  return noindexMeta(site, loaderData ? `Inschrijven voor ${loaderData.activiteit.titel}` : "Activiteit niet gevonden");
}

export function action(args: Route.ActionArgs) {
  return ouderPost({ ...args, clientAddress: args.context.get(clientAddressContext) }, {
    schema: inschrijfInput,
    teksten: { ...T, teGroot: T.opmerkingTeLang },
    mislukt: "Inschrijving kon niet opgeslagen worden",
    async doe(activiteitId, input): Promise<InschrijfUitkomst> {
      const ingeschreven = await schrijfIn(activiteitId, input);
      if (ingeschreven.gemaild) wakeOutboxWorker();
      // The tak's list may be due at once (an activity within AFMELDINGEN_VOORAF that had no names yet).
      wakeAfmeldingen();
      const { naam, titel, dag, wachtlijst, al } = ingeschreven;
      return { status: "ingeschreven", naam, titel, dag, email: ingeschreven.gemaild ? input.email : null, wachtlijst, ...(al ? { al } : {}) };
    },
  });
}

export default function Inschrijven({ loaderData, actionData }: Route.ComponentProps) {
  const { activiteit, keuze, stand } = loaderData;
  return (
    <KindPagina
      soort="Inschrijven"
      activiteit={activiteit}
      dicht={actionData ? null : stand.dicht}
      boven={
        !stand.dicht &&
        (stand.plaatsen || stand.tot) && (
          <p className="mt-3 flex items-start gap-2 font-semibold text-ink" data-testid="inschrijven-stand">
            <Users className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
            <span>{[stand.plaatsen, stand.tot].filter(Boolean).join(" ")}</span>
          </p>
        )
      }
    >
      <InschrijfFormulier keuze={keuze} uitkomst={actionData} />
    </KindPagina>
  );
}
