import { and, eq, inArray, isNotNull, lte, min, sql } from "drizzle-orm";
import { meldingStilte, meldingWachttijdMs } from "~/config/env.server";
import { siteUrl } from "~/group/context.server";
import { getDb, type Db, type Tx } from "~/db/client.server";
import { afterCommit, changesNoPublicPage, markingChanges } from "~/db/tags.server";
import { kalenderHref } from "~/domains/activiteiten/rules";
import { activiteit, activiteitTak } from "~/domains/activiteiten/schema";
import { getSite } from "~/domains/instellingen/instellingen.server";
import { enqueue, type MailMessage, type NewOutboxRow, type PushPayload } from "~/domains/outbox/outbox.server";
import { now as clockNow } from "~/lib/clock.server";
import { absoluteUrl } from "~/lib/meta";
import { actief, meldingTakken, type MeldingTak } from "./inschrijving.server";
import { alsArchief, archiveer } from "./archief.server";
import { eerderRegel, wijzigingsMail, wijzigingsPush, type ActiviteitInfo } from "./mail.server";
import { beschrijfWijziging, inVenster, meldingRegel, stilteTot, telt, type Stand } from "./rules";
import { meldingInschrijving, meldingInschrijvingTak, meldingWijziging } from "./schema";
import "./verzending.server";

// A change of an activity becomes a message in two steps. In the change's own transaction `noteerWijziging` keeps
// the activity as the parents knew it (a row in melding_wijziging), so the message follows what was committed. Once
// the activity has not changed for MELDING_WACHTTIJD_S, `verwerkWijzigingen` compares that with the activity as it is
// and queues one message per subscriber in the outbox, in one transaction with removing the row.

/** The activity as a message is about it, read in the caller's transaction; null when it does not exist. */
export async function leesStand(tx: Tx | Db, id: number): Promise<Stand | null> {
  const [row] = await tx
    .select({
      titel: activiteit.titel,
      start: activiteit.start,
      einde: activiteit.einde,
      plaats: activiteit.plaats,
      afgelast: activiteit.afgelast,
      reden: activiteit.reden,
      heleGroep: activiteit.heleGroep,
      meebrengen: activiteit.meebrengen,
    })
    .from(activiteit)
    .where(eq(activiteit.id, id));
  if (!row) return null;
  const takken = await tx.select({ takId: activiteitTak.takId }).from(activiteitTak).where(eq(activiteitTak.activiteitId, id));
  return { ...row, takIds: row.heleGroep ? [] : takken.map((t) => t.takId).sort((a, b) => a - b) };
}

/**
 * Notes a change of an activity, in the transaction that made it (after the write): `voor` is the activity before
 * it (null when it was just created). While a message waits, every save starts the waiting time again (the leader is
 * still at it), and the message will describe the activity as it is in the end. A new message starts only for a
 * change parents hear about (moved, cancelled or back, or new) of an activity within the coming 14 days, unless the
 * leader ticked 'Geen melding sturen'.
 */
/** Who wants to know that a change waits (the planner: it plans the change's message once the write is committed). */
const luisteraars = new Set<() => void>();

export function bijGenoteerdeWijziging(luister: () => void): void {
  luisteraars.add(luister);
}

export async function noteerWijziging(tx: Tx, id: number, voor: Stand | null, options: { geenMelding?: boolean } = {}): Promise<void> {
  afterCommit(() => luisteraars.forEach((luister) => luister()));
  const now = clockNow();
  const [wacht] = await tx.select({ id: meldingWijziging.activiteitId }).from(meldingWijziging).where(eq(meldingWijziging.activiteitId, id));
  if (wacht) {
    await tx.update(meldingWijziging).set({ gewijzigdOp: now }).where(eq(meldingWijziging.activiteitId, id));
    return;
  }
  if (options.geenMelding) return;
  const na = await leesStand(tx, id);
  if (!telt(voor, na)) return;
  if (!inVenster(voor?.start, now) && !inVenster(na?.start, now)) return;
  await tx.insert(meldingWijziging).values({ activiteitId: id, gewijzigdOp: now, voor: voor ? JSON.stringify(voor) : null });
}

/**
 * The subscriptions that hear about takken (every active one for the whole group's), with the takken they follow;
 * `herinnering`: only those that want the evening reminder; `ookGepauzeerd`: the paused ones too.
 */
