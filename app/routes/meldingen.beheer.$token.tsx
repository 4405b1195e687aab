import BellOff from "lucide-react/icons/bell-off";
import CheckCircle2 from "lucide-react/icons/circle-check";
import SearchX from "lucide-react/icons/search-x";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/meldingen.beheer.$token";
import { MessagePage } from "~/components/ui/MessagePage";
import { HerinneringVinkje, TakkenVinkjes } from "~/components/meldingen/TakkenVinkjes";
import { meldingTakken, vindBeheer } from "~/domains/meldingen/inschrijving.server";
import { schrijfUit, wijzigTakken, zetGepauzeerd } from "~/domains/meldingen/mutations.server";
import { MELDING_ANKER } from "~/domains/meldingen/teksten";
import { takkenInput } from "~/domains/meldingen/validation";
import { siteOf } from "~/domains/instellingen/site";
import { InputError } from "~/lib/errors";
import { noindexMeta } from "~/lib/meta";
import { readFormData } from "~/lib/request-body.server";
import { useSite } from "~/domains/instellingen/use-site";
import { inWoord } from "~/domains/takken/rules";
import { parseForm } from "~/lib/forms";
import { NO_STORE } from "~/lib/http.server";


export function headers() {
  return NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), "Meldingen beheren", "noindex, nofollow");
}

/** The manage link of every mail: the takken to follow, pausing, unsubscribing. Opening it changes nothing. */
export async function loader({ params }: Route.LoaderArgs) {
  const [beheer, takken] = await Promise.all([vindBeheer(params.token), meldingTakken()]);
  return data({ beheer, takken: takken.map(({ slug, name }) => ({ slug, name })) }, { status: beheer ? 200 : 404, headers: NO_STORE });
}

type Antwoord = { gedaan?: "takken" | "gepauzeerd" | "hervat"; uitgeschreven?: string | null; fout?: string; veld?: string };

/**
 * The page's forms, by `intent`; and the one-click unsubscribe of a mail program (RFC 8058): a POST of
 * `List-Unsubscribe=One-Click` to this link, as List-Unsubscribe names it, unsubscribes at once.
 */
