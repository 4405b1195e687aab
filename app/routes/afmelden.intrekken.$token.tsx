import CheckCircle2 from "lucide-react/icons/circle-check";
import LinkIcon from "lucide-react/icons/link";
import UserCheck from "lucide-react/icons/user-check";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/afmelden.intrekken.$token";
import { MessagePage } from "~/components/ui/MessagePage";
import { trekIn, vindIntrekking } from "~/domains/afmeldingen/mutations.server";
import { AFMELDEN_TEKSTEN as T } from "~/domains/afmeldingen/rules";
import { siteOf } from "~/domains/instellingen/site";
import { InputError } from "~/lib/errors";
import { noindexMeta } from "~/lib/meta";
import { NO_STORE } from "~/lib/http.server";

// The link 'Toch aanwezig' of an absence's confirmation mail. Opening it only shows a button (mail scanners open links);
// the button's post withdraws the absence. It names the child: never stored in a cache.


export function headers() {
  return NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), "Toch aanwezig", "noindex, nofollow");
}

export async function loader({ params }: Route.LoaderArgs) {
  const gevonden = await vindIntrekking(params.token);
  return data({ afmelding: gevonden }, { status: gevonden ? 200 : 404, headers: NO_STORE });
}

export async function action({ params }: Route.ActionArgs) {
  try {
    const ingetrokken = await trekIn(params.token);
    return data({ ingetrokken, fout: null }, { status: ingetrokken ? 200 : 404, headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return data({ ingetrokken: null, fout: error.message }, { status: error.status, headers: NO_STORE });
  }
}

export default function TochAanwezig({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ingetrokken) {
    const a = actionData.ingetrokken;
    return (
      <MessagePage icon={CheckCircle2} title="Je afmelding is ingetrokken">
        <p role="status">
          {a.naam} wordt verwacht op {a.titel} op {a.dag}. De leiding ziet de afmelding niet meer.
        </p>
        <Link to="/kalender" className="btn-primary">Naar de kalender</Link>
      </MessagePage>
    );
  }
  const a = loaderData.afmelding;
  if (!a || (actionData && !actionData.fout)) {
    return (
      <MessagePage icon={LinkIcon} title="Deze link werkt niet (meer)">
        <p>De afmelding is al ingetrokken, of de activiteit is voorbij. Laat het de leiding rechtstreeks weten als er iets niet klopt.</p>
        <Link to="/kalender" className="btn-primary">Naar de kalender</Link>
      </MessagePage>
    );
  }
  return (
    <MessagePage icon={UserCheck} title="Toch aanwezig?">
      <p>
        {a.naam} is afgemeld voor {a.titel} op {a.dag}.
      </p>
      {actionData?.fout || !a.open ? (
        <p role="alert" className="font-semibold text-red-800">
          {actionData?.fout ?? T.begonnen}
        </p>
      ) : (
        <Form method="post">
          <button type="submit" className="btn-primary">
            Toch aanwezig
          </button>
        </Form>
      )}
    </MessagePage>
  );
}
