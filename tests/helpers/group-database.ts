import { createClient } from "@libsql/client";
import { expect } from "vitest";

// A group's database file read beside its running server (WAL: a reader sees the last commit): what the drills of
// issue 48 compare with what was acknowledged.

/** The history periods of the database, each with its number of articles; the file checked whole first. */
export async function periods(databaseFile: string): Promise<Map<string, number>> {
  const client = createClient({ url: `file:${databaseFile}` });
  try {
    expect((await client.execute("PRAGMA integrity_check")).rows[0]?.integrity_check).toBe("ok");
    const rows = await client.execute(
      "SELECT p.titel AS titel, (SELECT count(*) FROM geschiedenis_artikel a WHERE a.geschiedenis_id = p.id) AS artikels FROM geschiedenis p",
    );
    return new Map(rows.rows.map((row) => [String(row.titel), Number(row.artikels)]));
  } finally {
    client.close();
  }
}

/** The details of the group's Logboek lines of one action, oldest first. */
export async function auditLines(databaseFile: string, action: string): Promise<string[]> {
  const client = createClient({ url: `file:${databaseFile}` });
  try {
    const rows = await client.execute({ sql: "SELECT detail FROM audit WHERE action = ? ORDER BY id", args: [action] });
    return rows.rows.map((row) => String(row.detail));
  } finally {
    client.close();
  }
}
