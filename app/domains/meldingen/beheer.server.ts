import { eq } from "drizzle-orm";
import { smtpUrl } from "~/config/env.server";
import { getDb } from "~/db/client.server";
import type { Actor } from "~/domains/auth/actor.server";
import { isBeheerder } from "~/domains/auth/permissions.server";
import { account } from "~/domains/auth/schema";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { countByState, latestRows } from "~/domains/outbox/outbox.server";
import type { OutboxRow } from "~/domains/outbox/schema";
import { formatDateTime } from "~/lib/dates";
import { now as clockNow } from "~/lib/clock.server";
import type { MeldingenBeheerView, OutboxRijView } from "./beheer-view";
import { aantallenPerTak, aantalOuders, meldingTakken } from "./inschrijving.server";

// The admin section 'Meldingen': per tak how many parents follow it, and what the outbox did with their messages.

/**
 * The outbox kinds of the parents' messages (the contact messages' mails are under 'Berichten'): sign-ups, changes, the
 * weekly overview, the evening reminder, a parent's confirmation of an absence or a sign-up, and a tak's list.
 */
export const MELDING_SOORTEN = ["bevestiging", "wijziging", "week", "herinnering", "afmelding", "afmeldingen", "inschrijving", "test"] as const;

function rijView(row: OutboxRow): OutboxRijView {
  const toestand = row.state === "sent" ? "Verstuurd" : row.state === "failed" ? "Mislukt" : "Wachtend";
  let detail: string | null = null;
  if (row.state === "failed") {
    const volgende = row.nextAttemptAt ? `nieuwe poging op ${formatDateTime(row.nextAttemptAt)}` : "geen automatische poging meer";
    detail = `${row.attempts} ${row.attempts === 1 ? "poging" : "pogingen"}, ${volgende}.${row.lastError ? ` Fout: ${row.lastError}` : ""}`;
  } else if (row.state !== "sent" && row.nextAttemptAt && row.nextAttemptAt > clockNow()) {
    detail = `Gaat om ${formatDateTime(row.nextAttemptAt)}.`;
  }
  return {
    id: row.id,
    toestand,
    kanaal: row.channel === "push" ? "Push" : "E-mail",
    // A push endpoint is a long technical address: its host says enough.
    ontvanger: row.channel === "push" ? safeHost(row.recipient) : row.recipient,
    onderwerp: row.subject,
    moment: formatDateTime(row.sentAt ?? row.createdAt),
    detail,
  };
}

function safeHost(endpoint: string): string {
  try {
    return `toestel via ${new URL(endpoint).host}`;
  } catch {
    return "toestel";
  }
}

/** Where the leader's test message goes: the account's address (the owner without one: the group's). */
export async function eigenAdres(actor: Actor): Promise<string | null> {
  const [row] = await getDb().select({ email: account.email }).from(account).where(eq(account.id, actor.accountId));
  if (row?.email) return row.email;
  // The owner 'Beheerder' logs in without an address: the group's own.
  return actor.eigenaar ? (await getInstellingen()).groep.email || null : null;
}

/** What the section shows: the Beheerder every tak and every message, a Takleiding their own takken's. */
export async function meldingenOverzicht(actor: Actor): Promise<MeldingenBeheerView> {
  const alles = isBeheerder(actor);
  const takIds = alles ? undefined : actor.takken;
  const [takken, aantallen, telling, mislukt, wachtend, verstuurd, testAdres] = await Promise.all([
    meldingTakken(),
    aantallenPerTak(),
    countByState(MELDING_SOORTEN, takIds),
    latestRows(MELDING_SOORTEN, ["failed"], 20, takIds),
    latestRows(MELDING_SOORTEN, ["pending", "sending"], 20, takIds),
    latestRows(MELDING_SOORTEN, ["sent"], 20, takIds),
    eigenAdres(actor),
  ]);
  return {
    takken: takken
      .filter((t) => alles || actor.takken.includes(t.id))
      .map((t) => ({ slug: t.slug, name: t.name, email: aantallen.get(t.id)?.email ?? 0, push: aantallen.get(t.id)?.push ?? 0 })),
    outbox: { wachtend: telling.pending + telling.sending, verstuurd: telling.sent, mislukt: telling.failed },
    rijen: [...mislukt, ...wachtend, ...verstuurd].map(rijView),
    testAdres,
    smtp: Boolean(smtpUrl()),
    magOpnieuw: alles,
  };
}

export const GEEN_TESTADRES = "Je account heeft geen e-mailadres om het testbericht naar te sturen.";
export const GEEN_SMTP = "Er is geen mailserver ingesteld (SMTP_URL): er kan geen mail vertrekken.";

/** For the activity form: how many parents follow each tak, and all of them (see MeldingKeuze). */
export async function meldingOuders(): Promise<{ perTak: Record<string, number>; alle: number; nu: number }> {
  const [takken, aantallen, alle] = await Promise.all([meldingTakken(), aantallenPerTak(), aantalOuders("alle")]);
  const perTak = Object.fromEntries(takken.map((t) => [t.slug, (aantallen.get(t.id)?.email ?? 0) + (aantallen.get(t.id)?.push ?? 0)]));
  return { perTak, alle, nu: clockNow() };
}
