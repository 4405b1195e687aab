import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, min, sql, type SQL } from "drizzle-orm";
import { afmeldingenVoorafMs } from "~/config/env.server";
import { siteUrl } from "~/group/context.server";
import { getDb, transaction } from "~/db/client.server";
import { changesNoPublicPage } from "~/db/tags.server";
import { effectiveEnd } from "~/domains/activiteiten/komend.server";
import { activiteit } from "~/domains/activiteiten/schema";
import { requireBeheerder } from "~/domains/auth/permissions.server";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { enqueue, rowByKey, type NewOutboxRow } from "~/domains/outbox/outbox.server";
import { outbox } from "~/domains/outbox/schema";
import { wakeOutboxWorker } from "~/domains/outbox/worker.server";
import { tak } from "~/domains/takken/schema";
import { backgroundLoop } from "~/lib/background.server";
import { now as clockNow } from "~/lib/clock.server";
import { absoluteUrl } from "~/lib/meta";
import { type InschrijfRegel } from "~/domains/inschrijvingen/mail.server";
import { plaatsIn } from "~/domains/inschrijvingen/rules";
import { inschrijving } from "~/domains/inschrijvingen/schema";
import { lijstMail, type LijstRegel } from "./mail.server";
import { naamSleutel } from "~/lib/text";
import { AFMELDING_BEWAREN_DAGEN } from "./rules";
import { afmelding } from "./schema";

// The background work of 'Afmelden' and 'Inschrijven': the list each tak's address gets AFMELDINGEN_VOORAF before an
// activity (only when a child of that tak is absent or signed up), and the removal of names 7 days after the activity. Passes over the
// current group's database, run as the system.

const DAY_MS = 24 * 60 * 60 * 1000;
const BEWAREN_MS = AFMELDING_BEWAREN_DAGEN * DAY_MS;

const lijstKey = (activiteitId: number, takId: number, start: number) => `afmeldingen:${activiteitId}:${takId}:${start}`;

/**
 * Queues the list of every tak with absences or sign-ups for an activity that starts within AFMELDINGEN_VOORAF and has
 * not begun (nor been cancelled), once: its key names the activity, the tak and the start, so a moved activity gets a
 * list at its new time. One mail per tak with both lists. A tak without an e-mail address gets none (its leaders see
 * them in the admin). Answers how many lists were queued.
 */
