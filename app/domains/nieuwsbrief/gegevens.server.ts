import { inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import type { GegevensBron } from "~/domains/gegevens/bron";
import { nieuwsbriefInschrijving } from "./schema";

// 'Gegevens van een ouder' (ADR 0047): the address's newsletter subscription, confirmed or not.

const rijen = (db: Db | Tx, adres: string) => db.select().from(nieuwsbriefInschrijving).where(sql`lower(trim(${nieuwsbriefInschrijving.email})) = ${adres}`);

export const nieuwsbriefBron: GegevensBron = {
  soort: "nieuwsbrief",
  label: "Nieuwsbrief",
  async vind(db, adres) {
    return (await rijen(db, adres)).map((r) => ({
      ingeschrevenOp: new Date(r.createdAt).toISOString(),
      bevestigdOp: r.confirmedAt === null ? null : new Date(r.confirmedAt).toISOString(),
    }));
  },
  async wis(tx, adres) {
    const ids = (await rijen(tx, adres)).map((r) => r.id);
    if (ids.length) await tx.delete(nieuwsbriefInschrijving).where(inArray(nieuwsbriefInschrijving.id, ids));
    return { verwijderd: ids.length, gewist: 0 };
  },
};