export async function ontvangers(tx: Tx | Db, takIds: readonly number[] | "alle", options: { herinnering?: boolean; ookGepauzeerd?: boolean } = {}): Promise<{ id: number; kanaal: string; adres: string; p256dh: string | null; auth: string | null; beheerToken: string | null; takIds: number[] }[]> {
  const volgers = takIds === "alle" ? undefined : inArray(meldingInschrijving.id, tx.select({ id: meldingInschrijvingTak.inschrijvingId }).from(meldingInschrijvingTak).where(inArray(meldingInschrijvingTak.takId, [...takIds])));
  const rows = await tx
    .select({
      id: meldingInschrijving.id,
      kanaal: meldingInschrijving.kanaal,
      adres: meldingInschrijving.adres,
      p256dh: meldingInschrijving.p256dh,
      auth: meldingInschrijving.auth,
      beheerToken: meldingInschrijving.beheerToken,
      takken: sql<string>`(select group_concat(${meldingInschrijvingTak.takId}) from ${meldingInschrijvingTak} where ${meldingInschrijvingTak.inschrijvingId} = ${meldingInschrijving.id})`,
    })
    .from(meldingInschrijving)
    .where(and(options.ookGepauzeerd ? isNotNull(meldingInschrijving.bevestigdOp) : actief, volgers, options.herinnering ? eq(meldingInschrijving.herinnering, true) : undefined))
    .orderBy(meldingInschrijving.id);
  return rows.map(({ takken, ...r }) => ({ ...r, takIds: (takken ?? "").split(",").filter(Boolean).map(Number) }));
}

export type Ontvanger = Awaited<ReturnType<typeof ontvangers>>[number];

/** One message to every subscription it goes to: its outbox key per subscription, and its mail and push forms. */
export interface Bericht {
  key: (inschrijvingId: number) => string;
  kind: string;
  /** The takken it is about (ids; empty for the whole group's). */
  takIds: readonly number[];
  mail: (ontvanger: { email: string; beheerToken: string; takNamen: string[] }, key: string) => MailMessage;
  push: () => PushPayload;
}

/** The outbox row of a message to one subscription: a mail, or a push message (which waits out the quiet hours). */
export function berichtVoor(o: Ontvanger, takken: readonly MeldingTak[], bericht: Bericht, now: number): NewOutboxRow | null {
  const dedupKey = bericht.key(o.id);
  const base = { dedupKey, kind: bericht.kind, subscriptionId: o.id, takken: bericht.takIds };
  if (o.kanaal === "push") {
    if (!o.p256dh || !o.auth) return null;
    const payload = bericht.push();
    return { ...base, recipient: o.adres, subject: payload.title, content: { type: "push", subscription: { endpoint: o.adres, keys: { p256dh: o.p256dh, auth: o.auth } }, payload }, notBefore: stilteTot(now, meldingStilte()) ?? now };
  }
  if (!o.beheerToken) return null;
  const mail = bericht.mail({ email: o.adres, beheerToken: o.beheerToken, takNamen: takken.filter((t) => o.takIds.includes(t.id)).map((t) => t.name) }, dedupKey);
  return { ...base, recipient: o.adres, subject: mail.subject, content: { type: "mail", mail } };
}

/**
 * What of a list of activities (a week's, tomorrow's) concerns a subscription: those of its takken and the whole
 * group's, and the names of its takken that have one (for the title, 'Deze week bij de Welpen en de Jin').
 */
export function voorOntvanger<A extends { heleGroep: boolean; takIds: readonly number[] }>(o: Ontvanger, alle: readonly A[], takken: readonly MeldingTak[]): { eigen: A[]; namen: string[] } {
  const eigen = alle.filter((a) => a.heleGroep || a.takIds.some((id) => o.takIds.includes(id)));
  const namen = takken.filter((t) => o.takIds.includes(t.id) && eigen.some((a) => a.heleGroep || a.takIds.includes(t.id))).map((t) => t.name);
  return { eigen, namen };
}

