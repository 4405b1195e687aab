import { inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import type { GegevensBron } from "~/domains/gegevens/bron";
import { outbox } from "~/domains/outbox/schema";
import { contactKey } from "./contact.server";
import { contactBericht } from "./schema";

// 'Gegevens van een ouder' (ADR 0047): the messages sent with an address through the contact form ('Berichten').
// Erasing one deletes it with its mail to the group (the outbox row `contact:{id}`, which holds the address too).

const rijen = (db: Db | Tx, adres: string) => db.select().from(contactBericht).where(sql`lower(trim(${contactBericht.email})) = ${adres}`).orderBy(contactBericht.createdAt);

export const contactBron: GegevensBron = {
  soort: "contact",
  label: "Berichten via het contactformulier",
  async vind(db, adres) {
    return (await rijen(db, adres)).map((r) => ({
      naam: r.name,
      categorie: r.category,
      onderwerp: r.subject,
      bericht: r.text,
      ontvangenOp: new Date(r.createdAt).toISOString(),
      behandeldOp: r.handledAt === null ? null : new Date(r.handledAt).toISOString(),
    }));
  },
  async wis(tx, adres) {
    const ids = (await rijen(tx, adres)).map((r) => r.id);
    if (ids.length) {
      await tx.delete(outbox).where(inArray(outbox.dedupKey, ids.map(contactKey)));
      await tx.delete(contactBericht).where(inArray(contactBericht.id, ids));
    }
    return { verwijderd: ids.length, gewist: 0 };
  },
};
