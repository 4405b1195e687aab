import ImageIcon from "lucide-react/icons/image";
import KeyRound from "lucide-react/icons/key-round";
import LogOut from "lucide-react/icons/log-out";
import Monitor from "lucide-react/icons/monitor";
import Save from "lucide-react/icons/save";
import Smartphone from "lucide-react/icons/smartphone";
import UserRound from "lucide-react/icons/user-round";
import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { SubmitButton } from "~/components/admin/AdminForm";
import { ROW_BUTTON_DELETE } from "~/components/admin/AdminList";
import { OutcomeMessage } from "~/components/admin/AdminOutcome";
import { FileField, LEIDING_FOTO } from "~/components/admin/FileField";
import { PreviewBox, useFilePreview } from "~/components/admin/ImagePreview";
import { InputField } from "~/components/admin/FormField";
import { PasswordField } from "~/components/admin/PasswordField";
import { changePasswordInput, profielInput } from "~/domains/auth/validation";
import { fieldError, useSchemaForm, type FormFailure } from "~/lib/forms";

// The cards of 'Mijn account' (/admin/account): my details on the site, my password, my sessions.

/** A refused form of this page: the banner's message and its fields' reply (a new object for every answer). */
export type AccountFout = FormFailure | null;

/**
 * A card's field errors from its refusal's reply. The fields are not mounted anew (what was typed, the chosen photo,
 * stays), so only a refusal's errors show: none once the card's post went through.
 */
function useFouten(schema: typeof profielInput | typeof changePasswordInput, fout: AccountFout) {
  const { byName } = useSchemaForm(schema, { lastResult: fout?.reply });
  return (name: string) => (fout ? fieldError(byName[name]) : undefined);
}

