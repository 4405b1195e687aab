import { backupSettings } from "~/config/env.server";
import { getDb, transaction } from "~/db/client.server";
import { changesNoPublicPage } from "~/db/tags.server";
import { afmeldingenBron } from "~/domains/afmeldingen/gegevens.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { requireBeheerder } from "~/domains/auth/permissions.server";
import { contactBron } from "~/domains/contact/gegevens.server";
import { inschrijvingenBron } from "~/domains/inschrijvingen/gegevens.server";
import { meldingenBron } from "~/domains/meldingen/gegevens.server";
import { nieuwsbriefBron } from "~/domains/nieuwsbrief/gegevens.server";
import { berichtenAan, vergeetBerichtenAan } from "~/domains/outbox/outbox.server";
import { now as clockNow } from "~/lib/clock.server";
import type { GegevensBron, GevondenRij, Gewist } from "./bron";
import { kopieenWegOp, maskeer, normaliseer } from "./rules";

// 'Gegevens van een ouder' (issue 48 part 5, ADR 0047): everything the group stores under one e-mail address, found,
// exported and erased in one step. Each domain contributes its source (bron.ts); this module gathers them. The
// Beheerder only, checked here as well as by the page and the API (fail closed: nobody signed in gets 401).

/** The mails the site sent or will send to the address (confirmations, the takken's messages): the outbox's rows. */
const outboxBron: GegevensBron = {
  soort: "mails",
  label: "Mails aan dit adres",
  async vind(db, adres) {
    return (await berichtenAan(db, adres)).map((r) => ({
      soort: r.kind,
      onderwerp: r.subject,
      status: r.state,
      gemaaktOp: new Date(r.createdAt).toISOString(),
      verstuurdOp: r.sentAt === null ? null : new Date(r.sentAt).toISOString(),
    }));
  },
  async wis(tx, adres) {
    return { verwijderd: await vergeetBerichtenAan(tx, adres), gewist: 0 };
  },
};

/**
 * Every source, in the order the admin shows them. A domain that stores an address adds its source here.
 */
export const BRONNEN: readonly GegevensBron[] = [meldingenBron, afmeldingenBron, inschrijvingenBron, contactBron, nieuwsbriefBron, outboxBron];

export interface GevondenSoort {
  soort: string;
  label: string;
  aantal: number;
  rijen: GevondenRij[];
}

export interface GegevensExport {
  email: string;
  /** When this was read (ISO). */
  op: string;
  totaal: number;
  soorten: GevondenSoort[];
}

export interface GewistSoort extends Gewist {
  soort: string;
  label: string;
}

export interface GegevensGewist {
  totaal: number;
  soorten: GewistSoort[];
  /** The day (ISO) by which the copies in the bucket made before the erasure have aged out; null without a bucket. */
  kopieenWegOp: string | null;
}

async function lees(adres: string, now: number): Promise<GegevensExport> {
  const db = getDb();
  const soorten = await Promise.all(
    BRONNEN.map(async (b) => {
      const rijen = await b.vind(db, adres);
      return { soort: b.soort, label: b.label, aantal: rijen.length, rijen };
    }),
  );
  return { email: adres, op: new Date(now).toISOString(), totaal: soorten.reduce((n, s) => n + s.aantal, 0), soorten };
}

/** 'Zoeken': what is stored under the address, per kind. Not logged: it shows what the export gives, on screen only. */
export async function zoekGegevens(email: string, now: number = clockNow()): Promise<GegevensExport> {
  requireBeheerder();
  return lees(normaliseer(email), now);
}

/** 'Exporteren (JSON)': the same, as the document handed to the parent; the group's log records it (masked address). */
export async function exporteerGegevens(email: string, now: number = clockNow()): Promise<GegevensExport> {
  requireBeheerder();
  const gevonden = await lees(normaliseer(email), now);
  await transaction(async (tx) => {
    changesNoPublicPage();
    await recordAudit(tx, { action: "gegevens.export", entity: "gegevens", detail: `Gegevens van ${maskeer(email)} geëxporteerd: ${telling(gevonden.soorten.map((s) => [s.label, s.aantal]))}` });
  });
  return gevonden;
}

/**
 * 'Alles wissen': every row with the address deleted, or cleared where it must stay for a count, in one transaction
 * with one line in the group's log (the address masked, ADR 0047). What it cannot reach at once are the copies in the
 * bucket: the answer names the day the last of them ages out.
 */
export async function wisGegevens(email: string, now: number = clockNow()): Promise<GegevensGewist> {
  requireBeheerder();
  const adres = normaliseer(email);
  const bewaren = backupSettings()?.bewaren;
  const kopieen = bewaren ? new Date(kopieenWegOp(now, bewaren)).toISOString() : null;
  const soorten = await transaction(async (tx) => {
    changesNoPublicPage();
    const gewist: GewistSoort[] = [];
    // The mails first: a subscription's erasure takes its mails along, and they would then go uncounted.
    for (const b of [outboxBron, ...BRONNEN.filter((b) => b !== outboxBron)]) gewist.push({ soort: b.soort, label: b.label, ...(await b.wis(tx, adres, now)) });
    const delen = gewist.map((s): [string, number] => [s.label, s.verwijderd + s.gewist]);
    await recordAudit(tx, {
      action: "gegevens.wissen",
      entity: "gegevens",
      detail: `Gegevens van ${maskeer(adres)} gewist: ${telling(delen)}${kopieen ? `; kopieën in de back-up weg uiterlijk ${kopieen.slice(0, 10)}` : ""}`,
    });
    return gewist;
  });
  return { totaal: soorten.reduce((n, s) => n + s.verwijderd + s.gewist, 0), soorten, kopieenWegOp: kopieen };
}

function telling(delen: readonly [string, number][]): string {
  const met = delen.filter(([, n]) => n > 0);
  return met.length ? met.map(([label, n]) => `${label} ${n}`).join(", ") : "niets gevonden";
}
