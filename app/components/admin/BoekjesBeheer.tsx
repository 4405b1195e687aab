import FileText from "lucide-react/icons/file-text";
import FolderOpen from "lucide-react/icons/folder-open";
import Upload from "lucide-react/icons/upload";
import Pencil from "lucide-react/icons/pencil";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { takLogoUrl, takSlug } from "~/domains/takken/rules";
import { useHydrated } from "~/lib/use-hydrated";
import { AdminList } from "./AdminList";
import { ErrorBanner } from "./Banners";
import { isPending, useAdminAction } from "./use-admin-action";

const ALLEEN_PDF = "Alleen PDF bestanden zijn toegestaan";

type BoekjeRow = { id: number; name: string; boekjeUrl: string | null; label: string };

export function BoekjesBeheer({ takken, maand }: { takken: readonly BoekjeRow[]; maand: string }) {
  const [clientError, setClientError] = useState<string | null>(null);
  return (
    <AdminList
      id="boekjes-beheer" title="Maandelijkse Boekjes"
      description={`Upload per tak het boekje van ${maand} (PDF, maximaal 20 MB).`}
      tools={clientError && <ErrorBanner message={clientError} />}
      rows={takken}
      empty={{ icon: FolderOpen, title: "Geen takken gevonden", text: "Er zijn nog geen takken geladen" }}
      columns={[
        { label: "Teken" },
        { label: "Tak" },
        { label: "Huidig boekje", className: "hidden md:table-cell" },
        { label: "Actie", className: "text-right" },
      ]}
      headClassName="hidden sm:table-header-group"
      renderRow={(t) => <BoekjeRij key={t.id} tak={t} onClientError={setClientError} />}
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

function BoekjeRij({ tak, onClientError }: { tak: BoekjeRow; onClientError: (message: string | null) => void }) {
  const hydrated = useHydrated();
  const uploader = useAdminAction();
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
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (!file) return;
              if (file.type !== "application/pdf") {
                onClientError(ALLEEN_PDF);
                event.currentTarget.value = "";
                return;
              }
              onClientError(null);
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
        {/* A Takleiding edits the texts of their takken from here (the Beheerder also in Instellingen). */}
        <Link
          to={`/admin/tak/${takSlug(tak.name)}`}
          aria-label={`Teksten van de ${tak.name} bewerken`}
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-brand-dark hover:bg-brand-light hover:underline"
        >
          <Pencil className="h-4 w-4" aria-hidden="true" /> Teksten
        </Link>
      </td>
    </tr>
  );
}
