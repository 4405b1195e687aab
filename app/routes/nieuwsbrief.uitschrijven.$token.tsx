import CheckCircle2 from "lucide-react/icons/circle-check";
import MailMinus from "lucide-react/icons/mail-minus";
import SearchX from "lucide-react/icons/search-x";
import { data, Form, Link, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/nieuwsbrief.uitschrijven.$token";
import { MessagePage } from "~/components/ui/MessagePage";
import { findByUnsubscribeToken, unsubscribe } from "~/domains/nieuwsbrief/nieuwsbrief.server";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";
import { useSite } from "~/lib/use-site";

const NO_STORE = { "Cache-Control": "no-store" };

export function headers() {
  return NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), "Uitschrijven", "noindex, nofollow");
}

/**
 * The unsubscribe link of every newsletter mail. Opening it shows a button (a mail scanner opening the link must not
 * unsubscribe anyone); the POST removes the address, also the one-click POST of a mail program (List-Unsubscribe-Post).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findByUnsubscribeToken(params.token);
  return data({ email: found?.email ?? null }, { status: found ? 200 : 404, headers: NO_STORE });
}

// After the button, the page shows the action's answer: loading the used link again would only find it gone.
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult ? false : defaultShouldRevalidate;
}

export async function action({ params }: Route.ActionArgs) {
  const removed = await unsubscribe(params.token);
  return data({ removed: removed?.email ?? null }, { status: removed ? 200 : 404, headers: NO_STORE });
}

export default function NieuwsbriefUitschrijven({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { groep } = useSite();
  if (actionData?.removed) {
    return (
      <MessagePage icon={CheckCircle2} title="Je bent uitgeschreven">
        <p>
          <strong className="break-all text-ink">{actionData.removed}</strong> krijgt geen nieuwsbrief meer van {groep.naam}.
        </p>
        <Link to="/" className="btn-primary">Naar de startpagina</Link>
      </MessagePage>
    );
  }
  if (!loaderData.email || actionData) {
    return (
      <MessagePage icon={SearchX} title="Dit adres staat niet (meer) op de lijst">
        <p>Misschien ben je al uitgeschreven. Vragen? Neem gerust contact met ons op.</p>
        <Link to="/contact" className="btn-secondary">Contact opnemen</Link>
      </MessagePage>
    );
  }
  return (
    <MessagePage icon={MailMinus} title="Uitschrijven uit de nieuwsbrief">
      <p>
        Wil je <strong className="break-all text-ink">{loaderData.email}</strong> uitschrijven voor de nieuwsbrief van{" "}
        {groep.naam}?
      </p>
      <Form method="post">
        <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
          Uitschrijven
        </button>
      </Form>
    </MessagePage>
  );
}
