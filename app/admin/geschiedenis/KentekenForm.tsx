import Award from "lucide-react/icons/award";
import { useState } from "react";
import { geschiedenisInput } from "~/domains/geschiedenis/validation";
import { fieldError, textOf, useSchemaForm } from "~/lib/forms";
import { AdminForm, FormActions, type AdminFormProps } from "~/components/admin/AdminForm";
import { InputField, TextAreaField } from "~/components/admin/FormField";
import { FileField } from "~/components/admin/FileField";
import { PreviewBox, useFilePreview } from "~/components/admin/ImagePreview";
import { KentekenImage } from "~/components/geschiedenis/KentekenImage";

export type KentekenFormValues = {
  titel: string;
  kenteken: string;
  beginjaar: string;
  eindjaar: string;
  aalmoezenier: string;
  groepsleiding: string;
  artikels: string;
};

/** 'Nieuw Kenteken Toevoegen' and its edit twin: a real multipart form post. */
export function KentekenForm({ mode, values, reply, formError, concept, verzending }: AdminFormProps<KentekenFormValues>) {
  const { fields, byName } = useSchemaForm(geschiedenisInput, { lastResult: reply, defaultValue: values });
  const text = (field: Parameters<typeof textOf>[0]) => textOf(field) ?? "";
  const [link, setLink] = useState(text(fields.kenteken));
  const [upload, choose] = useFilePreview();
  const [scaling, setScaling] = useState(false);

  const previewSrc = upload ?? (/^(https?:\/\/|\/media\/)/.test(link.trim()) ? link.trim() : null);

  const preview = previewSrc && (
    <KentekenImage key={previewSrc} url={previewSrc} alt="Voorbeeld van het kenteken" sizes="224px" lazy={false} className="h-full w-full object-contain" />
  );
  return (
    <AdminForm
      title={mode === "add" ? "Nieuw Kenteken Toevoegen" : "Kenteken Bewerken"}
      formError={formError} reply={reply} concept={concept} verzending={verzending}
      pictureColumn="narrow"
      picture={
        <PreviewBox shape="square" label={{ id: "kenteken-voorbeeld", text: "Voorbeeld" }} empty={{ icon: Award, text: "Nog geen kenteken gekozen" }} className="p-3">
          {preview}
        </PreviewBox>
      }
      actions={(busy) => (
        <FormActions mode={mode} busy={busy} disabled={busy || scaling} cancelTo="/admin?sectie=geschiedenis" addLabel="Kenteken Toevoegen" addIcon={Award} />
      )}
    >
      <InputField id="kenteken-titel" label="Titel" error={fieldError(fields.titel)} name="titel" defaultValue={text(fields.titel)} maxLength={200} aria-required />
      {/* Text, not url: a saved badge is the site's own relative /media/... path, which type=url refuses. */}
      <InputField
        id="kenteken-link"
        label="Embleem link"
        error={fieldError(fields.kenteken)}
        hint="De URL van de afbeelding van het kenteken."
        name="kenteken" type="text" inputMode="url" placeholder="https://..."
        value={link}
        onChange={(e) => setLink(e.target.value)}
      />
      <FileField id="kenteken-bestand" label="Of upload een afbeelding" name="kentekenBestand" error={fieldError(byName.kentekenBestand)}
        hint="Optioneel: dan is de link niet nodig."
        onChoose={(input) => choose(input.files?.[0])} onBusy={setScaling}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField id="kenteken-beginjaar" label="Beginjaar" error={fieldError(fields.beginjaar)} name="beginjaar" type="number" min={1900} max={2200} defaultValue={text(fields.beginjaar)} />
        <InputField id="kenteken-eindjaar" label="Eindjaar" error={fieldError(fields.eindjaar)} name="eindjaar" type="number" min={1900} max={2200} defaultValue={text(fields.eindjaar)} />
      </div>
      <InputField id="kenteken-aalmoezenier" label="Aalmoezenier" error={fieldError(fields.aalmoezenier)} name="aalmoezenier" defaultValue={text(fields.aalmoezenier)} maxLength={500} aria-required />
      <InputField id="kenteken-groepsleiding" label="Groepsleiding" error={fieldError(fields.groepsleiding)} hint="Namen gescheiden door komma's." name="groepsleiding" defaultValue={text(fields.groepsleiding)} maxLength={1000} aria-required />
      <TextAreaField id="kenteken-tekst" label="Geschreven tekst" error={fieldError(fields.artikels)} hint="Elke regel wordt een aparte alinea." name="artikels" rows={8} defaultValue={text(fields.artikels)} />
    </AdminForm>
  );
}
