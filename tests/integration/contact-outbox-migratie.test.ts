// The migrations meldingen + contact_outbox on a database with contact messages in every mail state: each mail that
// was (to be) sent becomes an outbox row with its state, attempts and error; a message stored without SMTP gets none;
// the message's own mail columns go. Found by name, not by number (a merge may renumber).
import { describe, expect, it } from "vitest";
import { applyMigration, databaseBefore, migrationTag, migrationTags } from "../helpers/migrations";

describe("migrations meldingen and contact_outbox", () => {
  it("move the contact messages' mail states into the outbox, and drop them from the messages", async () => {
    const meldingen = migrationTag("meldingen");
    const contact = migrationTag("contact_outbox");
    // The data move sits at the end of the first; the second drops the columns it read.
    const tags = migrationTags();
    expect(tags.indexOf(contact)).toBe(tags.indexOf(meldingen) + 1);
    const client = await databaseBefore(meldingen);
    await client.execute(`INSERT INTO contact_bericht (id, name, email, category, subject, text, created_at, mail_state, attempts, next_attempt_at, last_error, sent_at) VALUES
      (1, 'An', 'an@example.com', 'algemeen', 'Verzonden', 'x', 1000, 'sent', 1, NULL, NULL, 1500),
      (2, 'Bo', 'bo@example.com', 'algemeen', 'Mislukt', 'x', 2000, 'failed', 10, NULL, '550 geweigerd', NULL),
      (3, 'Cas', 'cas@example.com', 'algemeen', 'Wacht', 'x', 3000, 'pending', 0, 3000, NULL, NULL),
      (4, 'Dirk', 'dirk@example.com', 'algemeen', 'Bewaard', 'x', 4000, 'stored', 0, NULL, NULL, NULL)`);
    await applyMigration(client, meldingen);
    await applyMigration(client, contact);
    const rows = await client.execute("SELECT dedup_key, kind, channel, subject, content, state, attempts, next_attempt_at, last_error, created_at, sent_at FROM outbox ORDER BY dedup_key");
    expect(rows.rows.map((r) => ({ ...r }))).toEqual([
      { dedup_key: "contact:1", kind: "contact", channel: "mail", subject: "Verzonden", content: '{"type":"contact","berichtId":1}', state: "sent", attempts: 1, next_attempt_at: null, last_error: null, created_at: 1000, sent_at: 1500 },
      { dedup_key: "contact:2", kind: "contact", channel: "mail", subject: "Mislukt", content: '{"type":"contact","berichtId":2}', state: "failed", attempts: 10, next_attempt_at: null, last_error: "550 geweigerd", created_at: 2000, sent_at: null },
      { dedup_key: "contact:3", kind: "contact", channel: "mail", subject: "Wacht", content: '{"type":"contact","berichtId":3}', state: "pending", attempts: 0, next_attempt_at: 3000, last_error: null, created_at: 3000, sent_at: null },
    ]);
    const columns = (await client.execute("SELECT name FROM pragma_table_info('contact_bericht')")).rows.map((r) => r.name);
    for (const gone of ["mail_state", "attempts", "next_attempt_at", "last_error", "sent_at"]) expect(columns).not.toContain(gone);
    expect(Number((await client.execute("SELECT count(*) AS n FROM contact_bericht")).rows[0]!.n)).toBe(4);
    client.close();
  });
});
