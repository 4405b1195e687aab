import fs from "node:fs";
import type { ParsedMail } from "mailparser";
import { freePort } from "../helpers/free-port";
import { startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";
import { createTestSmtp } from "../helpers/smtp-server";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, type Page, LANG } from "./test";

// Issue 47, from the browser only, at 375 and 1280 px (the two projects): a group that starts neutral (no demo) chooses
// its movement's takken in 'Aan de slag', and nothing of the specification's nine is left on its pages, menus, feeds,
// mail, manifest or sitemap. Each group is a server of its own (a neutral start); reading its feeds, manifest and
// sitemap and its mail (a real SMTP server on 127.0.0.1) is what a parent's phone and mailbox do.

const PASSWORD = "e2e-eigen-takken-wachtwoord";

/** The specification's nine, but Leiding: that word names the leaders on every page, whatever a group's takken. */
const SEED = ["Kapoenen", "Welpen", "Pioniers", "Jongverkenners", "Verkenners", "Jin", "Groepsleiding", "Mastworp"];

/** The seed's names found in a text (a whole word; 'Verkenners' is not found in 'Jongverkenners'). */
function seedNames(text: string): string[] {
  return SEED.filter((name) => new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, "u").test(text));
}

interface Group {
  server: ServerProcess;
  dataDir: string;
  smtp: ReturnType<typeof createTestSmtp>;
  mails: () => ParsedMail[];
}

async function startGroup(): Promise<Group> {
  const smtp = createTestSmtp(await freePort());
  await smtp.start();
  const dataDir = tempDataDir();
  const server = await startServer(
    dataDir,
    { DEMO_CONTENT: "false", ADMIN_PASSWORD: PASSWORD, SESSION_SECRET: "e2e-session-secret", LOG_LEVEL: "error", FORM_RATE_LIMIT: "1000", SMTP_URL: smtp.url, MAIL_FROM: "website@example.be" },
    120_000,
  );
  return { server, dataDir, smtp, mails: () => smtp.received.map((m) => m.parsed) };
}

async function stopGroup(group: Group): Promise<void> {
  await stopServer(group.server, "SIGTERM");
  await group.smtp.stop();
  fs.rmSync(group.dataDir, { recursive: true, force: true });
}

