import { and, desc, eq, gte, inArray, lt, or } from "drizzle-orm";
import { getDb, type Tx } from "~/db/client.server";
import { changes, markingChanges, reads } from "~/db/tags.server";
import { tak } from "~/domains/takken/schema";
import { heeftBoekje, isPublicTak } from "~/domains/takken/rules";
import { langeDag, uren } from "./rules";
import { BERICHTEN_BEWAREN_DAGEN, type BerichtActiviteit, type BerichtInhoud, type BerichtSoort } from "./archief";
import type { ActiviteitInfo } from "./mail.server";
import { meldingBericht, meldingBerichtTak } from "./schema";
import { berichtChanges, berichtTag, takBerichten } from "./tags.server";

// The archive 'Berichten aan de ouders': one row per message the site sent a tak's parents (not per subscriber),
// written in the transaction that queued it, shown on the tak pages for 3 months, each on a page of its own.

const DAY_MS = 24 * 60 * 60 * 1000;
const BEWAREN_MS = BERICHTEN_BEWAREN_DAGEN * DAY_MS;
/** A tak page lists at most this many (about a season of weekly overviews and changes). */
const HOOGSTENS = 40;

/** An activity as the archive keeps it: the texts the message showed, the path to it on the calendar. */
export function alsArchief(a: ActiviteitInfo & { pad: string }): BerichtActiviteit {
  return { titel: a.titel, dag: langeDag(a.start), uren: uren(a), plaats: a.plaats, meebrengen: a.meebrengen, takken: a.takken, afgelast: a.afgelast, reden: a.reden, pad: a.pad };
}

/**
 * Keeps a message in the archive, in the transaction that queued it (inside `markingChanges`: the tak pages that show
 * it go stale). The same key again adds nothing.
 */
export async function archiveer(
  tx: Tx,
  bericht: { sleutel: string; soort: BerichtSoort; titel: string; inhoud: BerichtInhoud; heleGroep: boolean; takIds: readonly number[] },
  now: number,
): Promise<void> {
  const [rij] = await tx
    .insert(meldingBericht)
    .values({ sleutel: bericht.sleutel, soort: bericht.soort, titel: bericht.titel.slice(0, 300), inhoud: JSON.stringify(bericht.inhoud), heleGroep: bericht.heleGroep, verstuurdOp: now })
    .onConflictDoNothing({ target: meldingBericht.sleutel })
    .returning({ id: meldingBericht.id });
  if (!rij) return;
  const takIds = bericht.heleGroep ? [] : [...new Set(bericht.takIds)];
  if (takIds.length) await tx.insert(meldingBerichtTak).values(takIds.map((takId) => ({ berichtId: rij.id, takId })));
  changes(...berichtChanges(rij.id, takIds, bericht.heleGroep));
}

export interface BerichtRegel {
  id: number;
  titel: string;
  soort: BerichtSoort;
  verstuurdOp: number;
}

/** A tak page's 'Berichten aan de ouders': its messages (and the whole group's) of the last 3 months, newest first. */
export async function berichtenVanTak(takId: number, now: number): Promise<BerichtRegel[]> {
  reads(...takBerichten(takId));
  const vanTak = getDb().select({ id: meldingBerichtTak.berichtId }).from(meldingBerichtTak).where(eq(meldingBerichtTak.takId, takId));
  const rows = await getDb()
    .select({ id: meldingBericht.id, titel: meldingBericht.titel, soort: meldingBericht.soort, verstuurdOp: meldingBericht.verstuurdOp })
    .from(meldingBericht)
    .where(and(gte(meldingBericht.verstuurdOp, now - BEWAREN_MS), or(eq(meldingBericht.heleGroep, true), inArray(meldingBericht.id, vanTak))))
    .orderBy(desc(meldingBericht.verstuurdOp), desc(meldingBericht.id))
    .limit(HOOGSTENS);
  return rows.map((r) => ({ ...r, soort: r.soort as BerichtSoort }));
}

export interface BerichtView extends BerichtRegel {
  inhoud: BerichtInhoud;
  /** The takken it went to, or null for the whole group; `pagina`: the tak still has a page that shows the archive. */
  takken: { id: number; slug: string; name: string; pagina: boolean }[] | null;
}

/** One message of the archive (within its 3 months); undefined otherwise. */
export async function getBericht(id: number, now: number): Promise<BerichtView | undefined> {
  reads(berichtTag(id));
  const [rij] = await getDb().select().from(meldingBericht).where(and(eq(meldingBericht.id, id), gte(meldingBericht.verstuurdOp, now - BEWAREN_MS)));
  if (!rij) return undefined;
  const takken = rij.heleGroep
    ? null
    : (
        await getDb()
          .select({ id: tak.id, name: tak.name, slug: tak.slug, soort: tak.soort, gestoptOp: tak.gestoptOp })
          .from(meldingBerichtTak)
          .innerJoin(tak, eq(tak.id, meldingBerichtTak.takId))
          .where(eq(meldingBerichtTak.berichtId, id))
          .orderBy(tak.volgorde, tak.id)
      ).map((t) => ({ id: t.id, slug: t.slug, name: t.name, pagina: isPublicTak(t) && heeftBoekje(t) }));
  return { id: rij.id, titel: rij.titel, soort: rij.soort as BerichtSoort, verstuurdOp: rij.verstuurdOp, inhoud: JSON.parse(rij.inhoud) as BerichtInhoud, takken };
}

/** Messages older than 3 months leave the archive (their tak pages and their own pages). */
export async function ruimBerichtenOp(now: number): Promise<number> {
  const oud = await getDb()
    .select({ id: meldingBericht.id, heleGroep: meldingBericht.heleGroep })
    .from(meldingBericht)
    .where(lt(meldingBericht.verstuurdOp, now - BEWAREN_MS));
  if (oud.length === 0) return 0;
  const links = await getDb().select().from(meldingBerichtTak).where(inArray(meldingBerichtTak.berichtId, oud.map((o) => o.id)));
  await markingChanges(() =>
    getDb().transaction(async (tx) => {
      for (const o of oud) changes(...berichtChanges(o.id, links.filter((l) => l.berichtId === o.id).map((l) => l.takId), o.heleGroep));
      await tx.delete(meldingBericht).where(inArray(meldingBericht.id, oud.map((o) => o.id)));
    }),
  );
  return oud.length;
}
