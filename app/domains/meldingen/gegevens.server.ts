import { eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import type { GegevensBron, GevondenRij } from "~/domains/gegevens/bron";
import { forgetSubscription } from "~/domains/outbox/outbox.server";
import { tak } from "~/domains/takken/schema";
import { meldingAanmelding, meldingInschrijving, meldingInschrijvingTak } from "./schema";

// 'Gegevens van een ouder' (ADR 0047): an address's subscription to the takken's messages, and its sign-ups that wait
// for their confirmation. Push subscriptions carry no address: they are not found here.

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

async function takNamen(db: Db | Tx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: tak.id, name: tak.name }).from(tak).where(inArray(tak.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function inschrijvingen(db: Db | Tx, adres: string) {
  return db
    .select({ id: meldingInschrijving.id, aangemaaktOp: meldingInschrijving.aangemaaktOp, bevestigdOp: meldingInschrijving.bevestigdOp, gepauzeerd: meldingInschrijving.gepauzeerd, herinnering: meldingInschrijving.herinnering })
    .from(meldingInschrijving)
    .where(sql`${meldingInschrijving.kanaal} = 'email' and lower(trim(${meldingInschrijving.adres})) = ${adres}`);
}

async function aanmeldingen(db: Db | Tx, adres: string) {
  return db.select().from(meldingAanmelding).where(sql`lower(trim(${meldingAanmelding.adres})) = ${adres}`);
}

export const meldingenBron: GegevensBron = {
  soort: "meldingen",
  label: "Meldingen van de takken",
  async vind(db, adres) {
    const [ins, aan] = await Promise.all([inschrijvingen(db, adres), aanmeldingen(db, adres)]);
    const koppels = ins.length
      ? await db.select().from(meldingInschrijvingTak).where(inArray(meldingInschrijvingTak.inschrijvingId, ins.map((i) => i.id)))
      : [];
    const aanTakken = aan.map((a) => (JSON.parse(a.takken) as number[]).filter((id) => Number.isSafeInteger(id)));
    const namen = await takNamen(db, [...new Set([...koppels.map((k) => k.takId), ...aanTakken.flat()])]);
    const naam = (id: number) => namen.get(id) ?? `tak ${id}`;
    const rijen: GevondenRij[] = ins.map((i) => ({
      wat: "Inschrijving",
      takken: koppels.filter((k) => k.inschrijvingId === i.id).map((k) => naam(k.takId)),
      ingeschrevenOp: iso(i.aangemaaktOp),
      bevestigdOp: iso(i.bevestigdOp),
      gepauzeerd: i.gepauzeerd,
      herinnering: i.herinnering,
    }));
    aan.forEach((a, n) => rijen.push({ wat: "Aanmelding, nog niet bevestigd", takken: aanTakken[n]!.map(naam), verstuurdOp: iso(a.verstuurdOp), herinnering: a.herinnering }));
    return rijen;
  },
  async wis(tx, adres) {
    const [ins, aan] = await Promise.all([inschrijvingen(tx, adres), aanmeldingen(tx, adres)]);
    // As an unsubscription does: the messages still waiting for the subscription go with it; its takken by cascade.
    for (const i of ins) {
      await forgetSubscription(tx, i.id);
      await tx.delete(meldingInschrijving).where(eq(meldingInschrijving.id, i.id));
    }
    if (aan.length) await tx.delete(meldingAanmelding).where(inArray(meldingAanmelding.id, aan.map((a) => a.id)));
    return { verwijderd: ins.length + aan.length, gewist: 0 };
  },
};