function Card({ id, icon: Icon, title, className = "", children }: { id: string; icon: typeof KeyRound; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className ? `card p-5 sm:p-6 ${className}` : "card p-5 sm:p-6"}>
      <h2 id={id} className="flex items-center gap-2 text-xl font-extrabold">
        <Icon className="h-5 w-5 text-brand-dark" aria-hidden="true" /> {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The form's refusal that names no field (those are shown at the field), right above its button: it takes focus
 * (decision 0023).
 */
function FormBanner({ fout }: { fout: AccountFout }) {
  if (!fout || Object.keys(fout.reply.error ?? {}).length) return null;
  return <OutcomeMessage error={fout.error} melding={null} trigger={fout} live className="md:col-span-2" />;
}

export function ProfielKaart({
  leider,
  fout,
  busy,
}: {
  leider: { name: string; tel: string; imageUrl: string | null; toonFoto: boolean; toonTelefoon: boolean };
  fout: AccountFout;
  busy: boolean;
}) {
  const foutVan = useFouten(profielInput, fout);
  const [preview, choose] = useFilePreview();
  const [compressing, setCompressing] = useState(false);
  const shown = preview ?? leider.imageUrl;
  return (
    <Card id="mijn-gegevens" icon={UserRound} title="Mijn gegevens op de site" className="lg:col-span-2">
      <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-4 md:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="profiel-opslaan" />
        <InputField id="profiel-naam" label="Naam" error={foutVan("name")} name="name" required maxLength={100} defaultValue={leider.name} />
        <InputField id="profiel-tel" label="Telefoon" error={foutVan("tel")} name="tel" type="tel" required maxLength={40} defaultValue={leider.tel} />
        <div className="grid grid-cols-[6rem_1fr] items-start gap-4 md:col-span-2">
          <div>
            <PreviewBox shape="square" className="" empty={{ icon: ImageIcon, text: "Geen foto" }} label={{ id: "profiel-foto-huidig", text: preview ? "Nieuwe foto" : "Huidige foto" }}>
              {shown && <img src={shown} alt={preview ? "Voorbeeld van de nieuwe foto" : "Je huidige foto"} className="h-full w-full object-cover" />}
            </PreviewBox>
          </div>
          <FileField
            id="profiel-foto"
            label="Nieuwe foto (optioneel)"
            name="image"
            rule={LEIDING_FOTO}
            error={foutVan("image")}
            onChoose={(input) => choose(input.files?.[0])}
            onBusy={setCompressing}
          />
        </div>
        <div className="space-y-2 md:pt-7">
          <label className="flex min-h-11 items-center gap-3">
            <input type="checkbox" name="toonFoto" defaultChecked={leider.toonFoto} className="h-5 w-5" />
            Toon mijn foto op de site
          </label>
          <label className="flex min-h-11 items-center gap-3">
            <input type="checkbox" name="toonTelefoon" defaultChecked={leider.toonTelefoon} className="h-5 w-5" />
            Toon mijn telefoonnummer op de site
          </label>
        </div>
        <FormBanner fout={fout} />
        <div className="md:col-span-2 md:flex md:justify-end">
          <SubmitButton busy={busy || compressing} icon={Save} className="w-full md:w-auto">Gegevens Opslaan</SubmitButton>
        </div>
      </Form>
    </Card>
  );
}

export function WachtwoordKaart({ eigenaar, fout, busy }: { eigenaar: boolean; fout: AccountFout; busy: boolean }) {
  const foutVan = useFouten(changePasswordInput, fout);
  return (
    <Card id="wachtwoord-wijzigen" icon={KeyRound} title="Wachtwoord wijzigen">
      {eigenaar ? (
        <p className="mt-3 text-muted">Het account Beheerder logt in met ADMIN_PASSWORD; wijzig dat in de configuratie van de server. Alle sessies van Beheerder stoppen dan.</p>
      ) : (
        <>
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <input type="hidden" name="intent" value="wachtwoord-wijzigen" />
            <PasswordField id="huidig-wachtwoord" name="huidig" label="Huidig wachtwoord" current error={foutVan("huidig")} />
            <PasswordField id="nieuw-wachtwoord" name="wachtwoord" label="Nieuw wachtwoord" error={foutVan("wachtwoord")} />
            <p className="text-sm text-muted">Je andere sessies worden daarna afgemeld.</p>
            <FormBanner fout={fout} />
            <SubmitButton busy={busy} className="w-full sm:w-auto">Wachtwoord Wijzigen</SubmitButton>
          </Form>
        </>
      )}
    </Card>
  );
}

export function SessiesKaart({ sessions }: { sessions: ReadonlyArray<{ id: string; browser: string; lastSeen: string; current: boolean }> }) {
  return (
    <Card id="mijn-sessies" icon={Monitor} title="Actieve sessies">
      <ul className="mt-4 divide-y divide-gray-100">
        {sessions.map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-3 py-3" data-testid="sessie">
            <div className="flex min-w-0 items-center gap-3">
              <Smartphone className="h-5 w-5 shrink-0 text-muted" aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-semibold">
                  {s.browser} {s.current && <span className="ml-1 rounded-full bg-brand-light px-2 py-0.5 text-sm text-brand-darker">deze sessie</span>}
                </p>
                <p className="text-sm text-muted">Laatst actief: {s.lastSeen}</p>
              </div>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="sessie-afmelden" />
              <input type="hidden" name="id" value={s.id} />
              <button type="submit" className={ROW_BUTTON_DELETE} aria-label={`${s.browser}, laatst actief ${s.lastSeen}: afmelden`}>
                <LogOut className="h-4 w-4 shrink-0" aria-hidden="true" /> Afmelden
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="overal-afmelden" />
        <button type="submit" className="btn-secondary w-full sm:w-auto">
          <LogOut className="h-5 w-5" aria-hidden="true" /> Overal afmelden
        </button>
      </Form>
      <p className="mt-2 text-sm text-muted">Overal afmelden stopt ook deze sessie en je API-tokens.</p>
    </Card>
  );
}
