import { expect, scriptReady, stayWhileLoading, test, type Page } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";
import { openE2eDatabase } from "./e2e-database";

const DEMO_PERIODS = 40;

function badges(page: Page) {
  return page.getByTestId("kentekens").getByRole("link");
}

function loadMore(page: Page) {
  return page.getByRole("link", { name: "Meer kentekens laden" });
}

test("history overview: intro, 30 badges newest first, timeline and the error notice", async ({ page }) => {
  const response = await page.goto("/geschiedenis");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Geschiedenis/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kentekens door de jaren heen" })).toBeVisible();
  await expect(badges(page)).toHaveCount(30);

  const years = await badges(page).evaluateAll((links) =>
    links.map((a) => Number(/(\d{4}) -/.exec(a.textContent ?? "")?.[1])),
  );
  expect(years).toEqual([...years].sort((a, b) => b - a));
  await expect(badges(page).first()).toHaveAttribute("href", "/geschiedenis/samen-verder");
  await expect(badges(page).first()).toContainText("2025 - heden");

  await expect(page.getByRole("heading", { name: "Belangrijke momenten" })).toBeVisible();
  for (const year of ["1956", "1970", "2001", "2016", "2019"]) {
    await expect(page.getByRole("listitem").filter({ hasText: year }).last()).toBeVisible();
  }
  await expect(page.getByText(/45-jarig jubileum/)).toBeVisible();
  await expect(page.getByText(/nieuwe lokalen/i).first()).toBeVisible();

  const notice = page.getByRole("note");
  await expect(notice).toContainText("fout");
  await expect(notice.getByRole("link", { name: "contactformulier" })).toHaveAttribute("href", "/contact");
  await expectNoSeriousA11yViolations(page);
});

test("'Meer kentekens laden' adds 6 at a time in place and disappears when all are shown", async ({ page }) => {
  await page.goto("/geschiedenis");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  await expect(loadMore(page)).toHaveAttribute("href", /\?toon=36$/);
  await loadMore(page).click();
  await expect(badges(page)).toHaveCount(36);
  await expect(page).toHaveURL(/\?toon=36$/);
  // Focus moves to the first badge that was added.
  await expect(badges(page).nth(30)).toBeFocused();

  await loadMore(page).click();
  await expect(badges(page)).toHaveCount(DEMO_PERIODS);
  await expect(loadMore(page)).toHaveCount(0);
  // No full reload happened: the marker set on the first page is still there.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test("'Meer kentekens laden' works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  try {
    await page.goto("/geschiedenis");
    await expect(badges(page)).toHaveCount(30);
    await loadMore(page).click();
    await expect(page).toHaveURL(/\?toon=36$/);
    await expect(badges(page)).toHaveCount(36);
    await loadMore(page).click();
    await expect(badges(page)).toHaveCount(DEMO_PERIODS);
    await expect(loadMore(page)).toHaveCount(0);
    // A bad or too small count falls back to the first 30.
    await page.goto("/geschiedenis?toon=abc");
    await expect(badges(page)).toHaveCount(30);
  } finally {
    await context.close();
  }
});

