import CheckCircle2 from "lucide-react/icons/circle-check";
import Clock from "lucide-react/icons/clock";
import Download from "lucide-react/icons/download";
import MailPlus from "lucide-react/icons/mail-plus";
import Trash2 from "lucide-react/icons/trash";
import type { InschrijvingView } from "~/domains/nieuwsbrief/inschrijving-view";
import { AdminList } from "~/components/admin/AdminList";

/** The newsletter's subscribers: the list, removing one, and a CSV export. */
export function NieuwsbriefBeheer({ inschrijvingen }: { inschrijvingen: InschrijvingView[] }) {
  const count = inschrijvingen.length;
  const confirmed = inschrijvingen.filter((i) => i.confirmed).length;
  return (
    <AdminList
      id="nieuwsbrief-beheer" title="Nieuwsbrief"
      description={`${count} ${count === 1 ? "inschrijving" : "inschrijvingen"} via het formulier onderaan elke pagina, waarvan ${confirmed} bevestigd. Enkel bevestigde adressen krijgen de nieuwsbrief en staan in de export.`}
      action={
        confirmed > 0 ? (
          <a href="/admin/nieuwsbrief.csv" download className="btn-primary">
            <Download className="h-5 w-5" aria-hidden="true" /> Exporteer CSV
          </a>
        ) : undefined
      }
      rows={inschrijvingen}
      empty={{ icon: MailPlus, title: "Nog geen inschrijvingen", text: "Wie zich inschrijft voor de nieuwsbrief, verschijnt hier." }}
      columns={[{ label: "E-mailadres" }, { label: "Status", className: "hidden w-44 md:table-cell" }, { label: "Ingeschreven op", className: "hidden w-48 sm:table-cell" }, { label: "Acties", className: "w-24 text-right sm:w-44" }]}
      tableClassName="table-fixed"
      deletion={{
        action: "/admin?sectie=nieuwsbrief",
        intent: "inschrijving-verwijderen",
        message: (i) => `Weet je zeker dat je ${i.email} wilt verwijderen uit de nieuwsbrief? Dit kan niet ongedaan worden gemaakt.`,
      }}
      renderRow={(i, deleteButton) => (
        <tr key={i.id} data-testid="inschrijving-rij">
          <td className="px-4 py-3">
            <span className="block break-all font-semibold">{i.email}</span>
            <span className="mt-1 block md:hidden"><Status confirmed={i.confirmed} /></span>
            <span className="block text-sm text-muted sm:hidden">{i.createdAt}</span>
          </td>
          <td className="hidden px-4 py-3 md:table-cell"><Status confirmed={i.confirmed} /></td>
          <td className="hidden whitespace-nowrap px-4 py-3 text-muted sm:table-cell">{i.createdAt}</td>
          <td className="px-4 py-3">
            {deleteButton({
              label: `${i.email} verwijderen`,
              formClassName: "flex justify-end",
              children: (
                <>
                  <Trash2 className="h-4 w-4 shrink-0" aria-hidden="true" /> <span className="hidden sm:inline">Verwijderen</span>
                </>
              ),
            })}
          </td>
        </tr>
      )}
    />
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
