import RotateCcw from "lucide-react/icons/rotate-ccw";
import { Form, useNavigation } from "react-router";
import { instellingenUrl } from "~/domains/instellingen/delen";
import { FormField } from "~/components/admin/FormField";
import { foutVan, InstellingenForm, veldFout, type Fout } from "./velden";

const INTENT = "instellingen-logo";
const HERSTELLEN = "instellingen-logo-herstellen";

/** 'Logo': the current logo, an upload of a new one, and 'Logo herstellen' back to the site's own. */
export function LogoForm({ logo, fout: alleFouten }: { logo: { url: string; eigen: boolean }; fout: Fout }) {
  const fout = foutVan(alleFouten, INTENT);
  const navigation = useNavigation();
  const herstellen = navigation.state === "submitting" && navigation.formData?.get("intent") === HERSTELLEN;
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-4">
        <img src={logo.url} alt="Het huidige logo" width={96} height={96} className="h-24 w-24 rounded-full bg-white object-contain p-1 ring-1 ring-gray-200" />
        <p className="text-muted">
          {logo.eigen ? "Jullie eigen logo staat op de site." : "De site toont nog het logo waarmee ze geleverd werd."} Het logo staat in de kop en
          onderaan elke pagina, als icoon in de browser en op een telefoon, en op de afbeeldingen bij gedeelde links.
        </p>
      </div>
      <InstellingenForm deel="logo" intent={INTENT} fout={fout} label="Logo Opladen" multipart>
        <FormField
          id="inst-logo"
          label="Nieuw logo"
          error={veldFout(fout, "logo")}
          hint="PNG, JPEG, WebP of SVG, minstens 512 pixels breed en hoog, hoogstens 10 MB. Een vierkant logo past het best."
        >
          {(props) => <input {...props} type="file" name="logo" accept="image/png,image/jpeg,image/webp,image/svg+xml,.svg" aria-required className="file-input" />}
        </FormField>
      </InstellingenForm>
      {logo.eigen && (
        <Form method="post" action={instellingenUrl("logo")} className="flex sm:justify-end">
          <input type="hidden" name="intent" value={HERSTELLEN} />
          <button type="submit" className="btn-secondary" disabled={herstellen}>
            <RotateCcw className="h-5 w-5" aria-hidden="true" /> Logo herstellen
          </button>
        </Form>
      )}
    </div>
  );
}
