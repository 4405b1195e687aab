import fs from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { describe, expect, it } from "vitest";

// libSQL builds SQLite with its file functions (readfile, writefile, fsdir), and @libsql/client cannot switch them off
// (ADR 0039). They are out of reach because no input ever becomes SQL text: every statement the app and the server run
// is a fixed text, and Drizzle's sql`` template binds what it is given as parameters. This holds the code to it.

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sources(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const files = [...sources("app"), ...sources("server")].map((file) => ({ file, text: fs.readFileSync(file, "utf8") }));

describe("SQL text in the app and the server", () => {
  it("is never made from values: no sql.raw or sql.identifier, and what is executed directly is a fixed text", () => {
    const raw = files.filter(({ text }) => /\bsql\.(raw|identifier)\s*\(/.test(text)).map(({ file }) => file);
    expect(raw).toEqual([]);
    const direct = files.flatMap(({ file, text }) =>
      [...text.matchAll(/\.(?:execute|executeMultiple)\(\s*(`[^`]*`|"[^"]*"|'[^']*'|[^)\s,]+)/g)].map((match) => ({ file, argument: match[1]! })),
    );
    expect(direct.length).toBeGreaterThan(0);
    for (const { file, argument } of direct) {
      // The client's proxy in app/db/client.server.ts passes on what Drizzle prepared (its parameters bound).
      if (file.endsWith(path.join("db", "client.server.ts")) && argument === "statement") continue;
      const fixed = /^["']/.test(argument) || (argument.startsWith("`") && [...argument.matchAll(/\$\{([^}]*)\}/g)].every((m) => /^[A-Z][A-Z0-9_]*$/.test(m[1]!)));
      expect(fixed, `${file}: ${argument}`).toBe(true);
    }
  });

  it("leaves the file functions to direct SQL only: a view or a trigger (say, of an old archive) cannot call them", async () => {
    const db = createClient({ url: ":memory:" });
    try {
      await db.execute("CREATE VIEW lees AS SELECT readfile('/etc/hostname') AS inhoud");
      await expect(db.execute("SELECT * FROM lees")).rejects.toThrow(/unsafe use of readfile/);
      await db.execute("CREATE TABLE t (a)");
      await db.execute("CREATE TRIGGER schrijf AFTER INSERT ON t BEGIN SELECT writefile('/tmp/niet-geschreven', 'x'); END");
      await expect(db.execute("INSERT INTO t VALUES (1)")).rejects.toThrow(/unsafe use of writefile/);
    } finally {
      db.close();
    }
  });

  it("never names SQLite's file functions or extension loading", () => {
    // As SQL calls them (not a method: fs.readFile is a file read of Node).
    const named = files.filter(({ text }) => /(?<![.\w])(readfile|writefile|fsdir|load_extension)\s*\(/i.test(text)).map(({ file }) => file);
    expect(named).toEqual([]);
  });
});