export async function stuurLijsten(now: number = clockNow()): Promise<number> {
  requireBeheerder();
  const vooraf = afmeldingenVoorafMs();
  if (vooraf === 0) return 0;
  const venster = and(gt(activiteit.start, now), lte(activiteit.start, now + vooraf), eq(activiteit.afgelast, false));
  const kop = { activiteitId: activiteit.id, titel: activiteit.titel, start: activiteit.start, einde: activiteit.einde, plaatsen: activiteit.plaatsen, tak: tak.name, email: tak.email };
  // Only those that still have their names: those of the last days (the indexes on gewist_op).
  const [afmeldingen, inschrijvingen] = await Promise.all([
    getDb()
      .select({ ...kop, takId: afmelding.takId, naam: afmelding.naam, reden: afmelding.reden })
      .from(afmelding)
      .innerJoin(activiteit, eq(activiteit.id, afmelding.activiteitId))
      .innerJoin(tak, eq(tak.id, afmelding.takId))
      .where(and(isNull(afmelding.gewistOp), isNotNull(afmelding.naam), venster))
      .orderBy(afmelding.aangemaaktOp, afmelding.id),
    getDb()
      .select({ ...kop, takId: inschrijving.takId, naam: inschrijving.naam, opmerking: inschrijving.opmerking })
      .from(inschrijving)
      .innerJoin(activiteit, eq(activiteit.id, inschrijving.activiteitId))
      .innerJoin(tak, eq(tak.id, inschrijving.takId))
      .where(and(isNull(inschrijving.gewistOp), isNotNull(inschrijving.naam), venster))
      .orderBy(inschrijving.aangemaaktOp, inschrijving.id),
  ]);
  type Kop = Omit<(typeof afmeldingen)[number], "naam" | "reden">;
  const lijsten = new Map<string, { kop: Kop; regels: LijstRegel[]; inschrijvingen: InschrijfRegel[] }>();
  const lijstVan = (r: Kop) => {
    const key = lijstKey(r.activiteitId, r.takId, r.start);
    const lijst = lijsten.get(key) ?? { kop: r, regels: [], inschrijvingen: [] };
    lijsten.set(key, lijst);
    return lijst;
  };
  for (const r of afmeldingen) {
    if (!r.email.trim()) continue;
    const lijst = lijstVan(r);
    // One child once, with the latest reason given (two reports stored before absences became one, issue 52).
    const zelfde = lijst.regels.find((regel) => naamSleutel(regel.naam) === naamSleutel(r.naam!));
    if (!zelfde) lijst.regels.push({ naam: r.naam!, reden: r.reden });
    else if (r.reden) zelfde.reden = r.reden;
  }
  // The places and the waiting list are over the whole activity, every tak's sign-ups in their order.
  const volgorde = new Map<number, number>();
  for (const r of inschrijvingen) {
    const plaats = (volgorde.get(r.activiteitId) ?? 0) + 1;
    volgorde.set(r.activiteitId, plaats);
    if (!r.email.trim()) continue;
    lijstVan(r).inschrijvingen.push({ naam: r.naam!, opmerking: r.opmerking, wachtlijst: plaatsIn(plaats, r.plaatsen).wachtlijst });
  }
  const nieuw: NewOutboxRow[] = [];
  const groepsnaam = (await getInstellingen()).groep.naam;
  const beheer = absoluteUrl("/admin", siteUrl());
  for (const [key, { kop: k, regels, inschrijvingen: ingeschreven }] of lijsten) {
    // Queued before (a pass every few minutes during the window): read, not written again.
    if (await rowByKey(key)) continue;
    const mail = lijstMail(
      key,
      k.email.trim(),
      { tak: k.tak, titel: k.titel, start: k.start, einde: k.einde, regels, beheer, inschrijvingen: ingeschreven.length ? { regels: ingeschreven, plaatsen: k.plaatsen } : null },
      groepsnaam,
    );
    nieuw.push({ dedupKey: key, kind: "afmeldingen", recipient: mail.to, subject: mail.subject, content: { type: "mail", mail }, takken: [k.takId] });
  }
  if (nieuw.length === 0) return 0;
  const queued = await transaction(async (tx) => {
    changesNoPublicPage();
    return enqueue(tx, nieuw, now);
  });
  if (queued > 0) wakeOutboxWorker();
  return queued;
}

/** When the next list is due (ms on the site's clock): the earliest activity with absences or sign-ups still ahead of its window. */
export async function volgendeLijst(now: number = clockNow()): Promise<number | undefined> {
  const vooraf = afmeldingenVoorafMs();
  if (vooraf === 0) return undefined;
  const starts = await Promise.all(
    [afmelding, inschrijving].map(async (t) => {
      const [row] = await getDb()
        .select({ start: min(activiteit.start) })
        .from(t)
        .innerJoin(activiteit, eq(activiteit.id, t.activiteitId))
        .where(and(isNull(t.gewistOp), gt(activiteit.start, now + vooraf)));
      return row?.start ?? null;
    }),
  );
  const eerste = starts.filter((s): s is number => s !== null);
  return eerste.length ? Math.min(...eerste) - vooraf : undefined;
}

/** The mails that name a child: a confirmation (of an absence or a sign-up) and a tak's list. */
const KINDERMAILS = ["afmelding", "afmeldingen", "inschrijving"];

/** The absences or sign-ups that still have their names, with their activity's times. */
function metNamen(t: typeof afmelding | typeof inschrijving, ...waar: SQL[]) {
  return getDb()
    .select({ id: t.id, start: activiteit.start, einde: activiteit.einde })
    .from(t)
    .innerJoin(activiteit, eq(activiteit.id, t.activiteitId))
    .where(and(isNull(t.gewistOp), ...waar));
}

