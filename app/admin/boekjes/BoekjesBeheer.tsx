import FileText from "lucide-react/icons/file-text";
import FolderOpen from "lucide-react/icons/folder-open";
import Pencil from "lucide-react/icons/pencil";
import Upload from "lucide-react/icons/upload";
import { useRef } from "react";
import { Link } from "react-router";
import { takLogoUrl } from "~/domains/takken/rules";
import { useSite } from "~/domains/instellingen/use-site";
import { checkFile, replaceChosenFile } from "~/lib/file-check";
import { useHydrated } from "~/lib/use-hydrated";
import { AdminList } from "~/components/admin/AdminList";
import { ActionOutcome, useReportOutcome } from "~/components/admin/AdminOutcome";
import { AlleTakkenSwitch } from "~/components/admin/AlleTakkenSwitch";
import { BOEKJE_PDF, fileHint } from "~/components/admin/FileField";
import { isPending, useAdminAction } from "~/components/admin/use-admin-action";

type Boekje = { url: string; label: string; maand: string };
type BoekjeRow = { id: number; name: string; slug: string; logo: string | null; color: string; huidig: Boekje | null; volgend: Boekje | null; magUploaden: boolean };
type Maand = { maand: string; naam: string };

export function BoekjesBeheer({
  takken,
  maanden,
  standaardMaand,
  alleTakken,
}: {
  takken: readonly BoekjeRow[];
  /** The months a booklet can be put up for: this one and the next. */
  maanden: readonly Maand[];
  standaardMaand: string;
  alleTakken: boolean | null;
}) {
  const w = useSite().woorden;
  return (
    <AdminList
      id="boekjes-beheer"
      title="Maandelijkse Boekjes"
      description={`Upload per ${w.tak} het boekje van ${maanden.map((m) => m.naam).join(" of ")}: ${fileHint(BOEKJE_PDF)} Vanaf de 25ste toont de ${w.samen}pagina ook het boekje van volgende maand.`}
      tools={alleTakken !== null && <AlleTakkenSwitch sectie="boekjes" alle={alleTakken} />}
      rows={takken}
      empty={{ icon: FolderOpen, title: `Geen ${w.takken} gevonden`, text: `Er zijn nog geen ${w.takken} geladen` }}
      columns={[
        { label: "Teken" },
        { label: w.Tak },
        { label: "Huidig boekje", className: "hidden md:table-cell" },
        { label: "Actie", className: "text-right" },
      ]}
      headClassName="hidden sm:table-header-group"
      renderRow={(t) => <BoekjeRij key={t.id} tak={t} maanden={maanden} standaardMaand={standaardMaand} />}
    />
  );
}

function BoekjeLinks({ tak }: { tak: BoekjeRow }) {
  if (!tak.huidig && !tak.volgend) return <span className="text-muted">Geen boekje beschikbaar</span>;
  return (
    <ul className="space-y-1">
      {[tak.huidig, tak.volgend].map(
        (b) =>
          b && (
            <li key={b.maand}>
              <a href={b.url} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-dark underline">
                <FileText className="h-4 w-4 shrink-0" aria-hidden="true" />
                {b.label}
              </a>
            </li>
          ),
      )}
    </ul>
  );
}

