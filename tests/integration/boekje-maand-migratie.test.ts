// The migration boekje_maand on a database whose takken each hold one booklet: it becomes the booklet of the month it
// was uploaded in (Brussels), a demo booklet stays marked as demo, and the tak's own columns go. Found by name, not by number (a merge may renumber).
import { describe, expect, it } from "vitest";
import { applyMigration, databaseBefore, migrationTag } from "../helpers/migrations";

describe("migration boekje_maand", () => {
  it("keeps each tak's booklet as the booklet of its upload month, and drops the tak's columns", async () => {
    const own = migrationTag("boekje_maand");
    const client = await databaseBefore(own);
    // Welpen: uploaded on 30 November 2026 at 23:30 Brussels time (22:30 UTC): November's. Pioniers: none.
    // Jins: a demo booklet of 2 January 2027.
    await client.execute({
      sql: `INSERT INTO tak (id, name, boekje, boekje_updated_at, boekje_demo)
            VALUES (2, 'Welpen', 'welpen-1.pdf', ?, 0), (3, 'Pioniers', NULL, NULL, 0), (4, 'Jins', 'jins-demo.pdf', ?, 1)`,
      args: [Date.parse("2026-11-30T22:30:00Z"), Date.parse("2027-01-02T10:00:00Z")],
    });
    await applyMigration(client, own);
    const rows = await client.execute("SELECT tak_id, maand, bestand, uploaded_at, demo FROM boekje ORDER BY tak_id");
    expect(rows.rows.map((r) => [Number(r.tak_id), r.maand, r.bestand, Number(r.uploaded_at), Number(r.demo)])).toEqual([
      [2, "2026-11", "welpen-1.pdf", Date.parse("2026-11-30T22:30:00Z"), 0],
      [4, "2027-01", "jins-demo.pdf", Date.parse("2027-01-02T10:00:00Z"), 1],
    ]);
    const columns = await client.execute("SELECT name FROM pragma_table_info('tak')");
    expect(columns.rows.map((r) => r.name)).not.toContain("boekje");
    expect(columns.rows.map((r) => r.name)).not.toContain("boekje_updated_at");
    expect(columns.rows.map((r) => r.name)).not.toContain("boekje_demo");
    client.close();
  });
});
