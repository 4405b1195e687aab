import { FileText, FolderOpen, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { takLogoUrl } from "~/domains/takken/rules";
import { useHydrated } from "~/lib/use-hydrated";
import { SectionHeader } from "./AdminShell";
import { ErrorBanner } from "./Banners";
import { isPending, useAdminAction } from "./use-admin-action";
import { EmptyState } from "./EmptyState";

const ALLEEN_PDF = "Alleen PDF bestanden zijn toegestaan";

type BoekjeRow = { id: number; name: string; boekjeUrl: string | null; label: string };

export function BoekjesBeheer({ takken, maand }: { takken: readonly BoekjeRow[]; maand: string }) {
  const [clientError, setClientError] = useState<string | null>(null);
  return (
    <section aria-labelledby="boekjes-beheer">
      <SectionHeader
        id="boekjes-beheer"
        title="Maandelijkse Boekjes"
        description={`Upload per tak het boekje van ${maand} (PDF, maximaal 20 MB).`}
      />
      {clientError && (
        <div className="mb-4">
          <ErrorBanner message={clientError} />
        </div>
      )}
      {takken.length === 0 ? (
        <EmptyState icon={FolderOpen} title="Geen takken gevonden" text="Er zijn nog geen takken geladen" />
      ) : (
        <div className="card overflow-hidden">
          <table className="w-full text-left">
            <thead className="bg-brand-light text-xs uppercase tracking-wide text-brand-darker sm:text-sm">
              <tr>
                <th scope="col" className="py-3 pl-3 pr-1 sm:px-4">Teken</th>
                <th scope="col" className="px-2 py-3 sm:px-4">Tak</th>
                <th scope="col" className="hidden px-4 py-3 md:table-cell">Huidig boekje</th>
                <th scope="col" className="py-3 pl-2 pr-3 text-right sm:px-4">Actie</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {takken.map((t) => (
                <BoekjeRij key={t.id} tak={t} onClientError={setClientError} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
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
    <tr data-testid="boekje-rij">
      <td className="py-3 pl-3 pr-1 sm:px-4">
        <img src={takLogoUrl(tak.name)} alt="" width={44} height={44} className="h-9 w-9 object-contain sm:h-11 sm:w-11" />
      </td>
      <td className="px-2 py-3 sm:px-4">
        <span className="font-bold break-words">{tak.name}</span>
        <span className="mt-1 block text-sm md:hidden">
          <BoekjeLink tak={tak} />
        </span>
      </td>
      <td className="hidden px-4 py-3 md:table-cell">
        <BoekjeLink tak={tak} />
      </td>
      <td className="py-3 pl-2 pr-3 text-right sm:px-4">
        <uploader.Form
          ref={form}
          method="post"
          action="/admin?sectie=boekjes"
          encType="multipart/form-data"
          className="flex flex-col items-end gap-2"
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
            className="btn-primary whitespace-nowrap px-3 text-sm sm:px-5 sm:text-base"
          >
            <Upload className="h-4 w-4" aria-hidden="true" />
            {busy ? "Uploaden..." : "Upload PDF"}
          </button>
        </uploader.Form>
      </td>
    </tr>
  );
}
