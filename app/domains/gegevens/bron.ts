import type { Db, Tx } from "~/db/client.server";

// What one domain contributes to 'Gegevens van een ouder' (issue 48, ADR 0047): the rows of its own tables that carry
// one e-mail address, and their erasure. The domain owns its tables, so it writes both; domains/gegevens only gathers
// the sources (gegevens.server.ts, BRONNEN).

/** One stored row as the export shows it: its fields in Dutch, moments as ISO strings. */
export type GevondenRij = Record<string, string | number | boolean | null | readonly string[]>;

export interface Gewist {
  /** Rows deleted. */
  verwijderd: number;
  /** Rows kept (they count, e.g. absences), with the address and every personal field cleared. */
  gewist: number;
}

export interface GegevensBron {
  /** Its key in the export and the audit line: "meldingen", "afmeldingen", ... */
  soort: string;
  /** What the admin calls it: 'Meldingen (inschrijvingen)'. */
  label: string;
  /** Every row with the address; `adres` is trimmed and lowercased, the source compares its column the same way. */
  vind(db: Db | Tx, adres: string): Promise<GevondenRij[]>;
  /** Deletes or clears those rows, inside the caller's transaction. */
  wis(tx: Tx, adres: string, now: number): Promise<Gewist>;
}
