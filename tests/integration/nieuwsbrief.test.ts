import { beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "~/db/client.server";
import { csvCell, inschrijvingenCsv, listInschrijvingen, removeInschrijving, subscribe } from "~/domains/nieuwsbrief/nieuwsbrief.server";
import { returnPathWithOutcome, safeReturnPath } from "~/domains/nieuwsbrief/outcome";
import { nieuwsbriefSchema } from "~/domains/nieuwsbrief/validation";
import { action as nieuwsbriefAction, loader as nieuwsbriefLoader } from "~/routes/nieuwsbrief";
import { withTempDataDir } from "../helpers/temp-data";

withTempDataDir();
beforeAll(async () => {
  await prepareDatabase();
});

async function post(fields: Record<string, string>, clientAddress: string) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const request = new Request("http://127.0.0.1/nieuwsbrief", { method: "POST", body });
  return (await nieuwsbriefAction({ request, context: { clientAddress }, params: {} } as never)) as unknown;
}

describe("newsletter sign-up", () => {
  it("stores the address lowercased once; the same address again is not an error", async () => {
    await subscribe(nieuwsbriefSchema.parse({ email: "  Ouder@Example.BE " }), 1_000);
    await subscribe(nieuwsbriefSchema.parse({ email: "ouder@example.be" }), 2_000);
    const rows = await listInschrijvingen();
    expect(rows.map((r) => [r.email, r.createdAt])).toEqual([["ouder@example.be", 1_000]]);
  });

  it("rejects what is not an e-mail address with a Dutch message", () => {
    const result = nieuwsbriefSchema.safeParse({ email: "geen adres" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Vul een geldig e-mailadres in.");
  });

  it("without JavaScript sends the visitor back to the same-site page with the outcome flag", async () => {
    const ok = (await post({ email: "Twee@Example.be", redirectTo: "/takken?x=1&nieuwsbrief=ongeldig" }, "10.1.0.1")) as Response;
    expect(ok.status).toBe(303);
    expect(ok.headers.get("Location")).toBe("/takken?x=1&nieuwsbrief=ok#nieuwsbrief");
    expect((await listInschrijvingen()).map((r) => r.email)).toContain("twee@example.be");

    const bad = (await post({ email: "fout", redirectTo: "/about" }, "10.1.0.1")) as Response;
    expect(bad.headers.get("Location")).toBe("/about?nieuwsbrief=ongeldig#nieuwsbrief");

    for (const target of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const res = (await post({ email: "drie@example.be", redirectTo: target }, "10.1.0.2")) as Response;
      expect(res.headers.get("Location")).toBe("/?nieuwsbrief=ok#nieuwsbrief");
    }
  });

  it("with JavaScript answers the outcome as data, and limits each address", async () => {
    const res = (await post({ email: "vier@example.be", _js: "1" }, "10.1.0.3")) as { data: unknown; init: { status?: number } | null };
    expect(res.data).toEqual({ outcome: "ok", message: "Bedankt voor je inschrijving!" });
    const invalid = (await post({ email: "x", _js: "1" }, "10.1.0.3")) as { data: unknown; init: { status?: number } };
    expect(invalid.init.status).toBe(400);
    for (let i = 0; i < 4; i++) await post({ email: `vijf${i}@example.be`, _js: "1" }, "10.1.0.3");
    const blocked = (await post({ email: "zes@example.be", _js: "1" }, "10.1.0.3")) as { data: { outcome: string }; init: { status?: number } };
    expect(blocked.init.status).toBe(429);
    expect(blocked.data.outcome).toBe("te-veel");
    expect((await listInschrijvingen()).map((r) => r.email)).not.toContain("zes@example.be");
  });

  it("redirects a GET of /nieuwsbrief to the home page", () => {
    const res = nieuwsbriefLoader() as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
  });

  it("only accepts same-site paths to go back to", () => {
    expect(safeReturnPath("/geschiedenis/abc?q=1")).toBe("/geschiedenis/abc?q=1");
    expect(safeReturnPath("https://evil.example")).toBe("/");
    expect(safeReturnPath(null)).toBe("/");
    expect(returnPathWithOutcome("/", "te-veel")).toBe("/?nieuwsbrief=te-veel#nieuwsbrief");
  });
});

describe("newsletter export", () => {
  it("quotes CSV cells and neutralises formulas", () => {
    expect(csvCell("gewoon@example.be")).toBe("gewoon@example.be");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe("\"'=HYPERLINK(\"\"http://x\"\")\"");
    expect(csvCell("+32 470")).toBe("'+32 470");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("regel\neen")).toBe('"regel\neen"');
  });

  it("exports every subscriber with a header row, and a removed one is gone", async () => {
    // An address may legally start with a formula character or hold a quote.
    await subscribe({ email: '=cmd"x@example.be' }, Date.UTC(2026, 0, 5, 9, 30));
    const csv = await inschrijvingenCsv();
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("E-mailadres,Ingeschreven op");
    expect(lines).toContain(`"'=cmd""x@example.be",05/01/2026 10:30`);
    expect(csv.endsWith("\r\n")).toBe(true);

    const row = (await listInschrijvingen()).find((r) => r.email.startsWith("=cmd"))!;
    expect(await removeInschrijving(row.id)).toBe(true);
    expect(await removeInschrijving(row.id)).toBe(false);
    expect(await inschrijvingenCsv()).not.toContain("cmd");
  });
});
