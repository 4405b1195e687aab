import { eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { activiteit } from "~/domains/activiteiten/schema";
import type { GegevensBron } from "~/domains/gegevens/bron";
import { tak } from "~/domains/takken/schema";
import { afmelding } from "./schema";

// 'Gegevens van een ouder' (ADR 0047): the absences reported with an address. Erasing them does what the 7-day removal
// does (lijst.server.ts, wisNamen): the row stays so the activity's count does, its name, reason and address go.

const rijen = (db: Db | Tx, adres: string) =>
  db
    .select({ id: afmelding.id, naam: afmelding.naam, reden: afmelding.reden, aangemaaktOp: afmelding.aangemaaktOp, activiteit: activiteit.titel, start: activiteit.start, tak: tak.name })
    .from(afmelding)
    .innerJoin(activiteit, eq(activiteit.id, afmelding.activiteitId))
    .innerJoin(tak, eq(tak.id, afmelding.takId))
    .where(sql`${afmelding.email} is not null and lower(trim(${afmelding.email})) = ${adres}`)
    .orderBy(activiteit.start);

export const afmeldingenBron: GegevensBron = {
  soort: "afmeldingen",
  label: "Afmeldingen",
  async vind(db, adres) {
    return (await rijen(db, adres)).map((r) => ({
      activiteit: r.activiteit,
      activiteitStart: new Date(r.start).toISOString(),
      tak: r.tak,
      naamVanHetKind: r.naam,
      reden: r.reden,
      gemeldOp: new Date(r.aangemaaktOp).toISOString(),
    }));
  },
  async wis(tx, adres, now) {
    const ids = (await rijen(tx, adres)).map((r) => r.id);
    if (ids.length) await tx.update(afmelding).set({ naam: null, reden: null, email: null, intrekTokenHash: null, gewistOp: now }).where(inArray(afmelding.id, ids));
    return { verwijderd: 0, gewist: ids.length };
  },
};
