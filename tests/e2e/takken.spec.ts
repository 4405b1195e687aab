import fs from "node:fs";
import path from "node:path";
import { expect, stayWhileLoading, test, type Page } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";
import { e2eDataDir, openE2eDatabase } from "./e2e-database";

const TAK_ORDER = ["Kapoenen", "Welpen", "Pioniers", "Jongverkenners", "Verkenners", "Jin"];

/** The current month in Belgium, in Dutch, as the booklet label must name it. */
function currentDutchMonth(): string {
  return new Intl.DateTimeFormat("nl-BE", { month: "long", timeZone: "Europe/Brussels" }).format(new Date());
}

/** The current month in Belgium as a booklet's key, "2026-11". */
function currentMonthKey(): string {
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", timeZone: "Europe/Brussels" }).format(new Date()).slice(0, 7);
}

function leaderCards(page: Page) {
  return page.getByTestId("leider-card");
}

test("branch page shows hero, age, e-mail, description and the leaders of the branch", async ({ page }) => {
  const response = await page.goto("/takken/kapoenen");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Kapoenen/);
  await expect(page.getByRole("heading", { level: 1, name: "Kapoenen" })).toBeVisible();
  await expect(page.locator('img[src="/takken/kapoenen.svg"]')).toBeVisible();
  await expect(page.getByRole("link", { name: "Alle takken" })).toHaveAttribute("href", "/takken");
  await expect(page.getByText("6-8 jaar")).toBeVisible();
  await expect(page.locator('a[href="mailto:kapoenen@scoutsdemostad.be"]').first()).toBeVisible();

  await expect(page.getByRole("heading", { name: "Over deze tak" })).toBeVisible();
  const description = page.getByText(/^Bij de kapoenen zetten de jongste leden/);
  await expect(description).toBeVisible();
  await expect(description).toHaveCSS("white-space", "pre-line");

  // The admin tests may have uploaded a Kapoenen booklet already (this month's, or from the 25th next month's, which
  // the page shows from then on but the API does not count as current): the page shows whichever state is stored.
  const kapoenen = (await (await page.request.get("/api/takken/1")).json()) as { boekjeUrl: string | null };
  if (kapoenen.boekjeUrl) {
    await expect(page.getByRole("link", { name: /^Boekje Kapoenen \([a-z]+\)/ }).first()).toHaveAttribute("href", kapoenen.boekjeUrl);
  } else {
    await expect(page.getByText(/Nog geen boekje/).or(page.getByRole("link", { name: /^Boekje Kapoenen \([a-z]+\)/ }))).toBeVisible();
  }

  await expect(page.getByRole("heading", { name: "De Leiding" })).toBeVisible();
  const cards = leaderCards(page);
  await expect(cards).toHaveCount(3);
  // Branch leaders first.
  await expect(cards.first().getByRole("heading")).toHaveText("Lotte Vermeulen");
  await expectNoSeriousA11yViolations(page);

  // No test uploads a booklet for Pioniers.
  await page.goto("/takken/pioniers");
  await expect(page.getByText(/Nog geen boekje/)).toBeVisible();
  await expect(page.getByRole("link", { name: /^Boekje Pioniers/ })).toHaveCount(0);
});

test("leader cards: badges without the roles, a Takleiding badge, the phone only for role holders", async ({
  page,
}) => {
  await page.goto("/takken/kapoenen");
  const lotte = leaderCards(page).filter({ hasText: "Lotte Vermeulen" });
  await expect(lotte.getByRole("listitem")).toHaveText(["Kapoenen", "Takleiding"]);
  await expect(lotte.getByRole("link", { name: "0471 23 45 18" })).toHaveAttribute("href", "tel:0471234518");

  const jens = leaderCards(page).filter({ hasText: "Jens De Smet" });
  await expect(jens.getByRole("listitem")).toHaveText(["Kapoenen"]);
  await expect(jens.getByText("0486 12 77 03")).toHaveCount(0);
  await expect(jens.locator('a[href^="tel:"]')).toHaveCount(0);

  // Groepsleiding shows the phone too, but no Groepsleiding badge.
  await page.goto("/takken/jin");
  const pj = leaderCards(page).filter({ hasText: "Pieter-Jan Lambrechts" });
  await expect(pj.getByRole("listitem")).toHaveText(["Jin"]);
  await expect(pj.getByRole("link", { name: "0496 45 02 37" })).toBeVisible();
  const nina = leaderCards(page).filter({ hasText: "Nina Goossens" });
  await expect(nina.getByRole("listitem")).toHaveText(["Welpen", "Jin"]);
  await expect(nina.locator('a[href^="tel:"]')).toHaveCount(0);
});

