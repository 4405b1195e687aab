import CheckCircle2 from "lucide-react/icons/circle-check";
import LinkIcon from "lucide-react/icons/link";
import MailCheck from "lucide-react/icons/mail-check";
import { data, Form, Link, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/nieuwsbrief.bevestigen.$token";
import { MessagePage } from "~/components/ui/MessagePage";
import { confirmSubscription, findConfirmation } from "~/domains/nieuwsbrief/nieuwsbrief.server";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";
import { useSite } from "~/lib/use-site";

const NO_STORE = { "Cache-Control": "no-store" };

export function headers() {
  return NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), "Nieuwsbrief bevestigen", "noindex, nofollow");
}

/**
 * The link in the confirmation mail. Opening it only shows a button: mail scanners open links to check them, and
 * that must not sign anybody up. The button's POST confirms.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findConfirmation(params.token);
  return data({ email: found?.email ?? null }, { status: found ? 200 : 404, headers: NO_STORE });
}

// After the button, the page shows the action's answer: loading the used link again would only find it gone.
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult ? false : defaultShouldRevalidate;
}

export async function action({ params }: Route.ActionArgs) {
  const confirmed = await confirmSubscription(params.token);
  return data({ confirmed: confirmed?.email ?? null }, { status: confirmed ? 200 : 404, headers: NO_STORE });
}

export default function NieuwsbriefBevestigen({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { groep } = useSite();
  if (actionData?.confirmed) {
    return (
      <MessagePage icon={CheckCircle2} title="Je inschrijving is bevestigd">
        <p>
          Vanaf nu krijgt <strong className="break-all text-ink">{actionData.confirmed}</strong> de nieuwsbrief van {groep.naam}.
          Uitschrijven kan altijd via de link onderaan elke mail.
        </p>
        <Link to="/" className="btn-primary">Naar de startpagina</Link>
      </MessagePage>
    );
  }
  if (!loaderData.email || actionData) {
    return (
      <MessagePage icon={LinkIcon} title="Deze link werkt niet (meer)">
        <p>
          De bevestigingslink is al gebruikt of verlopen (hij werkt 7 dagen). Schrijf je opnieuw in onderaan deze pagina
          om een nieuwe link te krijgen.
        </p>
      </MessagePage>
    );
  }
  return (
    <MessagePage icon={MailCheck} title="Bevestig je inschrijving">
      <p>
        Bevestig dat <strong className="break-all text-ink">{loaderData.email}</strong> de nieuwsbrief van {groep.naam} wil
        ontvangen.
      </p>
      <Form method="post">
        <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
          Inschrijving bevestigen
        </button>
      </Form>
    </MessagePage>
  );
}
