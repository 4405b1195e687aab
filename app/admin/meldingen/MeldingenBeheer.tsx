import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import { useSite } from "~/domains/instellingen/use-site";
import BellRing from "lucide-react/icons/bell-ring";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Clock from "lucide-react/icons/clock";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Send from "lucide-react/icons/send";
import type { MeldingenBeheerView, OutboxRijView } from "~/domains/meldingen/beheer-view";
import { ActionOutcome } from "~/components/admin/AdminOutcome";
import { SectionHeader } from "~/components/admin/AdminShell";
import { EmptyState } from "~/components/admin/EmptyState";
import { isPending, useAdminAction } from "~/components/admin/use-admin-action";

const ACTION = "/admin?sectie=meldingen";

const TOESTAND = {
  Wachtend: { className: "bg-amber-50 text-amber-900 border-amber-200", Icon: Clock },
  Verstuurd: { className: "bg-green-50 text-green-900 border-green-200", Icon: CheckCircle2 },
  Mislukt: { className: "bg-red-50 text-red-900 border-red-200", Icon: AlertTriangle },
} as const;

/** 'Meldingen': per tak how many parents follow it by e-mail and on a device, and what happened to their messages. */
export function MeldingenBeheer({ takken, outbox, rijen, testAdres, smtp, magOpnieuw }: MeldingenBeheerView) {
  const fetcher = useAdminAction();
  const w = useSite().woorden;
  return (
    <section aria-labelledby="meldingen-beheer">
      <SectionHeader
        id="meldingen-beheer"
        title="Meldingen"
        description={`Ouders krijgen een bericht als een activiteit van hun ${w.tak} in de komende 14 dagen toegevoegd, verplaatst of afgelast wordt, en elke week een overzicht.`}
        action={
          <fetcher.Form method="post" action={ACTION}>
            <input type="hidden" name="intent" value="melding-test" />
            <button type="submit" className="btn-primary" disabled={!smtp || !testAdres || isPending(fetcher, "melding-test", "")}>
              <Send className="h-5 w-5" aria-hidden="true" /> Testbericht naar mezelf
            </button>
          </fetcher.Form>
        }
      />
      {/* The test message's outcome, right below its button (decision 0023). */}
      <ActionOutcome match={{ intent: "melding-test" }} className="mb-4" />
      {!smtp && <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">Er is geen mailserver ingesteld (SMTP_URL): mails blijven wachten. Pushmeldingen gaan wel.</p>}
      {smtp && testAdres && <p className="mb-4 text-sm text-muted">Het testbericht gaat naar {testAdres}.</p>}

      <h2 className="text-xl font-extrabold">{`Inschrijvingen per ${w.tak}`}</h2>
      <div className="card mt-3 overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">{`Bevestigde inschrijvingen per ${w.tak}`}</caption>
          <thead className="bg-gray-50 text-sm">
            <tr>
              <th scope="col" className="px-4 py-2">{w.Tak}</th>
              <th scope="col" className="px-4 py-2 text-right">E-mail</th>
              <th scope="col" className="px-4 py-2 text-right">Push</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {takken.map((t) => (
              <tr key={t.slug} data-testid="melding-tak">
                <th scope="row" className="px-4 py-2 font-semibold">{t.name}</th>
                <td className="px-4 py-2 text-right tabular-nums">{t.email}</td>
                <td className="px-4 py-2 text-right tabular-nums">{t.push}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 className="mt-8 text-xl font-extrabold">Verzending</h2>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:gap-4">
        {(
          [
            ["Wachtend", outbox.wachtend],
            ["Verstuurd", outbox.verstuurd],
            ["Mislukt", outbox.mislukt],
          ] as const
        ).map(([label, n]) => (
          <li key={label} className={`rounded-lg border p-3 ${TOESTAND[label].className}`}>
            <span className="block text-sm font-semibold">{label}</span>
            <span className="block text-2xl font-extrabold tabular-nums">{n}</span>
          </li>
        ))}
      </ul>
      {rijen.length === 0 ? (
        <div className="mt-4">
          <EmptyState icon={BellRing} title="Nog geen meldingen" text="Wat de ouders krijgen, verschijnt hier met zijn toestand." />
        </div>
      ) : (
        <ul className="mt-4 space-y-2">
          {rijen.map((r) => (
            <Rij key={r.id} rij={r} magOpnieuw={magOpnieuw} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Rij({ rij: r, magOpnieuw }: { rij: OutboxRijView; magOpnieuw: boolean }) {
  const fetcher = useAdminAction();
  const stijl = TOESTAND[r.toestand];
  return (
    <li data-testid="melding-rij" className="card p-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <span className={`inline-flex items-center gap-1.5 rounded-lg border px-2 py-0.5 text-sm font-semibold ${stijl.className}`}>
            <stijl.Icon className="h-4 w-4 shrink-0" aria-hidden="true" /> {r.toestand}
          </span>{" "}
          <span className="text-sm text-muted">
            {r.kanaal} · {r.moment}
          </span>
          <p className="mt-1 wrap-anywhere font-semibold">{r.onderwerp}</p>
          <p className="break-all text-sm text-muted">{r.ontvanger}</p>
          {r.detail && <p className="mt-1 wrap-anywhere text-sm">{r.detail}</p>}
        </div>
        {magOpnieuw && r.toestand === "Mislukt" && (
          <fetcher.Form method="post" action={ACTION} className="shrink-0">
            <input type="hidden" name="intent" value="melding-opnieuw" />
            <input type="hidden" name="id" value={r.id} />
            <button type="submit" disabled={isPending(fetcher, "melding-opnieuw", r.id)} className="btn-secondary px-3 text-sm">
              <RotateCcw className="h-4 w-4" aria-hidden="true" /> Opnieuw verzenden
            </button>
          </fetcher.Form>
        )}
      </div>
      <ActionOutcome match={{ intent: "melding-opnieuw", id: r.id }} />
    </li>
  );
}
