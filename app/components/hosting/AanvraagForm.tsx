import { FormField, InputField } from "~/components/admin/FormField";
import { Honeypot } from "~/components/ui/Honeypot";
import { aanvraagInput } from "~/domains/hosting/validation";
import { fieldError, textOf, useSchemaForm, type FormReply } from "~/lib/forms";

export type AanvraagResultaat =
  | { status: "ontvangen" }
  | { status: "aangemaakt"; url: string; email: string }
  | { status: "ongeldig"; melding?: string; reply: FormReply };

/** 'Een site aanvragen' on the hoster's front door: a plain form, answered by a page of its own. */
export function AanvraagForm({ domein, automatisch, resultaat }: { domein: string; automatisch: boolean; resultaat?: AanvraagResultaat }) {
  const { fields } = useSchemaForm(aanvraagInput, { lastResult: resultaat?.status === "ongeldig" ? resultaat.reply : null });
  if (resultaat?.status === "ontvangen") {
    return (
      <div role="status" className="card mt-8 p-6">
        <h2 className="text-2xl font-extrabold">Bedankt voor je aanvraag</h2>
        <p className="mt-2">We bekijken ze zo snel mogelijk. Zodra je site klaarstaat, krijg je een mail met een link om je wachtwoord te kiezen.</p>
      </div>
    );
  }
  if (resultaat?.status === "aangemaakt") {
    return (
      <div role="status" className="card mt-8 p-6">
        <h2 className="text-2xl font-extrabold">Je site staat klaar</h2>
        <p className="mt-2">
          Je site staat op <a href={resultaat.url}>{resultaat.url.replace(/^https?:\/\//, "")}</a>. We stuurden een uitnodiging naar{" "}
          {resultaat.email}: kies daarmee je wachtwoord en vul je site aan.
        </p>
      </div>
    );
  }
  return (
    <form method="post" className="card mt-8 grid gap-5 p-6" noValidate>
      <h2 className="text-2xl font-extrabold">Een site aanvragen</h2>
      {resultaat?.status === "ongeldig" && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          {resultaat.melding ?? "Kijk de velden hieronder na."}
        </p>
      )}
      <InputField id="aanvraag-naam" name="naam" label="Naam van de groep" required maxLength={100} defaultValue={textOf(fields.naam)} error={fieldError(fields.naam)} autoComplete="organization" />
      <FormField id="aanvraag-slug" label="Gewenst adres" error={fieldError(fields.slug)} hint={`Je site komt op adres.${domein}: 3 tot 40 kleine letters, cijfers en koppeltekens.`}>
        {(props) => (
          <div className="flex items-center gap-2">
            <input {...props} name="slug" required minLength={3} maxLength={40} pattern="[a-z0-9-]{3,40}" defaultValue={textOf(fields.slug)} className="input" autoCapitalize="none" spellCheck={false} />
            <span className="shrink-0 text-muted">.{domein}</span>
          </div>
        )}
      </FormField>
      <InputField id="aanvraag-email" name="email" type="email" label="E-mailadres" required maxLength={254} defaultValue={textOf(fields.email)} error={fieldError(fields.email)} autoComplete="email" hint="Hierheen sturen we de uitnodiging om je wachtwoord te kiezen." />
      <FormField id="aanvraag-over" label="Over de groep" error={fieldError(fields.over)} hint="Eén of twee zinnen: waar zitten jullie, hoeveel leden ongeveer?">
        {(props) => <textarea {...props} name="over" rows={3} maxLength={1000} defaultValue={textOf(fields.over)} className="input" />}
      </FormField>
      <Honeypot form="aanvraag" />
      <p className="text-sm text-muted">
        {automatisch ? "Je site wordt meestal meteen aangemaakt." : "We bekijken elke aanvraag zelf; meestal staat je site binnen enkele dagen klaar."}
      </p>
      <div>
        <button type="submit" className="btn-primary">Site aanvragen</button>
      </div>
    </form>
  );
}