test("a broken badge image is replaced by the placeholder", async ({ page }) => {
  await page.route(/\/media\//, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/geschiedenis");
  const first = badges(page).first().locator("img");
  // Badges far from the screen are neither rendered nor fetched (content-visibility): on a phone, scroll to it.
  await first.scrollIntoViewIfNeeded();
  await expect(first).toHaveAttribute("src", "/kenteken-placeholder.svg");
  await expect(first).not.toHaveAttribute("srcset", /.+/);
  // Polled: the placeholder may still be loading right after the swap.
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("history detail: title, years, leadership, details, texts, badge and extra information", async ({ page }) => {
  const response = await page.goto("/geschiedenis/de-eerste-stappen");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "De eerste stappen" })).toBeVisible();
  await expect(page.getByText("1956 - 1959").first()).toBeVisible();
  await expect(page.getByText(/Groepsleiding:/).first()).toBeVisible();

  const details = page.locator("dl").first();
  await expect(details.locator("dt")).toHaveText(["Periode", "Aalmoezenier", "Groepsleiding", "Kamp"]);
  await expect(details.locator("dd")).toHaveText([
    "1956 - 1959",
    "E.H. Jozef Van Damme",
    "Georges Verbruggen",
    "Westerlo",
  ]);

  await expect(page.getByRole("heading", { name: "Geschreven tekst" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Een groep wordt geboren" })).toBeVisible();
  const text = page.getByText(/^In het najaar van 1956/);
  await expect(text).toHaveCSS("white-space", "pre-line");
  await expect(page.getByText(/^Het eerste kamp ging in de zomer van 1957/)).toBeVisible();

  const badge = page.getByRole("img", { name: "Kenteken van De eerste stappen" });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute("srcset", /160w/);
  await expect(badge).toHaveAttribute("width", "400");

  await expect(page.getByRole("heading", { name: "Extra informatie" })).toBeVisible();
  await expect(page.getByText("Dr. Peeters")).toBeVisible();
  await expect(page.getByText(/^Stichting van de groep op 14 oktober 1956/)).toBeVisible();

  await expect(page.getByRole("link", { name: "Terug naar overzicht" }).first()).toHaveAttribute(
    "href",
    "/geschiedenis",
  );
  await expectNoSeriousA11yViolations(page);
});

test("history detail: 'heden' for a running period; no extra box when there is nothing extra", async ({ page }) => {
  await page.goto("/geschiedenis/samen-verder");
  await expect(page.getByText("2025 - heden").first()).toBeVisible();
  await page.goto("/geschiedenis/een-zolder-in-de-pastorij");
  await expect(page.getByRole("heading", { level: 1, name: "Een zolder in de pastorij" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Extra informatie" })).toHaveCount(0);
  await expect(page.locator("dl").first().locator("dt")).toHaveText([
    "Periode",
    "Aalmoezenier",
    "Groepsleiding",
    "Kamp",
  ]);
});

test("history detail: fallbacks without title, texts, badge or details", async ({ page }) => {
  const db = openE2eDatabase();
  try {
    await db.execute({
      sql: "INSERT INTO geschiedenis (id, titel, beginjaar, eindjaar, created_at, updated_at) VALUES (?, '', 1901, NULL, ?, ?)",
      args: ["e2e-leeg", Date.now(), Date.now()],
    });
    // Fresh URLs: the server keeps rendered pages for a minute and these changes did not go through a write.
    await page.goto(`/geschiedenis/e2e-leeg?e2e=${Date.now()}`);
    await expect(page.getByRole("heading", { level: 1, name: "Onbekende periode" })).toBeVisible();
    await expect(page.getByText("1901 - heden").first()).toBeVisible();
    await expect(page.getByText("Geen verdere informatie beschikbaar voor deze periode.")).toBeVisible();
    await expect(page.getByText("Geen kenteken beschikbaar voor deze periode")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Extra informatie" })).toHaveCount(0);
    await expect(page.locator("dl").first().locator("dt")).toHaveText(["Periode"]);
  } finally {
    await db.execute("DELETE FROM geschiedenis WHERE id = 'e2e-leeg'");
    db.close();
  }
});

test("an unknown period answers 404 with the error view", async ({ page }) => {
  const response = await page.goto("/geschiedenis/bestaat-niet");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Periode niet gevonden" })).toBeVisible();
  await expect(page.getByText("De historische periode kon niet worden geladen")).toBeVisible();
  await expect(page.getByText(/later opnieuw/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Terug naar overzicht" })).toHaveAttribute("href", "/geschiedenis");
  await expectNoSeriousA11yViolations(page);
});

test("while a period loads the page shows 'Laden...', then the period", async ({ page }) => {
  await page.goto("/geschiedenis");
  let letThrough = await stayWhileLoading(page, /\/geschiedenis\/samen-verder$/);
  await badges(page).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Laden..." })).toBeVisible();
  await letThrough();
  await badges(page).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Samen verder" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Laden..." })).toHaveCount(0);

  // And back: the overview's own label, shown by the page's script (reached by a click: it may still be loading).
  await scriptReady(page);
  letThrough = await stayWhileLoading(page, /\/geschiedenis$/);
  await page.getByRole("link", { name: "Terug naar overzicht" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Geschiedenis laden..." })).toBeVisible();
  await letThrough();
  await page.getByRole("link", { name: "Terug naar overzicht" }).first().click();
  await expect(page.getByRole("heading", { name: "Kentekens door de jaren heen" })).toBeVisible();
});

test("the empty history shows 'Geen historische gegevens gevonden'", async ({ page }) => {
  const db = openE2eDatabase();
  try {
    // Park the periods and their texts in side tables for the length of this test.
    await db.batch(
      [
        "CREATE TABLE e2e_geschiedenis AS SELECT * FROM geschiedenis",
        "CREATE TABLE e2e_geschiedenis_artikel AS SELECT * FROM geschiedenis_artikel",
        "DELETE FROM geschiedenis",
      ],
      "write",
    );
    await page.goto(`/geschiedenis?e2e=${Date.now()}`);
    await expect(page.getByText("Geen historische gegevens gevonden")).toBeVisible();
    await expect(badges(page)).toHaveCount(0);
    await expect(loadMore(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Belangrijke momenten" })).toBeVisible();
  } finally {
    await db.batch(
      [
        "INSERT INTO geschiedenis SELECT * FROM e2e_geschiedenis",
        "INSERT INTO geschiedenis_artikel SELECT * FROM e2e_geschiedenis_artikel",
        "DROP TABLE e2e_geschiedenis",
        "DROP TABLE e2e_geschiedenis_artikel",
      ],
      "write",
    );
    db.close();
  }
});