test("leader photos are responsive, sized and lazy, served with long cache headers", async ({ page, request }) => {
  await page.goto("/takken/leiding");
  const photo = page.getByRole("img", { name: "Foto van Lotte Vermeulen" });
  // The demo portraits are 400 px wide: srcset names the widths that exist, the largest being the photo itself.
  await expect(photo).toHaveAttribute("srcset", /^\/media\/[a-f0-9]+-400\/160\.webp 160w, \S+\/320\.webp 320w, \S+\/400\.webp 400w$/);
  await expect(photo).toHaveAttribute("sizes", /px/);
  await expect(photo).toHaveAttribute("width", "400");
  await expect(photo).toHaveAttribute("height", "400");
  await expect(photo).toHaveAttribute("loading", "lazy");
  await expect(photo).toHaveAttribute("decoding", "async");
  const src = await photo.getAttribute("src");
  const image = await request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(image.headers()["cache-control"]).toMatch(/max-age=31536000/);
});

test("the leiding page lists every leader in branch order", async ({ page }) => {
  await page.goto("/takken/leiding");
  await expect(page.getByRole("heading", { level: 1, name: "Leiding" })).toBeVisible();
  const cards = leaderCards(page);
  await expect(cards).toHaveCount(16);
  const badgeLists = await cards.evaluateAll((els) =>
    els.map((el) => Array.from(el.querySelectorAll("li")).map((li) => li.textContent?.trim() ?? "")),
  );
  const rank = badgeLists.map((badges) => Math.min(...badges.map((b) => TAK_ORDER.indexOf(b)).filter((i) => i >= 0)));
  expect(rank).toEqual([...rank].sort((a, b) => a - b));
  expect(rank[0]).toBe(0);
  expect(rank.at(-1)).toBe(5);
  await expect(cards.first().getByRole("heading")).toHaveText("Lotte Vermeulen");
  await expect(page.getByText(/Boekje Leiding/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("mastworp has no leaders section and no booklet", async ({ page }) => {
  await page.goto("/takken/mastworp");
  await expect(page.getByRole("heading", { level: 1, name: "Mastworp" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Over deze tak" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "De Leiding" })).toHaveCount(0);
  await expect(leaderCards(page)).toHaveCount(0);
  await expect(page.getByText(/boekje/i)).toHaveCount(0);
});

test("the branch name in the URL is case-insensitive; unknown branches answer 404", async ({ page }) => {
  const upper = await page.goto("/takken/WELPEN");
  expect(upper?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Welpen" })).toBeVisible();

  for (const path of ["/takken/bevers", "/takken/takleiding"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Pagina niet gevonden" })).toBeVisible();
  }
});

test("an uploaded booklet is linked as 'Boekje {Tak} ({month})'", async ({ page, request }) => {
  const db = openE2eDatabase();
  const file = "welpen-e2e-boekje.pdf";
  const filePath = path.join(e2eDataDir(), "boekjes", file);
  try {
    fs.mkdirSync(path.dirname(filePath), { recursive: true });
    fs.writeFileSync(filePath, "%PDF-1.4\n% e2e\n");
    await db.execute({
      sql: "INSERT OR REPLACE INTO boekje (tak_id, maand, bestand, uploaded_at) VALUES (2, ?, ?, ?)",
      args: [currentMonthKey(), file, Date.now()],
    });

    // A fresh URL: the server keeps rendered pages for a minute and this change did not go through a write.
    await page.goto(`/takken/welpen?e2e=${Date.now()}`);
    const link = page.getByRole("link", { name: `Boekje Welpen (${currentDutchMonth()})`, exact: true });
    await expect(link).toHaveAttribute("href", `/boekjes/${file}`);
    await expect(page.getByText(/Nog geen boekje/)).toHaveCount(0);
    const pdf = await request.get(`/boekjes/${file}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toMatch(/pdf/);
  } finally {
    await db.execute({ sql: "DELETE FROM boekje WHERE tak_id = 2 AND bestand = ?", args: [file] });
    db.close();
    fs.rmSync(filePath, { force: true });
  }
});

test("while a branch loads the page shows a loading state, then the branch", async ({ page }) => {
  await page.goto("/takken");
  const letThrough = await stayWhileLoading(page, /\/takken\/pioniers$/);
  await page.getByRole("link", { name: /Pioniers/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Tak laden..." })).toBeVisible();
  await letThrough();
  await page.getByRole("link", { name: /Pioniers/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pioniers" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Tak laden..." })).toHaveCount(0);
  await expect(page).toHaveURL(/\/takken\/pioniers$/);
});
