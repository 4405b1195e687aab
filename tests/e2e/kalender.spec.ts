import ICAL from "ical.js";
import { expect, test, type Page, LANG } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";
import { E2E_PASSWORD, ownRows } from "./own-rows";

const TITEL = "Avondtocht met de fiets";

/** Today and later days in Brussels as "YYYY-MM-DD". */
function brusselsDay(offsetDays: number): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + offsetDays * 24 * 3600_000),
  );
  return parts;
}

function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function login(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Wachtwoord").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Deze week" })).toBeVisible();
}

test.describe("a tak's calendar, from a leader's phone", () => {
  test.skip(({ viewport }) => viewport?.width !== 375, "the leaders' flow is checked on a 375 px phone");

  test.afterAll(async () => {
    // The series this test made goes again, so other specs see the demo calendar only.
    const base = test.info().project.use.baseURL!;
    const rows = await ownRows(base);
    const list = (await (await fetch(`${base}/api/activiteiten?tak=pioniers`)).json()) as { id: number; titel: string }[];
    for (const a of list.filter((a) => a.titel === TITEL)) await fetch(`${base}/api/activiteiten/${a.id}`, { method: "DELETE", headers: { Authorization: `Bearer ${rows.token}` } });
    await rows.cleanUp();
  });

  test("adds a series of 10 weeks, cancels one, and sees both on the tak page, on /kalender and in the feed", LANG, async ({ page }) => {
    test.setTimeout(60_000);
    // From the first Monday to Thursday after today: the demo content plans nothing on those evenings, so no date of the
    // series collides with it, whatever day the test runs (a Saturday would meet the demo's evenings and weekends).
    let ahead = 1;
    while (weekdayOf(brusselsDay(ahead)) > 4) ahead++;
    const eerste = brusselsDay(ahead);
    const laatste = brusselsDay(ahead + 63);
    await login(page);
    await page.getByRole("navigation", { name: "Beheer" }).getByRole("link", { name: "Activiteiten" }).click();
    await expect(page.getByRole("heading", { name: "Activiteiten Beheer" })).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, { include: "main" });

    await page.getByRole("link", { name: "Reeks Toevoegen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reeks Toevoegen" })).toBeVisible();
    await noSidewaysScroll(page);
    // Without a title or tak nothing is stored, and the form says why.
    await page.getByRole("button", { name: "Data bekijken" }).click();
    await expect(page.getByText("Titel is verplicht")).toBeVisible();
    await expect(page.getByText("Kies minstens één tak")).toBeVisible();
    await expect(page.getByLabel("Titel")).toBeFocused();

    await page.getByLabel("Titel").fill(TITEL);
    await page.getByRole("checkbox", { name: "Pioniers" }).check();
    await page.getByLabel("Weekdag").selectOption(String(weekdayOf(eerste)));
    await page.getByLabel("Beginuur").fill("19:00");
    await page.getByLabel("Einduur").fill("21:00");
    await page.getByLabel("Eerste datum").fill(eerste);
    await page.getByLabel("Laatste datum").fill(laatste);
    await page.getByLabel("Plaats (niet verplicht)").fill("Aan het lokaal");
    await page.getByLabel("Mee te nemen (niet verplicht)").fill("Fiets, fietslicht en fluohesje");
    // First the dates it will make, then the series itself, and what it made.
    await page.getByRole("button", { name: "Data bekijken" }).click();
    await expect(page.getByTestId("reeks-dag")).toHaveCount(10);
    await page.getByRole("button", { name: "10 activiteiten toevoegen" }).click();
    await expect(page.getByRole("heading", { name: "10 activiteiten toegevoegd" })).toBeVisible();
    await page.getByRole("link", { name: "Naar de activiteiten" }).click();
    await page.getByPlaceholder("Zoek op titel of tak...").fill("avondtocht");
    const rows = page.getByTestId("activiteit-rij");
    await expect(rows).toHaveCount(10);
    await noSidewaysScroll(page);

    // Cancel the first one, with a reason.
    const first = rows.first();
    await first.locator("summary", { hasText: "Afgelasten" }).click();
    // It says, before the click, whether parents hear of it (the series starts this week: within the 14 days).
    await expect(first.getByText(/^Ongeveer \d+ ouders? (krijgt|krijgen) hierover een bericht\.$/)).toBeVisible();
    await first.getByLabel("Reden (niet verplicht)").fill("Storm voorspeld");
    await first.getByRole("button", { name: "Afgelasten" }).click();
    await expect(page.getByText("De activiteit is afgelast.")).toBeVisible();
    await expect(rows.first().getByText("Afgelast", { exact: true })).toBeVisible();
    await expect(rows.filter({ hasText: "Gepland" })).toHaveCount(9);

    // The tak page: the next activities, the cancelled one marked with its reason.
    await page.goto("/takken/pioniers");
    const komend = page.getByRole("region", { name: "Komende activiteiten" });
    const cancelled = komend.getByRole("article").filter({ hasText: TITEL }).first();
    await expect(cancelled.getByText("Afgelast", { exact: true })).toBeVisible();
    await expect(cancelled.getByText("Storm voorspeld")).toBeVisible();
    await expect(cancelled.getByText("19:00 - 21:00")).toBeVisible();
    await expect(cancelled.getByText("Mee te nemen: Fiets, fietslicht en fluohesje")).toBeVisible();
    await expect(komend.getByRole("link", { name: "Volledige kalender" })).toHaveAttribute("href", "/kalender?tak=pioniers");
    await noSidewaysScroll(page);

    // The calendar page, filtered on the tak through its link.
    await komend.getByRole("link", { name: "Volledige kalender" }).click();
    await expect(page).toHaveURL("/kalender?tak=pioniers");
    await expect(page.getByRole("link", { name: "Pioniers", exact: true })).toHaveAttribute("aria-current", "page");
    const items = page.getByRole("article").filter({ hasText: TITEL });
    await expect(items.first().getByText("Afgelast", { exact: true })).toBeVisible();
    // The calendar shows this week and the next seven: at least seven dates of the series, whatever day it is.
    expect(await items.count()).toBeGreaterThanOrEqual(7);
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    // The tak's feed: all ten, the cancelled one STATUS:CANCELLED with a raised SEQUENCE.
    const feed = await page.request.get("/takken/pioniers/kalender.ics");
    const vevents = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents("vevent").filter((v) => String(v.getFirstPropertyValue("summary")).endsWith(TITEL));
    expect(vevents).toHaveLength(10);
    const statuses = vevents.map((v) => [v.getFirstPropertyValue("status"), Number(v.getFirstPropertyValue("sequence")), v.getFirstPropertyValue("summary")]);
    // 'Afgelast: ' in the title too, for the calendar apps that show a cancelled event as if it went on.
    expect(statuses.filter(([s]) => s === "CANCELLED")).toEqual([["CANCELLED", 1, `Afgelast: ${TITEL}`]]);
    expect(vevents.every((v) => v.hasProperty("dtend"))).toBe(true);
  });
});

