import FilePlus2 from "lucide-react/icons/file-plus-2";
import FileText from "lucide-react/icons/file-text";
import Trash2 from "lucide-react/icons/trash-2";
import { Form, useNavigation } from "react-router";
import { VERZENDING_VELD } from "~/domains/verzendingen/rules";
import { grootteLabel, type KampDocumentView } from "~/domains/activiteiten/kamp";
import { OutcomeMessage } from "~/components/admin/AdminOutcome";
import { FileField, KAMP_DOCUMENT } from "~/components/admin/FileField";
import { InputField } from "~/components/admin/FormField";

/**
 * The camp's documents on its edit page: each with a download link and 'Verwijderen', and a form to add a PDF. Real
 * form posts (to the edit page, `?documenten`), so it works without JavaScript.
 */
export function KampDocumentenBeheer({
  activiteitId,
  documenten,
  fout,
  melding,
  verzending,
}: {
  activiteitId: number;
  documenten: KampDocumentView[];
  fout: string | null;
  melding: string | null;
  /** This render's key of the upload (issue 52): a second post of it adds the document once. */
  verzending: string;
}) {
  const action = `/admin/activiteit/${activiteitId}?documenten`;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <section id="documenten" aria-labelledby="documenten-titel" className="card mt-6 p-5 sm:p-8">
      <h2 id="documenten-titel" className="text-xl font-extrabold sm:text-2xl">
        Documenten van het kamp
      </h2>
      <p className="mt-1 text-muted">
        PDF&apos;s voor de ouders, zoals het kampboekje, de medische fiche en het toestemmingsformulier (maximaal 20 MB). Ze staan
        als download op de kamppagina.
      </p>
      {documenten.length === 0 ? (
        <p className="mt-4 text-muted">Nog geen documenten.</p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-100 rounded-lg border border-gray-200">
          {documenten.map((d) => (
            <li key={d.id} className="flex items-center gap-3 p-3" data-testid="kamp-document">
              <FileText className="h-5 w-5 shrink-0 text-brand-dark" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <a href={d.url} className="wrap-anywhere font-bold text-brand-dark underline">
                  {d.titel}
                </a>
                <p className="text-sm text-muted">PDF, {grootteLabel(d.grootte)}</p>
              </div>
              <Form method="post" action={action}>
                <input type="hidden" name="intent" value="document-verwijderen" />
                <input type="hidden" name="documentId" value={d.id} />
                <button type="submit" aria-label={`${d.titel} verwijderen`} disabled={busy} className="btn-secondary border-red-300 px-3 text-red-800 hover:bg-red-50">
                  <Trash2 className="h-4 w-4" aria-hidden="true" /> <span className="max-sm:sr-only">Verwijderen</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" action={action} encType="multipart/form-data" className="mt-5 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="document-toevoegen" />
        <input type="hidden" name={VERZENDING_VELD} value={verzending} />
        <InputField id="document-titel" label="Titel (niet verplicht)" hint="Bijvoorbeeld: Kampboekje, Medische fiche. Leeg: de naam van het bestand." name="titel" maxLength={80} />
        <FileField id="document-bestand" label="PDF-bestand" name="document" rule={KAMP_DOCUMENT} />
        <div className="sm:col-span-2">
          {/* The outcome of adding or removing a document, right above the button (decision 0023); it takes focus. */}
          <OutcomeMessage error={fout} melding={melding} trigger={fout ?? melding} live className="mb-4" />
          <button type="submit" disabled={busy} className="btn-primary">
            <FilePlus2 className="h-5 w-5" aria-hidden="true" /> {busy ? "Uploaden..." : "Document Toevoegen"}
          </button>
        </div>
      </Form>
    </section>
  );
}
