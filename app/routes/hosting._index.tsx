import { data } from "react-router";
import type { Route } from "./+types/hosting._index";
import { AanvraagForm, type AanvraagResultaat } from "~/components/hosting/AanvraagForm";
import { HONEYPOT_FIELD } from "~/domains/contact/fields";
import { hostingAanvragenAutomatisch, hostingDomain } from "~/config/env.server";
import { vraagSiteAan } from "~/domains/hosting/aanvragen.server";
import { requireHosterSite } from "~/domains/hosting/toegang.server";
import { aanvraagInput } from "~/domains/hosting/validation";
import { InputError } from "~/lib/errors";
import { parseForm, refusal } from "~/lib/forms";
import { readFormData } from "~/lib/request-body.server";
import { clientAddressContext } from "~/group/request-context";

export function meta() {
  return [
    { title: "Een website voor je scoutsgroep" },
    { name: "description", content: "Vraag een eigen website aan voor je scoutsgroep: nieuws, takken, kalender, foto's en berichten aan de ouders, zonder eigen server." },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  requireHosterSite(context);
  return { domein: hostingDomain() ?? "", automatisch: hostingAanvragenAutomatisch() };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireHosterSite(context);
  const form = await readFormData(request, { maxBytes: 16 * 1024, tooLarge: "De aanvraag is te lang." });
  const honeypot = String(form.get(HONEYPOT_FIELD) ?? "").trim();
  // A filled honeypot is a bot: it sees the usual answer, and nothing is stored.
  if (honeypot) return data<AanvraagResultaat>({ status: "ontvangen" });
  const submission = parseForm(form, aanvraagInput);
  if (submission.status !== "success") return data<AanvraagResultaat>({ status: "ongeldig", reply: submission.reply() }, { status: 400 });
  try {
    const uitkomst = await vraagSiteAan(submission.value, context.get(clientAddressContext));
    return data<AanvraagResultaat>(uitkomst.soort === "aangemaakt" ? { status: "aangemaakt", url: uitkomst.url, email: submission.value.email } : { status: "ontvangen" });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    // A taken address (409) or the rate limit (429): the banner says it, the address's field too when it is the address.
    return data<AanvraagResultaat>({ status: "ongeldig", melding: error.message, reply: refusal(error.fields, submission.payload) }, { status: error.status });
  }
}

export default function Voordeur({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">Een website voor je scoutsgroep</h1>
      <p className="mt-4 text-lg text-muted">
        Nieuws, de takken met hun leiding, de kalender, kamppagina's, foto's voor de ouders en berichten over wijzigingen: alles op één
        plek, bijgehouden door je eigen leiding. Je hebt geen eigen server nodig; wij houden de site draaiende en maken elke nacht een
        back-up.
      </p>
      <AanvraagForm domein={loaderData.domein} automatisch={loaderData.automatisch} resultaat={actionData} />
    </div>
  );
}
