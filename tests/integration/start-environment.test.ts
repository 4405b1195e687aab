// A wrong environment variable stops the built server before it prepares anything or listens (ADR 0034): one line per
// problem, naming the variable, the fault and an example, without repeating a secret.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer, stopServer, tempDataDir, type SpawnedServer } from "../helpers/server-process";

describe("the start with a wrong environment", () => {
  const dataDir = tempDataDir();
  let server: SpawnedServer | undefined;
  afterAll(async () => {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops with one line per problem and never listens", async () => {
    server = await spawnServer(dataDir, {
      SMTP_URL: "http://gebruiker:heel-geheim@mail.example.be",
      TRUST_PROXY: "nonsense",
      PORT: "3000x",
      // The log would say 'Server luistert op …' at this level.
      LOG_LEVEL: "info",
    });
    const { code } = await server.exited;
    const output = server.output();

    expect(code, output).not.toBe(0);
    expect(code, output).not.toBeNull();
    const lines = output.trim().split("\n");
    expect(lines).toEqual([
      "De instellingen kloppen niet:",
      'PORT moet een geheel getal van 1 tot 65535 zijn, bv. 3000 (nu: "3000x")',
      "SMTP_URL moet beginnen met smtp:// of smtps://, bv. smtp://gebruiker:wachtwoord@mail.example.be:587",
      "TRUST_PROXY moet het aantal proxy's voor de server zijn, of hun adressen, bv. 1 of loopback (nu: \"nonsense\")",
      "De server start niet.",
    ]);
    expect(output).not.toContain("heel-geheim");
    expect(output).not.toContain("Server luistert");
    // Nothing was prepared: no database, no folders in DATA_DIR.
    expect(fs.readdirSync(dataDir)).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, "scouts.db"))).toBe(false);
  });
});
