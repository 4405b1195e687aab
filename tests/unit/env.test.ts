import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { ENV_VARIABLES, EnvError, env, loadEnv } from "~/config/env.server";

/** The problems loadEnv reports for `source`, one line each; [] when it accepts it. */
function problems(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
}

describe("loadEnv", () => {
  it("gives every default for an empty environment, and reads unset and blank alike", () => {
    const defaults = loadEnv({});
    expect(defaults).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      DEMO_CONTENT: true,
      MAIL_FROM: "website@localhost",
      FORM_RATE_LIMIT: 5,
      MELDING_WACHTTIJD_S: 600,
      MELDING_WEEKOVERZICHT: "do 19:00",
      MELDING_HERINNERING: "19:00",
      AFMELDINGEN_VOORAF: 3,
      MELDING_STILTE: "22-7",
      IMAGE_FETCH_ALLOW_PRIVATE: false,
      HOSTING_IDLE_S: 300,
      HOSTING_MAX_OPEN: 50,
      NODE_ENV: "production",
    });
    for (const name of ["SITE_URL", "HOST", "SMTP_URL", "TRUST_PROXY", "HOSTING_DOMAIN", "FAKE_NOW", "LOG_LEVEL"] as const) {
      expect(defaults[name]).toBeUndefined();
    }
    expect(loadEnv({ PORT: "  ", SMTP_URL: "", TRUST_PROXY: " " })).toEqual(defaults);
    // Empty is a value only for the quiet hours: it turns them off.
    expect(loadEnv({ MELDING_STILTE: "" }).MELDING_STILTE).toBe("");
  });

  it("reads the values as the code uses them", () => {
    const read = loadEnv({
      PORT: " 8080 ",
      TRUST_PROXY: "1",
      DEMO_CONTENT: "FALSE",
      AFMELDINGEN_VOORAF: "0,5",
      HOSTING_DOMAIN: "ScoutsSites.be.",
      SMTP_URL: "smtps://gebruiker:geheim@mail.example.be:465",
      MAIL_FROM: "Scouts Sint-Pieter <website@mijnscouts.be>",
      FAKE_NOW: "2027-08-31T23:59:50+02:00",
    });
    expect(read).toMatchObject({ PORT: 8080, TRUST_PROXY: 1, DEMO_CONTENT: false, AFMELDINGEN_VOORAF: 0.5, HOSTING_DOMAIN: "scoutssites.be" });
    expect(read.FAKE_NOW).toBe(Date.UTC(2027, 7, 31, 21, 59, 50));
    expect(loadEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toBe("loopback, 10.0.0.0/8");
  });

  it("names every wrong variable at once, one line each, with the fault and an example", () => {
    expect(problems({ SMTP_URL: "http://x", TRUST_PROXY: "nonsense", PORT: "70000", DEMO_CONTENT: "ja", LOG_LEVEL: "luid" })).toEqual([
      "PORT moet een geheel getal van 1 tot 65535 zijn, bv. 3000 (nu: \"70000\")",
      "DEMO_CONTENT moet true of false zijn (nu: \"ja\")",
      "SMTP_URL moet beginnen met smtp:// of smtps://, bv. smtp://gebruiker:wachtwoord@mail.example.be:587",
      "TRUST_PROXY moet het aantal proxy's voor de server zijn, of hun adressen, bv. 1 of loopback (nu: \"nonsense\")",
      "LOG_LEVEL moet een van fatal, error, warn, info, debug, trace, silent zijn, bv. info (nu: \"luid\")",
    ]);
    expect(problems({ TRUST_PROXY: "10.0.0.0/33" })).toHaveLength(1);
    expect(problems({ MELDING_STILTE: "22-22" })).toEqual(['MELDING_STILTE moet twee verschillende uren van 0 tot 23 zijn, of leeg, bv. 22-7 (nu: "22-22")']);
    expect(problems({ MELDING_WEEKOVERZICHT: "donderdag" })).toHaveLength(1);
    expect(problems({ FAKE_NOW: "morgen" })).toHaveLength(1);
  });

  it("does not repeat a secret's value", () => {
    const lines = problems({ SMTP_URL: "http://gebruiker:heel-geheim@mail.example.be", DATABASE_URL: "mysql://root:heel-geheim@db" });
    expect(lines).toHaveLength(2);
    expect(lines.join("\n")).not.toContain("heel-geheim");
  });
});

describe("env()", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("reads process.env again when a variable changed (tests set them between files)", () => {
    process.env.PORT = "4001";
    expect(env().PORT).toBe(4001);
    process.env.PORT = "4002";
    expect(env().PORT).toBe(4002);
    process.env.PORT = "poort";
    expect(() => env()).toThrow(EnvError);
  });
});

describe("the configuration table", () => {
  // The table may stand in the README or in docs/hosting.md (the operators' guide), or be split over both: every
  // row `| \`NAME\` | default | meaning |` of either counts, once.
  const rows = ["README.md", "docs/hosting.md"]
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => [...fs.readFileSync(file, "utf8").matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| ([^|]*) \|/gm)])
    .map(([, name, defaultCell]) => ({ name: name!, defaultCell: defaultCell! }));

  it("lists exactly the variables the server reads, each once", () => {
    const names = rows.map((row) => row.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect([...names].sort()).toEqual([...ENV_VARIABLES].sort());
  });

  it("gives the schema's default where the schema has one", () => {
    const defaults = loadEnv({});
    for (const { name, defaultCell } of rows) {
      const value = defaults[name as keyof typeof defaults];
      if (value !== undefined) expect(defaultCell, name).toContain(`\`${String(value)}\``);
    }
  });
});
