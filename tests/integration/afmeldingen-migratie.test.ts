// Migration afmeldingen (issue 39) on a database with parents' subscriptions as issue 25 left them: the sign-ups that
// wait for their confirmation move to melding_aanmelding with their link (still working), takken and time; the
// confirmed subscriptions stay, one per address, with the evening reminder off (they never chose it); the columns of
// the old confirmation go. Found by name, not by number (a merge may renumber).
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { applyMigration, databaseBefore, migrationTag } from "../helpers/migrations";

describe("migration afmeldingen", () => {
  it("moves the unconfirmed sign-ups to melding_aanmelding and keeps the confirmed ones, reminder off", async () => {
    const tag = migrationTag("afmeldingen");
    const client = await databaseBefore(tag);
    await client.execute("INSERT INTO tak (id, name) VALUES (1, 'Kapoenen'), (2, 'Welpen'), (6, 'Jin')");
    const hash = crypto.createHash("sha256").update("link").digest("hex");
    await client.execute(`INSERT INTO melding_inschrijving (id, kanaal, adres, p256dh, auth, aangemaakt_op, bevestigd_op, bevestig_token_hash, bevestig_verstuurd_op, beheer_token, gepauzeerd) VALUES
      (1, 'email', 'bevestigd@example.be', NULL, NULL, 1000, 2000, NULL, 1000, 'beheer-1', 0),
      (2, 'email', 'wacht@example.be', NULL, NULL, 3000, NULL, '${hash}', 3000, 'beheer-2', 0),
      (3, 'push', 'https://push.example/abc', 'k', 'a', 4000, 4000, NULL, NULL, NULL, 1),
      (4, 'email', 'nooit-gemaild@example.be', NULL, NULL, 5000, NULL, '${hash}x', NULL, 'beheer-4', 0)`);
    await client.execute("INSERT INTO melding_inschrijving_tak (inschrijving_id, tak_id) VALUES (1, 2), (1, 6), (2, 1), (2, 6), (3, 2), (4, 2)");
    await client.execute(`INSERT INTO outbox (dedup_key, kind, channel, recipient, subject, content, subscription_id, state, attempts, next_attempt_at, created_at)
      VALUES ('bevestiging:2:3000', 'bevestiging', 'mail', 'wacht@example.be', 'Bevestig', '{}', 2, 'pending', 0, 3000, 3000)`);
    await applyMigration(client, tag);

    const rows = async (sql: string) => (await client.execute(sql)).rows.map((r) => ({ ...r }));
    expect(await rows("SELECT id, kanaal, adres, bevestigd_op, beheer_token, gepauzeerd, herinnering FROM melding_inschrijving ORDER BY id")).toEqual([
      { id: 1, kanaal: "email", adres: "bevestigd@example.be", bevestigd_op: 2000, beheer_token: "beheer-1", gepauzeerd: 0, herinnering: 0 },
      { id: 3, kanaal: "push", adres: "https://push.example/abc", bevestigd_op: 4000, beheer_token: null, gepauzeerd: 1, herinnering: 0 },
    ]);
    expect(await rows("SELECT inschrijving_id, tak_id FROM melding_inschrijving_tak ORDER BY inschrijving_id, tak_id")).toEqual([
      { inschrijving_id: 1, tak_id: 2 },
      { inschrijving_id: 1, tak_id: 6 },
      { inschrijving_id: 3, tak_id: 2 },
    ]);
    // The mailed link goes on working for 7 days from when it was mailed; a sign-up never mailed had no link to keep.
    expect(await rows("SELECT adres, takken, herinnering, token_hash, verstuurd_op FROM melding_aanmelding")).toEqual([
      { adres: "wacht@example.be", takken: "[1,6]", herinnering: 0, token_hash: hash, verstuurd_op: 3000 },
    ]);
    expect(await rows("SELECT subscription_id, state FROM outbox")).toEqual([{ subscription_id: null, state: "pending" }]);
    const columns = (await client.execute("SELECT name FROM pragma_table_info('melding_inschrijving')")).rows.map((r) => r.name);
    for (const gone of ["bevestig_token_hash", "bevestig_verstuurd_op"]) expect(columns).not.toContain(gone);
    expect((await client.execute("PRAGMA foreign_key_check")).rows).toEqual([]);
    client.close();
  });
});
