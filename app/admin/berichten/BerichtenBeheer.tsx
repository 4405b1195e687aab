import type { LucideIcon } from "lucide-react";
import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Clock from "lucide-react/icons/clock";
import Inbox from "lucide-react/icons/inbox";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Undo2 from "lucide-react/icons/undo-2";
import type { BerichtView } from "~/domains/contact/bericht-view";
import { AdminList } from "~/components/admin/AdminList";
import { ActionOutcome } from "~/components/admin/AdminOutcome";
import { isPending, useAdminAction } from "~/components/admin/use-admin-action";
import { adminSectionUrl } from "~/admin/parts";

const STATE_STYLE: Record<BerichtView["mailState"], { className: string; Icon: LucideIcon }> = {
  sent: { className: "bg-green-50 text-green-900 border-green-200", Icon: CheckCircle2 },
  pending: { className: "bg-amber-50 text-amber-900 border-amber-200", Icon: Clock },
  sending: { className: "bg-amber-50 text-amber-900 border-amber-200", Icon: Clock },
  failed: { className: "bg-red-50 text-red-900 border-red-200", Icon: AlertTriangle },
  stored: { className: "bg-gray-50 text-gray-800 border-gray-200", Icon: Inbox },
};

const ACTION = adminSectionUrl("berichten");

/** The contact messages, newest first: read, mark as handled, and retry a failed mail. */
export function BerichtenBeheer({ berichten }: { berichten: BerichtView[] }) {
  const open = berichten.filter((b) => !b.handledAt).length;
  return (
    <AdminList
      id="berichten-beheer" title="Berichten"
      description={
        berichten.length === 0
          ? "Berichten via het contactformulier, nieuwste eerst."
          : `Berichten via het contactformulier, nieuwste eerst. ${open} ${open === 1 ? "bericht is" : "berichten zijn"} nog niet afgehandeld.`
      }
      rows={berichten}
      empty={{ icon: Inbox, title: "Nog geen berichten", text: "Wat bezoekers via het contactformulier sturen, verschijnt hier." }}
      renderRow={(b) => <BerichtKaart bericht={b} />}
    />
  );
}

function BerichtKaart({ bericht: b }: { bericht: BerichtView }) {
  const fetcher = useAdminAction();
  const state = STATE_STYLE[b.mailState];
  const headingId = `bericht-${b.id}`;
  return (
    <article aria-labelledby={headingId} data-testid="bericht" className={`card p-4 sm:p-5 ${b.handledAt ? "bg-gray-50" : ""}`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-brand-light px-2.5 py-0.5 font-bold text-brand-darker">{b.category}</span>
        <span className="text-muted">{b.createdAt}</span>
        {b.handledAt ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-gray-200 px-2.5 py-0.5 font-semibold text-gray-800">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" /> Afgehandeld op {b.handledAt}
          </span>
        ) : (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900">Open</span>
        )}
      </div>
      <h2 id={headingId} className="mt-2 wrap-anywhere text-lg font-extrabold">{b.subject}</h2>
      <p className="mt-0.5 wrap-anywhere text-sm">
        <span className="font-semibold">{b.name}</span>
        {" · "}
        <a href={`mailto:${b.email}`} className="text-brand-dark underline">{b.email}</a>
      </p>
      <p className="mt-3 whitespace-pre-line wrap-anywhere text-ink">{b.text}</p>

      <div className="mt-4 flex flex-col gap-3 border-t border-gray-100 pt-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 text-sm">
          <span className={`inline-flex items-center gap-1.5 rounded-lg border px-2.5 py-1 font-semibold ${state.className}`}>
            <state.Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
            E-mail: {b.mailStateLabel}
          </span>
          {b.mailDetail && <p className="mt-1 wrap-anywhere text-muted">{b.mailDetail}</p>}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {b.mailState === "failed" && (
            <fetcher.Form method="post" action={ACTION}>
              <input type="hidden" name="intent" value="mail-opnieuw" />
              <input type="hidden" name="id" value={b.id} />
              <button type="submit" disabled={isPending(fetcher, "mail-opnieuw", b.id)} className="btn-secondary px-3 text-sm">
                <RotateCcw className="h-4 w-4" aria-hidden="true" /> Opnieuw verzenden
              </button>
            </fetcher.Form>
          )}
          <fetcher.Form method="post" action={ACTION}>
            <input type="hidden" name="intent" value="bericht-afgehandeld" />
            <input type="hidden" name="id" value={b.id} />
            <input type="hidden" name="afgehandeld" value={b.handledAt ? "0" : "1"} />
            <button
              type="submit"
              disabled={isPending(fetcher, "bericht-afgehandeld", b.id)}
              className={b.handledAt ? "btn-secondary px-3 text-sm" : "btn-primary px-3 text-sm"}
            >
              {b.handledAt ? (
                <>
                  <Undo2 className="h-4 w-4" aria-hidden="true" /> Markeer als open
                </>
              ) : (
                <>
                  <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Markeer als afgehandeld
                </>
              )}
            </button>
          </fetcher.Form>
        </div>
      </div>
      <ActionOutcome match={{ id: b.id }} />
    </article>
  );
}
