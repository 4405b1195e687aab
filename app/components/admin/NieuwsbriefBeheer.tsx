import { CheckCircle2, Clock, Download, MailPlus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { InschrijvingView } from "~/domains/nieuwsbrief/inschrijving-view";
import { SectionHeader } from "./AdminShell";
import { DeleteConfirmDialog, DeleteForm } from "./DeleteWithConfirm";
import { EmptyState } from "./EmptyState";

const ACTION = "/admin?sectie=nieuwsbrief";

/** The newsletter's subscribers: the list, removing one, and a CSV export. */
export function NieuwsbriefBeheer({ inschrijvingen }: { inschrijvingen: InschrijvingView[] }) {
  const [pendingDelete, setPendingDelete] = useState<InschrijvingView | null>(null);
  const count = inschrijvingen.length;
  const confirmed = inschrijvingen.filter((i) => i.confirmed).length;

  return (
    <section aria-labelledby="nieuwsbrief-beheer">
      <SectionHeader
        id="nieuwsbrief-beheer"
        title="Nieuwsbrief"
        description={`${count} ${count === 1 ? "inschrijving" : "inschrijvingen"} via het formulier onderaan elke pagina, waarvan ${confirmed} bevestigd. Enkel bevestigde adressen krijgen de nieuwsbrief en staan in de export.`}
        action={
          confirmed > 0 ? (
            <a href="/admin/nieuwsbrief.csv" download className="btn-primary">
              <Download className="h-5 w-5" aria-hidden="true" /> Exporteer CSV
            </a>
          ) : undefined
        }
      />
      {count === 0 ? (
        <EmptyState icon={MailPlus} title="Nog geen inschrijvingen" text="Wie zich inschrijft voor de nieuwsbrief, verschijnt hier." />
      ) : (
        <div className="card overflow-hidden">
          <table className="w-full table-fixed text-left">
            <thead className="bg-brand-light text-sm uppercase tracking-wide text-brand-darker">
              <tr>
                <th scope="col" className="px-3 py-3 sm:px-4">E-mailadres</th>
                <th scope="col" className="hidden w-44 px-4 py-3 md:table-cell">Status</th>
                <th scope="col" className="hidden w-48 px-4 py-3 sm:table-cell">Ingeschreven op</th>
                <th scope="col" className="w-20 px-3 py-3 text-right sm:w-44 sm:px-4">Acties</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {inschrijvingen.map((i) => (
                <tr key={i.id} data-testid="inschrijving-rij">
                  <td className="px-3 py-3 sm:px-4">
                    <span className="block break-all font-semibold">{i.email}</span>
                    <span className="mt-1 block md:hidden"><Status confirmed={i.confirmed} /></span>
                    <span className="block text-sm text-muted sm:hidden">{i.createdAt}</span>
                  </td>
                  <td className="hidden px-4 py-3 md:table-cell"><Status confirmed={i.confirmed} /></td>
                  <td className="hidden whitespace-nowrap px-4 py-3 text-muted sm:table-cell">{i.createdAt}</td>
                  <td className="px-3 py-3 sm:px-4">
                    <DeleteForm
                      action={ACTION}
                      intent="inschrijving-verwijderen"
                      id={i.id}
                      label={`${i.email} verwijderen`}
                      formClassName="flex justify-end"
                      buttonClassName="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border border-red-200 px-2 font-semibold text-red-800 hover:bg-red-50 sm:px-3"
                      onAsk={() => setPendingDelete(i)}
                    >
                      <Trash2 className="h-4 w-4 shrink-0" aria-hidden="true" /> <span className="hidden sm:inline">Verwijderen</span>
                    </DeleteForm>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <DeleteConfirmDialog
        pending={pendingDelete}
        action={ACTION}
        intent="inschrijving-verwijderen"
        message={`Weet je zeker dat je ${pendingDelete?.email ?? "deze inschrijving"} wilt verwijderen uit de nieuwsbrief? Dit kan niet ongedaan worden gemaakt.`}
        onClose={() => setPendingDelete(null)}
      />
    </section>
  );
}

/** Whether the owner of the address followed the confirmation link: only then it is a subscriber. */
function Status({ confirmed }: { confirmed: boolean }) {
  return confirmed ? (
    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-green-50 px-2 py-0.5 text-sm font-semibold text-green-900">
      <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Bevestigd
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-900">
      <Clock className="h-4 w-4" aria-hidden="true" /> Niet bevestigd
    </span>
  );
}
