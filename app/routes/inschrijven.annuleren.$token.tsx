import CheckCircle2 from "lucide-react/icons/circle-check";
import LinkIcon from "lucide-react/icons/link";
import UserMinus from "lucide-react/icons/user-minus";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/inschrijven.annuleren.$token";
import { MessagePage } from "~/components/ui/MessagePage";
import { siteOf } from "~/domains/instellingen/site";
import { annuleer, vindAnnulering } from "~/domains/inschrijvingen/mutations.server";
import { INSCHRIJVEN_TEKSTEN as T } from "~/domains/inschrijvingen/rules";
import { wakeOutboxWorker } from "~/domains/outbox/worker.server";
import { InputError } from "~/lib/errors";
import { NO_STORE } from "~/lib/http.server";
import { noindexMeta } from "~/lib/meta";

// The link 'Inschrijving annuleren' of a sign-up's confirmation mail. Opening it only shows what and a button (mail
// scanners open links); the button's post cancels. It names the child: never stored in a cache.

export function headers() {
  return NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), "Inschrijving annuleren", "noindex, nofollow");
}

export async function loader({ params }: Route.LoaderArgs) {
  const gevonden = await vindAnnulering(params.token);
  return data({ inschrijving: gevonden }, { status: gevonden ? 200 : 404, headers: NO_STORE });
}

export async function action({ params }: Route.ActionArgs) {
  try {
    const geannuleerd = await annuleer(params.token);
    if (geannuleerd?.gemaild) wakeOutboxWorker();
    return data({ geannuleerd, fout: null }, { status: geannuleerd ? 200 : 404, headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return data({ geannuleerd: null, fout: error.message }, { status: error.status, headers: NO_STORE });
  }
}

export default function Annuleren({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.geannuleerd) {
    const a = actionData.geannuleerd;
    return (
      <MessagePage icon={CheckCircle2} title="Je inschrijving is geannuleerd">
        <p role="status">
          {a.naam} is niet meer ingeschreven voor {a.titel} op {a.dag}. De leiding ziet de inschrijving niet meer.
        </p>
        <Link to="/kalender" className="btn-primary">Naar de kalender</Link>
      </MessagePage>
    );
  }
  const a = loaderData.inschrijving;
  if (!a || (actionData && !actionData.fout)) {
    return (
      <MessagePage icon={LinkIcon} title="Deze link werkt niet (meer)">
        <p>De inschrijving is al geannuleerd, of de activiteit is voorbij. Laat het de leiding rechtstreeks weten als er iets niet klopt.</p>
        <Link to="/kalender" className="btn-primary">Naar de kalender</Link>
      </MessagePage>
    );
  }
  return (
    <MessagePage icon={UserMinus} title="Inschrijving annuleren?">
      <p>
        {a.wachtlijst === null ? `${a.naam} is ingeschreven voor ${a.titel} op ${a.dag}.` : `${a.naam} staat op de wachtlijst (plaats ${a.wachtlijst}) voor ${a.titel} op ${a.dag}.`}
      </p>
      {actionData?.fout || !a.open ? (
        <p role="alert" className="font-semibold text-red-800">
          {actionData?.fout ?? T.begonnen}
        </p>
      ) : (
        <Form method="post">
          <button type="submit" className="btn-primary">
            Inschrijving annuleren
          </button>
        </Form>
      )}
    </MessagePage>
  );
}
