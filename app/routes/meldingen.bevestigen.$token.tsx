import BellRing from "lucide-react/icons/bell-ring";
import CheckCircle2 from "lucide-react/icons/circle-check";
import LinkIcon from "lucide-react/icons/link";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/meldingen.bevestigen.$token";
import { MessagePage } from "~/components/ui/MessagePage";
import { vindBevestiging } from "~/domains/meldingen/inschrijving.server";
import { bevestig } from "~/domains/meldingen/mutations.server";
import { takkenZin } from "~/domains/meldingen/rules";
import { MELDING_ANKER } from "~/domains/meldingen/teksten";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";
import { useSite } from "~/domains/instellingen/use-site";
import { NO_STORE } from "~/lib/http.server";


export function headers() {
  return NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), "Meldingen bevestigen", "noindex, nofollow");
}

/**
 * The link of the confirmation mail. Opening it only shows a button (mail scanners open links to check them, and that
 * must not sign anybody up); the button's POST confirms.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await vindBevestiging(params.token);
  return data({ email: found?.email ?? null, takken: found?.takken ?? [], herinnering: found?.herinnering ?? false }, { status: found ? 200 : 404, headers: NO_STORE });
}

export async function action({ params }: Route.ActionArgs) {
  const confirmed = await bevestig(params.token);
  return data({ email: confirmed?.email ?? null, beheer: confirmed ? `/meldingen/beheer/${confirmed.beheerToken}` : null }, { status: confirmed ? 200 : 404, headers: NO_STORE });
}

export default function MeldingenBevestigen({ loaderData, actionData }: Route.ComponentProps) {
  const { groep, woorden: w } = useSite();
  if (actionData?.email && actionData.beheer) {
    return (
      <MessagePage icon={CheckCircle2} title="Je inschrijving is bevestigd">
        <p>
          <strong className="break-all text-ink">{actionData.email}</strong> krijgt vanaf nu een bericht als een activiteit verplaatst of
          afgelast wordt, en elke week een overzicht. Onderaan elke mail staat de link om je {w.takken} en de herinnering te kiezen, te
          pauzeren of uit te schrijven.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={actionData.beheer} className="btn-secondary">Meldingen beheren</Link>
          <Link to="/kalender" className="btn-primary">Naar de kalender</Link>
        </div>
      </MessagePage>
    );
  }
  if (!loaderData.email || actionData) {
    return (
      <MessagePage icon={LinkIcon} title="Deze link werkt niet (meer)">
        <p>
          De bevestigingslink is al gebruikt of verlopen (hij werkt 7 dagen). Schrijf je opnieuw in onder &lsquo;Op de hoogte
          blijven&rsquo; op de kalender om een nieuwe link te krijgen.
        </p>
        <Link to={`/kalender#${MELDING_ANKER}`} className="btn-primary">Naar de kalender</Link>
      </MessagePage>
    );
  }
  return (
    <MessagePage icon={BellRing} title="Bevestig je inschrijving">
      <p>
        Bevestig dat <strong className="break-all text-ink">{loaderData.email}</strong> de meldingen van {takkenZin(loaderData.takken)} bij{" "}
        {groep.naam} wil ontvangen{loaderData.herinnering ? ", met een herinnering de avond voor een activiteit" : ""}.
      </p>
      <Form method="post">
        <button type="submit" className="btn-primary">
          Inschrijving bevestigen
        </button>
      </Form>
    </MessagePage>
  );
}