/** The message's view of an activity: its takken by name, the link to it on the calendar. */
export function activiteitInfo(id: number, stand: Stand, meebrengen: string | null, takken: readonly MeldingTak[], now: number): ActiviteitInfo & { pad: string } {
  const eigen = takken.filter((t) => stand.takIds.includes(t.id));
  const pad = kalenderHref({ id, start: stand.start }, now, stand.heleGroep ? null : (eigen[0]?.slug ?? null));
  return { ...stand, id, meebrengen, takken: stand.heleGroep ? "Hele groep" : eigen.map((t) => t.name).join(", "), link: absoluteUrl(pad, siteUrl()), pad };
}

/**
 * A planning step's transaction: the write lock at once (`immediate`), and only the archive of the tak pages is public
 * (archiveer names those pages; the subscriptions and the outbox are on none).
 */
export function planTransactie<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return markingChanges(() =>
    getDb().transaction(
      (tx) => {
        changesNoPublicPage();
        return work(tx);
      },
      { behavior: "immediate" },
    ),
  );
}

/** Plans the message of one activity whose waiting time is over; answers how many rows were queued. */
async function verwerk(id: number, now: number, tot: number): Promise<number> {
  const [takken, site] = await Promise.all([meldingTakken(), getSite()]);
  // Takes the write lock at once: between reading what to send and queueing it, no change of the activity slips in.
  return planTransactie(async (tx) => {
    const [wacht] = await tx.select().from(meldingWijziging).where(and(eq(meldingWijziging.activiteitId, id), lte(meldingWijziging.gewijzigdOp, tot)));
    if (!wacht) return 0;
    await tx.delete(meldingWijziging).where(eq(meldingWijziging.activiteitId, id));
    const voor = wacht.voor ? (JSON.parse(wacht.voor) as Stand) : null;
    const na = await leesStand(tx, id);
    const soort = beschrijfWijziging(voor, na, now);
    if (!soort || !na) return 0;
    const [extra] = await tx.select({ sequence: activiteit.sequence, meebrengen: activiteit.meebrengen }).from(activiteit).where(eq(activiteit.id, id));
    const info = activiteitInfo(id, na, extra?.meebrengen ?? null, takken, now);
    const heleGroep = na.heleGroep || Boolean(voor?.heleGroep);
    const takIds = [...new Set([...na.takIds, ...(voor?.takIds ?? [])])];
    const regel = meldingRegel(soort, na, voor);
    const eerder = eerderRegel(soort, voor);
    await archiveer(tx, { sleutel: `wijziging:${id}:${extra?.sequence ?? 0}`, soort: "wijziging", titel: regel, inhoud: { regel, eerder, activiteiten: [alsArchief(info)] }, heleGroep, takIds }, now);
    const rows: NewOutboxRow[] = [];
    for (const o of await ontvangers(tx, heleGroep ? "alle" : takIds)) {
      const row = berichtVoor(
        o,
        takken,
        {
          // The version of the change is the activity's SEQUENCE: one message per subscription, activity and version.
          key: (inschrijving) => `wijziging:${inschrijving}:${id}:${extra?.sequence ?? 0}`,
          kind: "wijziging",
          takIds: na.heleGroep ? [] : na.takIds,
          mail: (ontvanger, key) => wijzigingsMail(key, ontvanger, site.groep.naam, soort, info, voor, site.woorden),
          push: () => wijzigingsPush(soort, info, voor, info.pad, site.logo.icon192),
        },
        now,
      );
      if (row) rows.push(row);
    }
    return enqueue(tx, rows, now);
  });
}

/**
 * Plans the messages of every activity whose waiting time is over (MELDING_WACHTTIJD_S unchanged); answers how many
 * rows were queued. Each activity in its own transaction: a stop in between loses nothing (the row is still there).
 */
export async function verwerkWijzigingen(now: number = clockNow(), stopping: () => boolean = () => false): Promise<number> {
  const tot = now - meldingWachttijdMs();
  const klaar = await getDb().select({ id: meldingWijziging.activiteitId }).from(meldingWijziging).where(lte(meldingWijziging.gewijzigdOp, tot));
  let queued = 0;
  for (const { id } of klaar) {
    if (stopping()) break;
    queued += await verwerk(id, now, tot);
  }
  return queued;
}

/** When the next waiting message is due (ms since 1970 on the site's clock), or undefined when none waits. */
export async function volgendeWijziging(): Promise<number | undefined> {
  const [row] = await getDb().select({ at: min(meldingWijziging.gewijzigdOp) }).from(meldingWijziging);
  return row?.at == null ? undefined : row.at + meldingWachttijdMs();
}