function BoekjeRij({ tak, maanden, standaardMaand }: { tak: BoekjeRow; maanden: readonly Maand[]; standaardMaand: string }) {
  const w = useSite().woorden;
  return (
    // On a phone a row is a card (logo, name and booklets, then the upload below), as in Leiding Beheer.
    <tr className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 p-4 sm:table-row sm:p-0" data-testid="boekje-rij">
      <td className="sm:px-4 sm:py-3">
        <img src={takLogoUrl(tak)} alt="" width={44} height={44} className="h-10 w-10 object-contain sm:h-11 sm:w-11" />
      </td>
      <td className="min-w-0 sm:px-4 sm:py-3">
        <span className="font-bold wrap-anywhere">{tak.name}</span>
        <span className="mt-1 block text-sm md:hidden">
          <BoekjeLinks tak={tak} />
        </span>
      </td>
      <td className="hidden px-4 py-3 md:table-cell">
        <BoekjeLinks tak={tak} />
      </td>
      <td className="col-span-2 sm:px-4 sm:py-3 sm:text-right">
        {tak.magUploaden ? <UploadForm tak={tak} maanden={maanden} standaardMaand={standaardMaand} /> : <span className="text-sm text-muted">{`Van een andere ${w.tak}`}</span>}
        {tak.magUploaden && (
          // A Takleiding edits the texts of their takken from here (the Beheerder also in Instellingen).
          <Link
            to={`/admin/tak/${tak.slug}`}
            aria-label={`Teksten van de ${tak.name} bewerken`}
            className="mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-brand-dark hover:bg-brand-light hover:underline"
          >
            <Pencil className="h-4 w-4" aria-hidden="true" /> Teksten
          </Link>
        )}
        <ActionOutcome match={{ intent: "boekje-uploaden", id: tak.id }} className="mt-3 text-left" />
      </td>
    </tr>
  );
}

/**
 * The month and the PDF: without JavaScript a file field and a submit button; with it the button opens the file
 * chooser, and a chosen file is checked (type, 20 MB) before a byte is sent, then uploaded at once.
 */
function UploadForm({ tak, maanden, standaardMaand }: { tak: BoekjeRow; maanden: readonly Maand[]; standaardMaand: string }) {
  const hydrated = useHydrated();
  const uploader = useAdminAction();
  const report = useReportOutcome();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const busy = isPending(uploader, "boekje-uploaden", tak.id);
  const inputId = `boekje-${tak.id}`;
  const maandId = `boekje-maand-${tak.id}`;
  return (
    <uploader.Form ref={form} method="post" action="/admin?sectie=boekjes" encType="multipart/form-data" className="flex flex-wrap items-end gap-2 sm:justify-end">
      <input type="hidden" name="intent" value="boekje-uploaden" />
      <input type="hidden" name="id" value={tak.id} />
      <div className="text-left">
        <label htmlFor={maandId} className="block text-sm font-semibold">
          Maand
        </label>
        <select id={maandId} name="maand" defaultValue={standaardMaand} className="min-h-11 rounded-lg border border-gray-300 bg-white pl-2 pr-8 font-semibold">
          {maanden.map((m) => (
            <option key={m.maand} value={m.maand}>
              {m.naam}
            </option>
          ))}
        </select>
      </div>
      <label htmlFor={inputId} className={hydrated ? "sr-only" : "text-sm font-semibold"}>
        PDF voor {tak.name}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        name="boekje"
        accept="application/pdf,.pdf"
        required
        className={hydrated ? "sr-only" : "file-input max-w-64"}
        tabIndex={hydrated ? -1 : undefined}
        onChange={async (event) => {
          const chosen = event.currentTarget;
          const file = chosen.files?.[0];
          if (!file) return;
          // Type and size are checked before a byte is sent: a 30 MB file is refused at once.
          const verdict = await checkFile(file, BOEKJE_PDF);
          if (!verdict.ok) {
            replaceChosenFile(chosen, null);
            report(verdict.error, { intent: "boekje-uploaden", id: String(tak.id) });
            return;
          }
          uploader.submit(form.current);
        }}
      />
      <button
        type={hydrated ? "button" : "submit"}
        disabled={busy}
        onClick={() => {
          if (hydrated) input.current?.click();
        }}
        aria-label={`Upload PDF voor ${tak.name}`}
        className="btn-primary whitespace-nowrap"
      >
        <Upload className="h-4 w-4" aria-hidden="true" />
        {busy ? "Uploaden..." : "Upload PDF"}
      </button>
    </uploader.Form>
  );
}