async function login(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/admin`);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("heading", { name: "Aan de slag" })).toBeVisible();
}

/** 'Aan de slag' → the movements' sets: one form per movement; tick exactly `namen` in `beweging`'s. */
async function kiesSet(page: Page, beweging: string, namen: string[]): Promise<void> {
  const stap = page.getByRole("link", { name: /Kies de (takken|afdelingen) van je groep/ });
  await expect(stap).toContainText("(nog te doen)");
  await stap.click();
  const sets = page.getByRole("region", { name: /Begin met de (takken|afdelingen) van je beweging/ });
  await expect(sets).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: "#inhoud" });
  const form = sets.getByTestId("startset").filter({ has: page.getByRole("group", { name: beweging }) });
  for (const box of await form.getByRole("checkbox").all()) {
    const naam = ((await box.getAttribute("value")) ?? "").trim();
    if (namen.includes(naam)) await box.check();
    else await box.uncheck();
  }
  // Pressed with the keyboard, as a leader without a mouse would.
  const knop = form.getByRole("button", { name: `Begin met ${beweging}` });
  await knop.focus();
  await expect(knop).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/staan klaar\. Kijk hun teksten na/)).toBeVisible();
}

/** Every public page of the group and what a phone and a search engine read of it: their text, for the checks. */
async function allesWatDeGroepToont(page: Page, url: string): Promise<{ waar: string; tekst: string }[]> {
  const sitemap = await (await page.request.get(`${url}/sitemap.xml`)).text();
  const paden = [...new Set(["/", "/takken", "/kalender", "/kamp", "/about", "/contact", "/geschiedenis", ...[...sitemap.matchAll(/<loc>[^<]*?\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!)])];
  const found: { waar: string; tekst: string }[] = [{ waar: "/sitemap.xml", tekst: sitemap }];
  for (const pad of paden) {
    await page.goto(`${url}${pad}`);
    found.push({ waar: pad, tekst: await page.locator("body").innerText() });
    found.push({ waar: `${pad} (titel en beschrijving)`, tekst: `${await page.title()} ${await page.locator('meta[name="description"]').getAttribute("content")}` });
  }
  for (const pad of ["/site.webmanifest", "/kalender.ics", "/robots.txt", ...paden.filter((p) => /^\/takken\/./.test(p)).map((p) => `${p}/kalender.ics`)]) {
    const answer = await page.request.get(`${url}${pad}`);
    expect(answer.status(), pad).toBe(200);
    found.push({ waar: pad, tekst: await answer.text() });
  }
  return found;
}

/** A parent signs up for a tak's messages on its page (the mail names the group's takken). */
async function meldingenVoor(page: Page, url: string, pad: string, email: string, mails: () => ParsedMail[]): Promise<ParsedMail> {
  await page.goto(`${url}${pad}`);
  const blok = page.getByRole("group", { name: "Op de hoogte blijven" });
  await blok.getByText("Op de hoogte blijven").click();
  await blok.getByLabel("E-mailadres").fill(email);
  await blok.getByRole("button", { name: "Inschrijven voor meldingen" }).click();
  await expect(blok.getByText("Bevestig je inschrijving via de link in je mailbox.")).toBeVisible();
  await expect.poll(() => mails().filter((m) => m.to && JSON.stringify(m.to).includes(email)).length, { timeout: 15_000 }).toBe(1);
  return mails().find((m) => JSON.stringify(m.to).includes(email))!;
}

test.describe("a neutral start becomes a Chiro group", LANG, () => {
  let group: Group;
  test.beforeAll(async () => {
    group = await startGroup();
  });
  test.afterAll(async () => {
    await stopGroup(group);
  });

  test("six afdelingen and the word 'afdeling', and nothing of the specification's takken anywhere", async ({ page }) => {
    test.setTimeout(180_000);
    const url = group.server.url;
    // Before: no takken yet, the takken page says so.
    await page.goto(`${url}/takken`);
    await expect(page.getByText("De takken van onze groep komen hier binnenkort.")).toBeVisible();

    await login(page, url);
    await kiesSet(page, "Chiro", ["Ribbels", "Speelclub", "Rakwi's", "Tito's", "Keti's", "Aspi's"]);
    const lijst = page.getByRole("region", { name: "Je afdelingen" });
    await expect(lijst.getByTestId("tak-rij")).toHaveCount(6);
    await expect(page.getByRole("navigation", { name: "Delen van de instellingen" }).getByRole("link", { name: "Afdelingen" })).toHaveAttribute("aria-current", "page");
    await expectNoSeriousA11yViolations(page, { include: "#inhoud" });
    // A tak's form (name, kind, colour, texts) and its 'Verwijderen' page (nothing in it yet).
    await lijst.getByRole("link", { name: "Rakwi's bewerken" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Afdeling bewerken: Rakwi's" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: "#inhoud" });
    await page.goto(`${url}/admin/tak/rakwis/stoppen`);
    await expect(page.getByRole("heading", { level: 1, name: "Rakwi's verwijderen?" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: "#inhoud" });

    await page.goto(`${url}/takken`);
    await expect(page.getByRole("heading", { level: 1, name: "Onze afdelingen" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Ontdek deze afdeling/ })).toHaveCount(6);
    for (const naam of ["Ribbels", "Speelclub", "Rakwi's", "Tito's", "Keti's", "Aspi's"]) await expect(page.getByRole("heading", { level: 3, name: naam })).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Hoofdmenu" });
    if ((page.viewportSize()?.width ?? 0) < 768) await menu.getByRole("button", { name: "Menu openen" }).click();
    await expect(page.getByRole("link", { name: "Afdelingen", exact: true }).first()).toBeVisible();
    await page.getByRole("link", { name: /Rakwi's/ }).click();
    await expect(page).toHaveURL(`${url}/takken/rakwis`);
    await expect(page.getByRole("heading", { name: "Over deze afdeling" })).toBeVisible();

    const mail = await meldingenVoor(page, url, "/takken/rakwis", `ouder-chiro-${Date.now()}@example.be`, group.mails);
    expect(mail.text).toContain("de meldingen van de Rakwi's");

    const alles = [...(await allesWatDeGroepToont(page, url)), { waar: "de mail", tekst: `${mail.subject} ${mail.text}` }];
    // Every afdeling's page and feed was read, besides the site's own pages.
    expect(alles.filter(({ waar }) => /^\/takken\/[a-z-]+\/kalender\.ics$/.test(waar))).toHaveLength(6);
    expect(alles.flatMap(({ waar, tekst }) => seedNames(tekst).map((naam) => `${waar}: ${naam}`))).toEqual([]);
    // The group's word everywhere it says one: no 'tak' or 'takken' left in what a visitor reads (URLs stay /takken/...).
    const gelezen = alles.filter(({ waar }) => !/\.(ics|xml|txt|webmanifest)$/.test(waar));
    expect(gelezen.flatMap(({ waar, tekst }) => (/(?<![\p{L}/])[Tt]ak(ken)?(?![\p{L}])/u.test(tekst) ? [waar] : []))).toEqual([]);
  });
});

test.describe("a neutral start becomes a Scouts en Gidsen group", LANG, () => {
  let group: Group;
  test.beforeAll(async () => {
    group = await startGroup();
  });
  test.afterAll(async () => {
    await stopGroup(group);
  });

  test("with Kabouters, Jonggivers and Givers, and nothing of the specification's takken anywhere", async ({ page }) => {
    test.setTimeout(180_000);
    const url = group.server.url;
    await login(page, url);
    await kiesSet(page, "Scouts en Gidsen Vlaanderen", ["Kabouters", "Jonggivers", "Givers"]);
    await expect(page.getByRole("region", { name: "Je takken" }).getByTestId("tak-rij")).toHaveCount(3);

    await page.goto(`${url}/takken`);
    await expect(page.getByRole("heading", { level: 1, name: "Onze takken" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Ontdek deze tak/ })).toHaveCount(3);
    await page.goto(`${url}/kalender`);
    const filter = page.getByRole("navigation", { name: "Filter op tak" });
    await expect(filter.getByRole("link")).toHaveText(["Alle takken", "Kabouters", "Jonggivers", "Givers"]);

    const mail = await meldingenVoor(page, url, "/takken/kabouters", `ouder-sgv-${Date.now()}@example.be`, group.mails);
    expect(mail.text).toContain("de meldingen van de Kabouters");

    const alles = [...(await allesWatDeGroepToont(page, url)), { waar: "de mail", tekst: `${mail.subject} ${mail.text}` }];
    expect(alles.filter(({ waar }) => /^\/takken\/[a-z-]+\/kalender\.ics$/.test(waar))).toHaveLength(3);
    expect(alles.flatMap(({ waar, tekst }) => seedNames(tekst).map((naam) => `${waar}: ${naam}`))).toEqual([]);
  });
});

test("finds the specification's names, and only as whole words", () => {
  expect(seedNames("De Welpen en de Jongverkenners, Jin.")).toEqual(["Welpen", "Jongverkenners", "Jin"]);
  expect(seedNames("Welpen-Kabouters")).toEqual(["Welpen"]);
  expect(seedNames("Jonggivers, Givers, Kabouters, Jinx")).toEqual([]);
});