/**
 * Children's names are personal data of minors: 7 days after the activity ends its absences and sign-ups lose their
 * names, reasons, remarks and addresses (the rows stay, so the leaders keep the count), and the mails about them that
 * were never sent go. Answers how many absences and sign-ups were cleared.
 */
export async function wisNamen(now: number = clockNow()): Promise<number> {
  requireBeheerder();
  const voorbij = (k: { start: number; einde: number | null }) => effectiveEnd(k) + BEWAREN_MS <= now;
  const [afmeldingen, inschrijvingen] = await Promise.all([
    metNamen(afmelding, lte(activiteit.start, now - BEWAREN_MS)),
    metNamen(inschrijving, lte(activiteit.start, now - BEWAREN_MS)),
  ]);
  const ids = afmeldingen.filter(voorbij).map((k) => k.id);
  const inschrijfIds = inschrijvingen.filter(voorbij).map((k) => k.id);
  const [oudeMail] = await getDb()
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(inArray(outbox.kind, KINDERMAILS), isNotNull(outbox.content), lt(outbox.createdAt, now - BEWAREN_MS)))
    .limit(1);
  if (ids.length === 0 && inschrijfIds.length === 0 && !oudeMail) return 0;
  await transaction(async (tx) => {
    changesNoPublicPage();
    if (ids.length) {
      await tx.update(afmelding).set({ naam: null, reden: null, email: null, intrekTokenHash: null, gewistOp: now }).where(inArray(afmelding.id, ids));
    }
    if (inschrijfIds.length) {
      await tx.update(inschrijving).set({ naam: null, opmerking: null, email: null, annuleerTokenHash: null, gewistOp: now }).where(inArray(inschrijving.id, inschrijfIds));
    }
    // A confirmation or list that could not be sent in a week is of no use any more, and it names a child.
    await tx.delete(outbox).where(and(inArray(outbox.kind, KINDERMAILS), isNotNull(outbox.content), lt(outbox.createdAt, now - BEWAREN_MS), sql`${outbox.state} <> 'sending'`));
  });
  return ids.length + inschrijfIds.length;
}

/**
 * When the next names are due to go (ms on the site's clock): 7 days after the end of an activity with absences or
 * sign-ups that still have them, or after an unsent mail about one was made. A moment that passed without them going
 * (a mail still being sent) is tried again a minute from now.
 */
export async function volgendeWis(now: number = clockNow()): Promise<number | undefined> {
  const [afmeldingen, inschrijvingen, [mail]] = await Promise.all([
    metNamen(afmelding),
    metNamen(inschrijving),
    getDb()
      .select({ createdAt: min(outbox.createdAt) })
      .from(outbox)
      .where(and(inArray(outbox.kind, KINDERMAILS), isNotNull(outbox.content))),
  ]);
  const momenten = [...afmeldingen, ...inschrijvingen].map((a) => effectiveEnd(a) + BEWAREN_MS);
  if (mail?.createdAt != null) momenten.push(mail.createdAt + BEWAREN_MS + 1);
  return momenten.length ? Math.max(Math.min(...momenten), now + 60 * 1000) : undefined;
}

const loop = backgroundLoop(
  "Afmeldingen",
  async (stopping) => {
    const now = clockNow();
    await stuurLijsten(now);
    if (!stopping()) await wisNamen(now);
    // Whichever comes first: a list to send, or names to remove (a hosted group's loop may otherwise sleep for hours).
    const momenten = (await Promise.all([volgendeLijst(clockNow()), volgendeWis(clockNow())])).filter((m) => m !== undefined);
    return momenten.length ? Math.min(...momenten) - clockNow() : undefined;
  },
  5 * 60 * 1000,
);

export function startAfmeldingen(): void {
  loop.start();
}

/** A new absence may be due at once (an activity within the window that had none): a pass now. */
export function wakeAfmeldingen(): void {
  loop.wake();
}

export function stopAfmeldingen(): Promise<void> {
  return loop.stop();
}
