import ImageIcon from "lucide-react/icons/image";
import { useSite } from "~/domains/instellingen/use-site";
import UserPlus from "lucide-react/icons/user-plus";
import { useState } from "react";
import { leidingCreateInput } from "~/domains/leiding/validation";
import { fieldError, textOf, useSchemaForm } from "~/lib/forms";
import { AdminForm, FormActions, type AdminFormProps } from "~/components/admin/AdminForm";
import { LEIDING_FOTO } from "~/components/admin/FileField";
import { InputField, SelectField } from "~/components/admin/FormField";
import { PictureField, useFilePreview } from "~/components/admin/ImagePreview";

export type LeidingFormValues = { name: string; tel: string; functie: string };

/**
 * 'Nieuwe Leiding Toevoegen' and its edit twin. A real multipart form post; with JavaScript the chosen photo is
 * first compressed in the browser (at most 0.25 MB and 1920 px, `LEIDING_FOTO`), the server re-encodes it either way.
 */
export function LeidingForm({
  mode,
  values,
  reply,
  formError,
  concept,
  verzending,
  takken,
  currentImageUrl,
  jaar,
}: AdminFormProps<LeidingFormValues> & {
  takken: { id: number; name: string }[];
  currentImageUrl: string | null;
  /** The scouting year the tak is for: its label, and whether the form must name it (the draft) or not (current). */
  jaar: { label: string; param: string | null };
}) {
  const { fields } = useSchemaForm(leidingCreateInput, { lastResult: reply, defaultValue: values });
  const [preview, choose] = useFilePreview();
  const [compressing, setCompressing] = useState(false);

  const shownImage = preview ?? currentImageUrl;
  const w = useSite().woorden;

  return (
    <AdminForm
      title={mode === "add" ? "Nieuwe Leiding Toevoegen" : "Leiding Bewerken"}
      formError={formError} reply={reply} concept={concept} verzending={verzending}
      picture={
        <PictureField id="leiding-foto" label="Foto" name="image" rule={LEIDING_FOTO} shape="square" empty={{ icon: ImageIcon, text: "Nog geen foto geselecteerd" }}
          error={fieldError(fields.image)}
          hint={mode === "edit" ? "Kies enkel een foto om de huidige te vervangen." : undefined}
          onChoose={(input) => choose(input.files?.[0])}
          onBusy={setCompressing}
        >
          {shownImage && <img src={shownImage} alt="Voorbeeld van de foto" className="h-full w-full object-cover" />}
        </PictureField>
      }
      actions={(busy) => {
        const cancelTo = `/admin?sectie=leiding${jaar.param ? `&jaar=${jaar.param}` : ""}`;
        return <FormActions mode={mode} busy={busy} disabled={busy || compressing} cancelTo={cancelTo} addLabel="Leiding Toevoegen" addIcon={UserPlus} />;
      }}
    >
      <InputField id="leiding-naam" label="Naam" error={fieldError(fields.name)} name="name" defaultValue={textOf(fields.name) ?? ""} autoComplete="off" maxLength={100} aria-required />
      {jaar.param && <input type="hidden" name="jaar" value={jaar.param} />}
      {takken.length > 0 && (
        <SelectField
          id="leiding-tak"
          label={w.Tak}
          error={fieldError(fields.functie) ?? fieldError(fields.jaar)}
          hint={`In scoutsjaar ${jaar.label}`}
          name="functie"
          defaultValue={textOf(fields.functie) ?? ""}
          options={takken.map((t) => ({ value: t.id, label: t.name }))}
        />
      )}
      <InputField id="leiding-tel" label="Telefoonnummer" error={fieldError(fields.tel)} name="tel" type="tel" defaultValue={textOf(fields.tel) ?? ""} autoComplete="off" maxLength={40} aria-required />
    </AdminForm>
  );
}
