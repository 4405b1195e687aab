import { data } from "react-router";
import type { Route } from "./+types/contact";
import { ContactForm } from "~/components/contact/ContactForm";
import { ContactGegevens, heeftContactgegevens } from "~/components/contact/ContactGegevens";
import { KaartFrame } from "~/components/contact/KaartFrame";
import { PageHero } from "~/components/ui/PageHero";
import { Reveal } from "~/components/ui/Reveal";
import { contactRateLimit } from "~/domains/contact/contact.server";
import { storeContactMessage } from "~/domains/contact/mutations.server";
import { clientKey } from "~/lib/rate-limit.server";
import { wakeOutboxWorker } from "~/domains/outbox/worker.server";
import { HONEYPOT_FIELD, type ContactResult } from "~/domains/contact/fields";
import { contactSchema } from "~/domains/contact/validation";
import { InputError } from "~/lib/errors";
import { parseForm, refusal } from "~/lib/forms";
import { logger } from "~/lib/logger.server";
import { readFormData } from "~/lib/request-body.server";
import { pageMeta } from "~/lib/meta";
import { siteOf } from "~/domains/instellingen/site";
import { useSite } from "~/domains/instellingen/use-site";
import { clientAddressContext } from "~/group/request-context";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  return pageMeta(site, {
    title: "Contact",
    description: `Neem contact op met ${site.groep.naam}: adres, e-mail, telefoon en contactformulier.`,
    path: "/contact",
  });
}

// The form's fields are small; anything far larger is not a contact message.
const MAX_BODY_BYTES = 64 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readFormData(request, { maxBytes: MAX_BODY_BYTES, tooLarge: "Het bericht is te lang." });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    if (error.status === 413) return data<ContactResult>({ status: "invalid", reply: refusal({ message: error.message }) }, { status: 413 });
    return data<ContactResult>({ status: "error", reply: refusal({}) }, { status: 400 });
  }
  const submission = parseForm(form, contactSchema);
  if (submission.status !== "success") return data<ContactResult>({ status: "invalid", reply: submission.reply() }, { status: 400 });
  if (!(await contactRateLimit.take(clientKey(context.get(clientAddressContext))))) return data<ContactResult>({ status: "too-many", reply: submission.reply() }, { status: 429 });
  // A filled honeypot is a bot: it sees the usual success, and nothing is stored or sent.
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return data<ContactResult>({ status: "sent" });
  try {
    await storeContactMessage(submission.value);
  } catch (error) {
    logger.error({ err: error }, "Contactbericht kon niet opgeslagen worden");
    return data<ContactResult>({ status: "error", reply: submission.reply() }, { status: 503 });
  }
  wakeOutboxWorker();
  return data<ContactResult>({ status: "sent" });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const { kaart, groep } = useSite();
  const gegevens = heeftContactgegevens(groep);
  return (
    <>
      <PageHero title="Contact" subtitle="Vragen over onze werking, inschrijven of gewoon een berichtje? Laat van je horen!" />
      <section className={`mx-auto grid gap-8 px-4 py-12 ${gegevens ? "max-w-6xl lg:grid-cols-3" : "max-w-3xl"}`}>
        <ContactGegevens />
        <Reveal className={`card p-6 ${gegevens ? "lg:col-span-2" : ""}`}>
          <h2 className="text-2xl font-extrabold">Stuur ons een bericht</h2>
          <p className="mb-6 mt-1 text-muted">We antwoorden zo snel mogelijk, meestal binnen de week.</p>
          <ContactForm result={actionData} />
        </Reveal>
      </section>
      {/* Until the group placed its lokaal on the map ('Instellingen' > 'Groep'), no map. */}
      {kaart && (
      <section className="bg-brand-light px-4 py-12">
        <div className="mx-auto max-w-6xl">
          <h2 className="text-2xl font-extrabold">Vind ons hier</h2>
          <div className="mt-6 overflow-hidden rounded-2xl bg-white shadow-sm">
            <KaartFrame embedUrl={kaart.embedUrl} />
          </div>
          <p className="mt-3 text-sm">
            <a href={kaart.linkUrl} target="_blank" rel="noopener noreferrer" className="text-brand-dark underline">
              Open de kaart in een nieuw venster
            </a>
          </p>
        </div>
      </section>
      )}
    </>
  );
}