test("the calendar page: weeks, a filter per tak that works without JavaScript, and subscribe links", LANG, async ({ page, browser }, testInfo) => {
  const response = await page.goto("/kalender");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Kalender \|/);
  await expect(page.getByRole("heading", { level: 1, name: "Kalender" })).toBeVisible();
  // 'Kalender' comes after 'Takken' in the navigation (the bar and the phone's menu) and in the footer.
  for (const menu of await page.getByRole("banner").getByRole("list").all()) {
    const labels = await menu.getByRole("link").allTextContents();
    expect(labels.slice(0, 3)).toEqual(["Nieuws", "Takken", "Kalender"]);
  }
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Kalender" })).toHaveAttribute("href", "/kalender");

  // Subscribing (issue 28): near the top, for the feed of every tak here (the tak's own when filtered).
  const abonneren = page.getByRole("region", { name: "Abonneren op de kalender" });
  await expect(abonneren.getByRole("link", { name: "Toevoegen aan Google Agenda" })).toHaveAttribute(
    "href",
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent("webcal://www.scoutsdemostad.be/kalender.ics")}`,
  );
  await expect(abonneren.getByRole("link", { name: "Toevoegen aan Apple/Outlook (webcal)" })).toHaveAttribute("href", "webcal://www.scoutsdemostad.be/kalender.ics");
  await expect(abonneren.getByRole("button", { name: "Link kopiëren" })).toBeVisible();
  // Above the weeks on a phone, beside them (in the right column) from 1024 px.
  expect((await abonneren.boundingBox())!.y).toBeLessThanOrEqual((await page.getByRole("heading", { level: 3 }).first().boundingBox())!.y);
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`kalender-${testInfo.project.name}.png`), fullPage: true, animations: "disabled" });

  // Without JavaScript the tak filter is a plain link.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
  const plain = await context.newPage();
  await plain.goto(new URL("/kalender", testInfo.project.use.baseURL).toString());
  await plain.getByRole("link", { name: "Welpen", exact: true }).click();
  await expect(plain).toHaveURL(/\/kalender\?tak=welpen$/);
  await expect(plain.getByRole("link", { name: "Welpen", exact: true })).toHaveAttribute("aria-current", "page");
  await context.close();
  expect((await page.request.get("/kalender?tak=bevers")).status()).toBe(404);
});

test("'Meer weken tonen' adds the next weeks below the shown ones, and without JavaScript opens them", async ({ page, browser }, testInfo) => {
  const base = testInfo.project.use.baseURL!;
  const rows = await ownRows(base);
  try {
    await rows.activiteit({ titel: "Mastworp: eerste vergadering", takken: ["mastworp"], start: `${brusselsDay(7)}T20:00` });
    await rows.activiteit({ titel: "Mastworp: uitstap", takken: ["mastworp"], start: `${brusselsDay(70)}T09:00` });
    await page.goto("/kalender?tak=mastworp");
    await expect(page.getByRole("heading", { name: "Mastworp: eerste vergadering" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mastworp: uitstap" })).toHaveCount(0);
    await page.getByRole("link", { name: "Meer weken tonen" }).click();
    await expect(page.getByRole("heading", { name: "Mastworp: uitstap" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mastworp: eerste vergadering" })).toBeVisible();
    await expect(page).toHaveURL(/\/kalender\?tak=mastworp$/);

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
    const plain = await context.newPage();
    await plain.goto(`${base}/kalender?tak=mastworp`);
    await plain.getByRole("link", { name: "Meer weken tonen" }).click();
    await expect(plain).toHaveURL(/\/kalender\?tak=mastworp&vanaf=\d{4}-\d{2}-\d{2}$/);
    await expect(plain.getByRole("heading", { name: "Mastworp: uitstap" })).toBeVisible();
    await plain.getByRole("link", { name: "Terug naar deze week" }).click();
    await expect(plain.getByRole("heading", { name: "Mastworp: eerste vergadering" })).toBeVisible();
    await context.close();
  } finally {
    await rows.cleanUp();
  }
});

test.describe("the announcement", () => {
  let rows: Awaited<ReturnType<typeof ownRows>>;
  test.afterEach(async () => {
    await rows?.cleanUp();
  });

  test("set in the admin, shown at the top of every public page and announced, cleared again", LANG, async ({ page }, testInfo) => {
    // Three public pages through axe: about 25 s on a busy 2-core machine, too close to the default 30 s.
    test.setTimeout(60_000);
    rows = await ownRows(testInfo.project.use.baseURL!);
    await login(page);
    await page.goto("/admin?sectie=activiteiten");
    const tekst = "Door de storm gaan alle activiteiten van zaterdag niet door.";
    await page.getByLabel("Tekst", { exact: true }).fill(tekst);
    await page.getByLabel("Link (niet verplicht)").fill("/kalender");
    await page.getByLabel("Zichtbaar tot").fill(`${brusselsDay(2)}T18:00`);
    await page.getByRole("button", { name: "Mededeling Opslaan" }).click();
    await expect(page.getByText("De mededeling is opgeslagen.")).toBeVisible();

    for (const path of ["/", "/takken/welpen", "/kalender"]) {
      await page.goto(path);
      const banner = page.getByRole("complementary", { name: "Mededeling" });
      await expect(banner.getByRole("alert")).toContainText(tekst);
      await expect(banner.getByRole("link", { name: "Meer info" })).toHaveAttribute("href", "/kalender");
      // The page's own heading is not hidden under it.
      const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
      const bannerBox = await banner.boundingBox();
      expect(heading!.y).toBeGreaterThan(bannerBox!.y + bannerBox!.height);
    }
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`mededeling-${testInfo.project.name}.png`), animations: "disabled" });

    await page.goto("/admin?sectie=activiteiten");
    // Not in the admin, where it is edited.
    await expect(page.getByRole("complementary", { name: "Mededeling" })).toHaveCount(0);
    await page.getByRole("button", { name: "Mededeling Verwijderen" }).click();
    await expect(page.getByText("De mededeling is verwijderd.")).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("complementary", { name: "Mededeling" })).toHaveCount(0);
  });
});
