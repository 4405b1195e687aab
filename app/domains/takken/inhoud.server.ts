// What hangs on a tak: what retiring it keeps, moves or ends, and whether it can be removed for good (nothing at all).
import { and, count, countDistinct, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "~/db/client.server";
import { activiteit, activiteitTak } from "~/domains/activiteiten/schema";
import { isKomend } from "~/domains/activiteiten/komend.server";
import { afmelding } from "~/domains/afmeldingen/schema";
import { accountTak } from "~/domains/auth/schema";
import { album } from "~/domains/fotos/schema";
import { leidingTak } from "~/domains/leiding/schema";
import { meldingBerichtTak, meldingInschrijving, meldingInschrijvingTak } from "~/domains/meldingen/schema";
import { ROL } from "./rules";
import { boekje, tak } from "./schema";
import { LEEG, type TakInhoud } from "./inhoud";

export { isLeeg, type TakInhoud } from "./inhoud";

async function perTak(key: keyof TakInhoud, rows: Promise<{ takId: number | null; n: number }[]>, into: Map<number, TakInhoud>): Promise<void> {
  for (const r of await rows) {
    const inhoud = r.takId === null ? undefined : into.get(r.takId);
    if (inhoud) inhoud[key] = r.n;
  }
}

/** Per tak (all when none are given) what hangs on it, at `now`. */
export async function takInhoud(now: number, takIds?: readonly number[], db: Db | Tx = getDb()): Promise<Map<number, TakInhoud>> {
  const ids = takIds ?? (await db.select({ id: tak.id }).from(tak).where(ne(tak.soort, ROL))).map((r) => r.id);
  const into = new Map(ids.map((id) => [id, { ...LEEG }]));
  if (ids.length === 0) return into;
  const list = [...ids];
  await Promise.all([
    perTak("leiding", db.select({ takId: leidingTak.takId, n: countDistinct(leidingTak.leidingId) }).from(leidingTak).where(inArray(leidingTak.takId, list)).groupBy(leidingTak.takId), into),
    perTak("boekjes", db.select({ takId: boekje.takId, n: count() }).from(boekje).where(inArray(boekje.takId, list)).groupBy(boekje.takId), into),
    perTak(
      "inschrijvingen",
      db
        .select({ takId: meldingInschrijvingTak.takId, n: count() })
        .from(meldingInschrijvingTak)
        .innerJoin(meldingInschrijving, eq(meldingInschrijving.id, meldingInschrijvingTak.inschrijvingId))
        .where(and(inArray(meldingInschrijvingTak.takId, list), isNotNull(meldingInschrijving.bevestigdOp)))
        .groupBy(meldingInschrijvingTak.takId),
      into,
    ),
    perTak("albums", db.select({ takId: album.takId, n: count() }).from(album).where(inArray(album.takId, list)).groupBy(album.takId), into),
    perTak("accounts", db.select({ takId: accountTak.takId, n: count() }).from(accountTak).where(inArray(accountTak.takId, list)).groupBy(accountTak.takId), into),
    perTak("berichten", db.select({ takId: meldingBerichtTak.takId, n: count() }).from(meldingBerichtTak).where(inArray(meldingBerichtTak.takId, list)).groupBy(meldingBerichtTak.takId), into),
    perTak("afmeldingen", db.select({ takId: afmelding.takId, n: count() }).from(afmelding).where(inArray(afmelding.takId, list)).groupBy(afmelding.takId), into),
  ]);
  const activiteiten = await db
    .select({ takId: activiteitTak.takId, start: activiteit.start, einde: activiteit.einde })
    .from(activiteitTak)
    .innerJoin(activiteit, eq(activiteit.id, activiteitTak.activiteitId))
    .where(inArray(activiteitTak.takId, list));
  for (const a of activiteiten) {
    const inhoud = into.get(a.takId)!;
    inhoud.activiteiten++;
    if (isKomend(a, now)) inhoud.komend++;
  }
  return into;
}

/**
 * Whether anything hangs on any of the group's takken (the Takleiding role aside): until then the group may still
 * swap its whole set of takken for another movement's ('Aan de slag').
 */
export async function takkenHebbenInhoud(db: Db | Tx = getDb()): Promise<boolean> {
  const takken = db.select({ id: tak.id }).from(tak).where(ne(tak.soort, ROL));
  const eentje = (rows: Promise<unknown[]>) => rows.then((r) => r.length > 0);
  const results = await Promise.all([
    eentje(db.select({ x: sql`1` }).from(leidingTak).where(inArray(leidingTak.takId, takken)).limit(1)),
    eentje(db.select({ x: sql`1` }).from(activiteitTak).where(inArray(activiteitTak.takId, takken)).limit(1)),
    eentje(db.select({ x: sql`1` }).from(boekje).where(inArray(boekje.takId, takken)).limit(1)),
    eentje(db.select({ x: sql`1` }).from(meldingInschrijvingTak).where(inArray(meldingInschrijvingTak.takId, takken)).limit(1)),
    eentje(db.select({ x: sql`1` }).from(album).where(inArray(album.takId, takken)).limit(1)),
    eentje(db.select({ x: sql`1` }).from(accountTak).where(inArray(accountTak.takId, takken)).limit(1)),
  ]);
  return results.some(Boolean);
}
