import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, min, sql } from "drizzle-orm";
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
import { lijstMail, type LijstRegel } from "./mail.server";
import { AFMELDING_BEWAREN_DAGEN, naamSleutel } from "./rules";
import { afmelding } from "./schema";

// The background work of 'Afmelden': the list each tak's address gets AFMELDINGEN_VOORAF before an activity (only when
// a child of that tak is absent), and the removal of names and reasons 7 days after the activity. Passes over the
// current group's database, run as the system.

const DAY_MS = 24 * 60 * 60 * 1000;
const BEWAREN_MS = AFMELDING_BEWAREN_DAGEN * DAY_MS;

const lijstKey = (activiteitId: number, takId: number, start: number) => `afmeldingen:${activiteitId}:${takId}:${start}`;

/**
 * Queues the list of every tak with absences for an activity that starts within AFMELDINGEN_VOORAF and has not begun
 * (nor been cancelled), once: its key names the activity, the tak and the start, so a moved activity gets a list at its
 * new time. A tak without an e-mail address gets none (its leaders see the absences in the admin). Answers how many
 * lists were queued.
 */
export async function stuurLijsten(now: number = clockNow()): Promise<number> {
  requireBeheerder();
  const vooraf = afmeldingenVoorafMs();
  if (vooraf === 0) return 0;
  // Only absences that still have their names: those of the last days (the index on gewist_op).
  const rows = await getDb()
    .select({
      activiteitId: afmelding.activiteitId,
      takId: afmelding.takId,
      naam: afmelding.naam,
      reden: afmelding.reden,
      titel: activiteit.titel,
      start: activiteit.start,
      einde: activiteit.einde,
      tak: tak.name,
      email: tak.email,
    })
    .from(afmelding)
    .innerJoin(activiteit, eq(activiteit.id, afmelding.activiteitId))
    .innerJoin(tak, eq(tak.id, afmelding.takId))
    .where(and(isNull(afmelding.gewistOp), isNotNull(afmelding.naam), gt(activiteit.start, now), lte(activiteit.start, now + vooraf), eq(activiteit.afgelast, false)))
    .orderBy(afmelding.aangemaaktOp, afmelding.id);
  const lijsten = new Map<string, { rows: typeof rows; regels: LijstRegel[] }>();
  for (const r of rows) {
    if (!r.email.trim()) continue;
    const key = lijstKey(r.activiteitId, r.takId, r.start);
    const lijst = lijsten.get(key) ?? { rows: [], regels: [] };
    lijst.rows.push(r);
    // One child once, with the latest reason given (two reports stored before absences became one, issue 52).
    const zelfde = lijst.regels.find((regel) => naamSleutel(regel.naam) === naamSleutel(r.naam!));
    if (!zelfde) lijst.regels.push({ naam: r.naam!, reden: r.reden });
    else if (r.reden) zelfde.reden = r.reden;
    lijsten.set(key, lijst);
  }
  const nieuw: NewOutboxRow[] = [];
  const groepsnaam = (await getInstellingen()).groep.naam;
  const beheer = absoluteUrl("/admin?sectie=activiteiten", siteUrl());
  for (const [key, { rows: [eerste], regels }] of lijsten) {
    // Queued before (a pass every few minutes during the window): read, not written again.
    if (!eerste || (await rowByKey(key))) continue;
    const mail = lijstMail(key, eerste.email.trim(), { tak: eerste.tak, titel: eerste.titel, start: eerste.start, einde: eerste.einde, regels, beheer }, groepsnaam);
    nieuw.push({ dedupKey: key, kind: "afmeldingen", recipient: mail.to, subject: mail.subject, content: { type: "mail", mail }, takken: [eerste.takId] });
  }
  if (nieuw.length === 0) return 0;
  const queued = await transaction(async (tx) => {
    changesNoPublicPage();
    return enqueue(tx, nieuw, now);
  });
  if (queued > 0) wakeOutboxWorker();
  return queued;
}

/** When the next list is due (ms on the site's clock): the earliest activity with absences still ahead of its window. */
export async function volgendeLijst(now: number = clockNow()): Promise<number | undefined> {
  const vooraf = afmeldingenVoorafMs();
  if (vooraf === 0) return undefined;
  const [row] = await getDb()
    .select({ start: min(activiteit.start) })
    .from(afmelding)
    .innerJoin(activiteit, eq(activiteit.id, afmelding.activiteitId))
    .where(and(isNull(afmelding.gewistOp), gt(activiteit.start, now + vooraf)));
  return row?.start == null ? undefined : row.start - vooraf;
}

/**
 * Children's names are personal data of minors: 7 days after the activity ends its absences lose their names, reasons
 * and addresses (the rows stay, so the leaders keep the count), and the mails about them that were never sent go.
 * Answers how many absences were cleared.
 */
export async function wisNamen(now: number = clockNow()): Promise<number> {
  requireBeheerder();
  const kandidaten = await getDb()
    .select({ id: afmelding.id, start: activiteit.start, einde: activiteit.einde })
    .from(afmelding)
    .innerJoin(activiteit, eq(activiteit.id, afmelding.activiteitId))
    .where(and(isNull(afmelding.gewistOp), lte(activiteit.start, now - BEWAREN_MS)));
  const ids = kandidaten.filter((k) => effectiveEnd(k) + BEWAREN_MS <= now).map((k) => k.id);
  const [oudeMail] = await getDb()
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(inArray(outbox.kind, ["afmelding", "afmeldingen"]), isNotNull(outbox.content), lt(outbox.createdAt, now - BEWAREN_MS)))
    .limit(1);
  if (ids.length === 0 && !oudeMail) return 0;
  await transaction(async (tx) => {
    changesNoPublicPage();
    if (ids.length) {
      await tx.update(afmelding).set({ naam: null, reden: null, email: null, intrekTokenHash: null, gewistOp: now }).where(inArray(afmelding.id, ids));
    }
    // A confirmation or list that could not be sent in a week is of no use any more, and it names a child.
    await tx.delete(outbox).where(and(inArray(outbox.kind, ["afmelding", "afmeldingen"]), isNotNull(outbox.content), lt(outbox.createdAt, now - BEWAREN_MS), sql`${outbox.state} <> 'sending'`));
  });
  return ids.length;
}

/**
 * When the next names are due to go (ms on the site's clock): 7 days after the end of an activity with absences that
 * still have them, or after an unsent mail about one was made. A moment that passed without them going (a mail still
 * being sent) is tried again a minute from now.
 */
export async function volgendeWis(now: number = clockNow()): Promise<number | undefined> {
  const [activiteiten, [mail]] = await Promise.all([
    getDb()
      .selectDistinct({ start: activiteit.start, einde: activiteit.einde })
      .from(afmelding)
      .innerJoin(activiteit, eq(activiteit.id, afmelding.activiteitId))
      .where(isNull(afmelding.gewistOp)),
    getDb()
      .select({ createdAt: min(outbox.createdAt) })
      .from(outbox)
      .where(and(inArray(outbox.kind, ["afmelding", "afmeldingen"]), isNotNull(outbox.content))),
  ]);
  const momenten = activiteiten.map((a) => effectiveEnd(a) + BEWAREN_MS);
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
