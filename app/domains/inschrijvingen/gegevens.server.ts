import { eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { activiteit } from "~/domains/activiteiten/schema";
import type { GegevensBron } from "~/domains/gegevens/bron";
import { tak } from "~/domains/takken/schema";
import { inschrijving } from "./schema";

// 'Gegevens van een ouder' (ADR 0047): the sign-ups made with an address. Erasing them does what the 7-day removal does:
// the row stays, so the activity's places and waiting list keep their order and count; the name, the remark and the
// address go.

const rijen = (db: Db | Tx, adres: string) =>
  db
    .select({ id: inschrijving.id, naam: inschrijving.naam, opmerking: inschrijving.opmerking, aangemaaktOp: inschrijving.aangemaaktOp, activiteit: activiteit.titel, start: activiteit.start, tak: tak.name })
    .from(inschrijving)
    .innerJoin(activiteit, eq(activiteit.id, inschrijving.activiteitId))
    .innerJoin(tak, eq(tak.id, inschrijving.takId))
    .where(sql`${inschrijving.email} is not null and lower(trim(${inschrijving.email})) = ${adres}`)
    .orderBy(activiteit.start);

export const inschrijvingenBron: GegevensBron = {
  soort: "inschrijvingen",
  label: "Inschrijvingen voor activiteiten",
  async vind(db, adres) {
    return (await rijen(db, adres)).map((r) => ({
      activiteit: r.activiteit,
      activiteitStart: new Date(r.start).toISOString(),
      tak: r.tak,
      naamVanHetKind: r.naam,
      opmerking: r.opmerking,
      ingeschrevenOp: new Date(r.aangemaaktOp).toISOString(),
    }));
  },
  async wis(tx, adres, now) {
    const ids = (await rijen(tx, adres)).map((r) => r.id);
    if (ids.length) await tx.update(inschrijving).set({ naam: null, opmerking: null, email: null, annuleerTokenHash: null, gewistOp: now }).where(inArray(inschrijving.id, ids));
    return { verwijderd: 0, gewist: ids.length };
  },
};
