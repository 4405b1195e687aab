import { FileText, FolderOpen, Upload } from "lucide-react";
import { useRef } from "react";
import { takLogoUrl } from "~/domains/takken/rules";
import { checkFile, replaceChosenFile } from "~/lib/file-check";
import { useHydrated } from "~/lib/use-hydrated";
import { AdminList } from "./AdminList";
import { ActionOutcome, useReportOutcome } from "./AdminOutcome";
import { AlleTakkenSwitch } from "./AlleTakkenSwitch";
import { BOEKJE_PDF } from "./FileField";
import { isPending, useAdminAction } from "./use-admin-action";


type BoekjeRow = { id: number; name: string; boekjeUrl: string | null; label: string; magUploaden: boolean };

export function BoekjesBeheer({ takken, maand, alleTakken }: { takken: readonly BoekjeRow[]; maand: string; alleTakken: boolean | null }) {
  return (
    <AdminList
      id="boekjes-beheer"
      title="Maandelijkse Boekjes"
      description={`Upload per tak het boekje van ${maand} (PDF, maximaal 20 MB).`}
      tools={alleTakken !== null && <AlleTakkenSwitch sectie="boekjes" alle={alleTakken} />}
      rows={takken}
      empty={{ icon: FolderOpen, title: "Geen takken gevonden", text: "Er zijn nog geen takken geladen" }}
      columns={[
        { label: "Teken" },
        { label: "Tak" },
        { label: "Huidig boekje", className: "hidden md:table-cell" },
        { label: "Actie", className: "text-right" },
      ]}
      headClassName="hidden sm:table-header-group"
      renderRow={(t) => <BoekjeRij key={t.id} tak={t} />}
    />
  );
}

function BoekjeLink({ tak }: { tak: BoekjeRow }) {
  return tak.boekjeUrl ? (
    <a href={tak.boekjeUrl} target="_blank" rel="noopener" className="inline-flex items-center gap-1.5 font-semibold text-brand-dark underline">
      <FileText className="h-4 w-4 shrink-0" aria-hidden="true" />
      {tak.label}
    </a>
  ) : (
    <span className="text-muted">Geen boekje beschikbaar</span>
  );
}

function BoekjeRij({ tak }: { tak: BoekjeRow }) {
  const hydrated = useHydrated();
  const uploader = useAdminAction();
  const report = useReportOutcome();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const busy = isPending(uploader, "boekje-uploaden", tak.id);
  const inputId = `boekje-${tak.id}`;

  return (
    // On a phone a row is a card (logo, name and booklet, then the upload button below), as in Leiding Beheer.
    <tr className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 p-4 sm:table-row sm:p-0" data-testid="boekje-rij">
      <td className="sm:px-4 sm:py-3">
        <img src={takLogoUrl(tak.name)} alt="" width={44} height={44} className="h-10 w-10 object-contain sm:h-11 sm:w-11" />
      </td>
      <td className="min-w-0 sm:px-4 sm:py-3">
        <span className="font-bold break-words">{tak.name}</span>
        <span className="mt-1 block text-sm md:hidden">
          <BoekjeLink tak={tak} />
        </span>
      </td>
      <td className="hidden px-4 py-3 md:table-cell">
        <BoekjeLink tak={tak} />
      </td>
      <td className="col-start-2 sm:px-4 sm:py-3 sm:text-right">
        {tak.magUploaden ? (
        <uploader.Form
          ref={form}
          method="post"
          action="/admin?sectie=boekjes"
          encType="multipart/form-data"
          className="flex flex-col items-start gap-2 sm:items-end"
        >
          <input type="hidden" name="intent" value="boekje-uploaden" />
          <input type="hidden" name="id" value={tak.id} />
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
            className={hydrated ? "sr-only" : "max-w-48 text-sm"}
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
        ) : (
          <span className="text-sm text-muted">Van een andere tak</span>
        )}
        <ActionOutcome match={{ intent: "boekje-uploaden", id: tak.id }} className="mt-3 text-left" />
      </td>
    </tr>
  );
}