export async function action({ request, params }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readFormData(request, { maxBytes: 8 * 1024, tooLarge: "Het formulier is te groot." });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return data<Antwoord>({ fout: error.message }, { status: error.status, headers: NO_STORE });
  }
  const intent = form.get("List-Unsubscribe") === "One-Click" ? "uitschrijven" : form.get("intent");
  try {
    if (intent === "uitschrijven") {
      const weg = await schrijfUit(params.token);
      return data<Antwoord>({ uitgeschreven: weg?.email ?? null }, { status: weg ? 200 : 404, headers: NO_STORE });
    }
    if (intent === "takken") {
      const submission = parseForm(form, takkenInput);
      if (submission.status !== "success") {
        const [veld, fouten] = Object.entries(submission.error ?? {})[0] ?? [];
        return data<Antwoord>({ fout: fouten?.[0] ?? "Ongeldige invoer.", veld }, { status: 400, headers: NO_STORE });
      }
      await wijzigTakken(params.token, submission.value);
      return data<Antwoord>({ gedaan: "takken" }, { headers: NO_STORE });
    }
    if (intent === "pauzeren" || intent === "hervatten") {
      await zetGepauzeerd(params.token, intent === "pauzeren");
      return data<Antwoord>({ gedaan: intent === "pauzeren" ? "gepauzeerd" : "hervat" }, { headers: NO_STORE });
    }
    return data<Antwoord>({ fout: "Onbekende actie." }, { status: 400, headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return data<Antwoord>({ fout: Object.values(error.fields)[0] ?? error.message, veld: Object.keys(error.fields)[0] }, { status: error.status, headers: NO_STORE });
  }
}

const GEDAAN = { takken: "Je keuze is bewaard.", gepauzeerd: "Je meldingen zijn gepauzeerd.", hervat: "Je krijgt weer meldingen." } as const;

export default function MeldingenBeheer({ loaderData, actionData }: Route.ComponentProps) {
  const { groep, woorden } = useSite();
  const antwoord = actionData as Antwoord | undefined;
  if (antwoord && "uitgeschreven" in antwoord && antwoord.uitgeschreven) {
    return (
      <MessagePage icon={CheckCircle2} title="Je bent uitgeschreven">
        <p>
          <strong className="break-all text-ink">{antwoord.uitgeschreven}</strong> krijgt geen meldingen meer van {groep.naam}. We hebben
          het adres gewist.
        </p>
        <Link to={`/kalender#${MELDING_ANKER}`} className="btn-primary">Naar de kalender</Link>
      </MessagePage>
    );
  }
  const beheer = loaderData.beheer;
  if (!beheer || (antwoord && "uitgeschreven" in antwoord)) {
    return (
      <MessagePage icon={SearchX} title="Dit adres staat niet (meer) op de lijst">
        <p>Misschien ben je al uitgeschreven. Je kan je altijd opnieuw inschrijven op de kalender.</p>
        <Link to={`/kalender#${MELDING_ANKER}`} className="btn-secondary">Naar de kalender</Link>
      </MessagePage>
    );
  }
  // The site's own refusals ('Kies minstens één tak.') in the group's word.
  const fout = antwoord?.fout && inWoord(antwoord.fout, woorden);
  return (
    <section className="page-top bg-brand-light px-4 pb-16 pt-28 md:pt-32">
      <div className="card mx-auto max-w-xl p-5 sm:p-6">
        <h1 className="text-2xl font-extrabold text-ink md:text-3xl">Meldingen beheren</h1>
        <p className="mt-2 wrap-anywhere text-muted">
          Meldingen van {groep.naam} voor <strong className="break-all text-ink">{beheer.email}</strong>.
        </p>
        <p role="status" className="mt-3 min-h-6 font-semibold text-brand-dark">
          {antwoord?.gedaan ? GEDAAN[antwoord.gedaan] : beheer.gepauzeerd ? "Je meldingen staan op pauze." : ""}
        </p>

        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="takken" />
          <TakkenVinkjes id="beheer-takken" takken={loaderData.takken} gekozen={beheer.takken} fout={antwoord?.veld === "takken" ? fout : undefined} />
          <HerinneringVinkje id="beheer-herinnering" aan={beheer.herinnering} className="mt-4" />
          <button type="submit" className="btn-primary mt-4 w-full sm:w-auto">
            Keuze bewaren
          </button>
        </Form>

        <div className="mt-6 border-t border-gray-200 pt-5">
          <h2 className="text-lg font-extrabold">{beheer.gepauzeerd ? "Meldingen hervatten" : "Even geen meldingen"}</h2>
          <p className="mt-1 text-muted">
            {beheer.gepauzeerd ? "Je inschrijving blijft bewaard; je krijgt weer berichten zodra je hervat." : "Je inschrijving blijft bewaard, maar je krijgt niets tot je hervat."}
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value={beheer.gepauzeerd ? "hervatten" : "pauzeren"} />
            <button type="submit" className="btn-secondary w-full sm:w-auto">
              {beheer.gepauzeerd ? "Meldingen hervatten" : "Alle meldingen pauzeren"}
            </button>
          </Form>
        </div>

        <div className="mt-6 border-t border-gray-200 pt-5">
          <h2 className="flex items-center gap-2 text-lg font-extrabold">
            <BellOff className="h-5 w-5 text-brand" aria-hidden="true" /> Uitschrijven
          </h2>
          <p className="mt-1 text-muted">Je adres wordt gewist; je krijgt geen meldingen meer.</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="uitschrijven" />
            <button type="submit" className="btn-secondary w-full sm:w-auto">
              Uitschrijven
            </button>
          </Form>
        </div>
        {fout && antwoord?.veld !== "takken" && (
          <p role="alert" className="mt-4 font-semibold text-red-700">
            {fout}
          </p>
        )}
      </div>
    </section>
  );
}
