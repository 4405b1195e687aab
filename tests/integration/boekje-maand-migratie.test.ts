// The migration boekje_maand on a database whose takken each hold one booklet: it becomes the booklet of the month it
// was uploaded in (Brussels), a demo booklet stays marked as demo, and the tak's own columns go. Found by name, not by number (a merge may renumber).
import fs from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { describe, expect, it } from "vitest";

const DIR = path.resolve("drizzle");
const journal = JSON.parse(fs.readFileSync(path.join(DIR, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };

async function apply(client: ReturnType<typeof createClient>, tag: string) {
  const sql = fs.readFileSync(path.join(DIR, `${tag}.sql`), "utf8");
  for (const statement of sql.split("--> statement-breakpoint")) if (statement.trim()) await client.execute(statement);
}

describe("migration boekje_maand", () => {
  it("keeps each tak's booklet as the booklet of its upload month, and drops the tak's columns", async () => {
    const client = createClient({ url: ":memory:" });
    const tags = journal.entries.map((e) => e.tag);
    const own = tags.find((t) => t.endsWith("_boekje_maand"))!;
    for (const tag of tags.slice(0, tags.indexOf(own))) await apply(client, tag);
    // Welpen: uploaded on 30 November 2026 at 23:30 Brussels time (22:30 UTC): November's. Pioniers: none.
    // Jins: a demo booklet of 2 January 2027.
    await client.execute({
      sql: `INSERT INTO tak (id, name, boekje, boekje_updated_at, boekje_demo)
            VALUES (2, 'Welpen', 'welpen-1.pdf', ?, 0), (3, 'Pioniers', NULL, NULL, 0), (4, 'Jins', 'jins-demo.pdf', ?, 1)`,
      args: [Date.parse("2026-11-30T22:30:00Z"), Date.parse("2027-01-02T10:00:00Z")],
    });
    await apply(client, own);
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
