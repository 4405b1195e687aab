import ImageIcon from "lucide-react/icons/image";
import UserPlus from "lucide-react/icons/user-plus";
import { useRef, useState } from "react";
import { FOTO_COMPRESSION_FAILED } from "~/domains/leiding/validation";
import { AdminForm, FormActions, type AdminFormProps } from "./AdminForm";
import { InputField, SelectField } from "./FormField";
import { PictureField, useFilePreview } from "./ImagePreview";

export type LeidingFormValues = { name: string; tel: string; functie: string };

/**
 * 'Nieuwe Leiding Toevoegen' and its edit twin. A real multipart form post; with JavaScript the chosen photo is
 * first compressed in the browser (at most 0.25 MB and 1920 px), the server re-encodes it either way.
 */
export function LeidingForm({
  mode,
  values,
  errors,
  formError,
  takken,
  currentImageUrl,
  jaar,
}: AdminFormProps<LeidingFormValues> & {
  takken: { id: number; name: string }[];
  currentImageUrl: string | null;
  /** The scouting year the tak is for: its label, and whether the form must name it (the draft) or not (current). */
  jaar: { label: string; param: string | null };
}) {
  const [preview, choose] = useFilePreview();
  const [compressing, setCompressing] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function onPhotoChosen(input: HTMLInputElement) {
    const file = input.files?.[0];
    setPhotoError(null);
    if (!file) {
      choose(null);
      return;
    }
    setCompressing(true);
    try {
      // Loaded only here, so no public page ships the compression library.
      const { default: imageCompression } = await import("browser-image-compression");
      const compressed = await imageCompression(file, { maxSizeMB: 0.25, maxWidthOrHeight: 1920, useWebWorker: false });
      const name = file.name.replace(/\.[^.]+$/, "") + (compressed.type === "image/png" ? ".png" : ".jpg");
      const replacement = new File([compressed], name, { type: compressed.type || file.type });
      const transfer = new DataTransfer();
      transfer.items.add(replacement);
      input.files = transfer.files;
      choose(replacement);
    } catch {
      input.value = "";
      choose(null);
      setPhotoError(FOTO_COMPRESSION_FAILED);
    } finally {
      setCompressing(false);
    }
  }

  const shownImage = preview ?? currentImageUrl;

  return (
    <AdminForm
      title={mode === "add" ? "Nieuwe Leiding Toevoegen" : "Leiding Bewerken"}
      formError={formError} errors={errors}
      picture={
        <PictureField id="leiding-foto" label="Foto" name="image" inputRef={fileInput} shape="square" empty={{ icon: ImageIcon, text: "Nog geen foto geselecteerd" }}
          error={photoError ?? errors.image}
          hint={mode === "edit" ? "Kies enkel een foto om de huidige te vervangen." : "JPG, PNG of WebP, maximaal 10 MB."}
          onChoose={(input) => void onPhotoChosen(input)}
        >
          {shownImage && <img src={shownImage} alt="Voorbeeld van de foto" className="h-full w-full object-cover" />}
        </PictureField>
      }
      actions={(busy) => {
        const cancelTo = jaar.param ? `/admin?sectie=leiding&jaar=${jaar.param}` : "/admin";
        return <FormActions mode={mode} busy={busy} disabled={busy || compressing} cancelTo={cancelTo} addLabel="Leiding Toevoegen" addIcon={UserPlus} />;
      }}
    >
      <InputField id="leiding-naam" label="Naam" error={errors.name} name="name" defaultValue={values.name} autoComplete="off" maxLength={100} aria-required />
      {jaar.param && <input type="hidden" name="jaar" value={jaar.param} />}
      {takken.length > 0 && (
        <SelectField
          id="leiding-tak"
          label="Tak"
          error={errors.functie ?? errors.jaar}
          hint={`In scoutsjaar ${jaar.label}`}
          name="functie"
          defaultValue={values.functie}
          options={takken.map((t) => ({ value: t.id, label: t.name }))}
        />
      )}
      <InputField id="leiding-tel" label="Telefoonnummer" error={errors.tel} name="tel" type="tel" defaultValue={values.tel} autoComplete="off" maxLength={40} aria-required />
    </AdminForm>
  );
}
