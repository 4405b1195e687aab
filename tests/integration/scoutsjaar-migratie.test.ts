// The migration 0004_scoutsjaar on a database with assignments from before scouting years: they become the current
// year's, which counts as revealed, so nothing visible changes. Found by name, not by number (a merge may renumber).
import { describe, expect, it } from "vitest";
import { applyMigration, databaseBefore, migrationTag } from "../helpers/migrations";
import { kalenderBeginjaar } from "~/domains/scoutsjaar/rules";

describe("migration scoutsjaar", () => {
  it("puts every existing assignment in the current scouting year and marks that year revealed", async () => {
    const own = migrationTag("scoutsjaar");
    const client = await databaseBefore(own);
    await client.execute("INSERT INTO tak (id, name) VALUES (1, 'Kapoenen'), (10, 'Takleiding')");
    await client.execute("INSERT INTO leiding (id, name, created_at, updated_at) VALUES (1, 'Lotte', 0, 0), (2, 'Jens', 0, 0)");
    await client.execute("INSERT INTO leiding_tak (leiding_id, tak_id) VALUES (1, 1), (1, 10), (2, 1)");
    await applyMigration(client, own);
    const jaar = kalenderBeginjaar(Date.now());
    const rows = await client.execute("SELECT DISTINCT beginjaar FROM leiding_tak");
    expect(rows.rows.map((r) => Number(r.beginjaar))).toEqual([jaar]);
    const jaren = await client.execute("SELECT beginjaar, bekendmaking FROM scoutsjaar");
    expect(jaren.rows.map((r) => [Number(r.beginjaar), Number(r.bekendmaking)])).toEqual([[jaar, 0]]);
    client.close();
  });
});
