import { expectNoSeriousA11yViolations } from "./axe";
import { openE2eDatabase } from "./e2e-database";
import { E2E_PASSWORD, ownRows } from "./own-rows";
import { dagVanaf, loginAsTakleiding } from "./phone";
import { expect, test, type Page, LANG } from "./test";

const WELPEN = 2;

// Issue 51: the week on a phone (375 x 740). A parent's tak page opens on what is next; the admin's own content starts
// on the first screen.

test.skip(({ viewport }) => viewport?.width !== 375, "a phone's first screen: checked at 375 x 740 px (the mobile project)");

test("every tak page shows its next activity's title on the first screen, and 'Blijf op de hoogte' below the activities", async ({ page }) => {
  await page.goto("/takken");
  const links = await page.locator('main a[href^="/takken/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")!))]);
  expect(links.length, "the demo's takken").toBeGreaterThanOrEqual(9);
  let metActiviteiten = 0;
  for (const pad of links) {
    await page.goto(pad);
    const komend = page.getByRole("region", { name: "Komende activiteiten" });
    if ((await komend.count()) === 0) continue;
    metActiviteiten++;
    const titel = komend.getByTestId("activiteit").first().getByRole("heading");
    const onder = await titel.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    expect(onder, `${pad}: '${await titel.textContent()}' on the first screen`).toBeLessThanOrEqual(740);
    // The calendar and the messages: one block below the activities, closed until tapped.
    const blijf = page.getByRole("region", { name: "Blijf op de hoogte" });
    const top = async (el: typeof blijf) => el.evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
    expect(await top(blijf), pad).toBeGreaterThan(await top(komend));
    await expect(blijf.getByRole("group", { name: "Abonneren op de kalender" })).not.toHaveAttribute("open");
    await expect(blijf.getByRole("group", { name: "Op de hoogte blijven" })).not.toHaveAttribute("open");
    await expect(blijf.getByRole("button", { name: "Inschrijven voor meldingen" })).toBeHidden();
  }
  expect(metActiviteiten, "the demo's age takken have coming activities").toBeGreaterThanOrEqual(6);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Blijf op de hoogte' opens on a tap, and the page answering its form opens it", async ({ page }) => {
    await page.goto("/takken/welpen");
    const abonneren = page.getByRole("group", { name: "Abonneren op de kalender" });
    await abonneren.getByText("Abonneren op de kalender").click();
    await abonneren.getByRole("checkbox", { name: "Jin" }).check();
    await abonneren.getByRole("button", { name: "Link maken" }).click();
    await expect(page).toHaveURL(/\/takken\/welpen\?agenda=welpen&agenda=jin#abonneren$/);
    await expect(page.getByRole("group", { name: "Abonneren op de kalender" }).getByRole("link", { name: "Toevoegen aan Apple/Outlook (webcal)" })).toHaveAttribute(
      "href",
      "webcal://www.scoutsdemostad.be/kalender.ics?takken=welpen,jin",
    );
  });
});

/** The h1 of the admin page: where its top is, in CSS pixels from the top of the page. */
async function headingTop(page: Page): Promise<number> {
  const heading = page.locator("h1").first();
  await expect(heading).toBeVisible();
  return heading.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}

test("every admin page's own heading starts within the first 200 px, under a compact bar with 'Meer'", LANG, async ({ page }) => {
  test.setTimeout(90_000);
  for (const pad of ["/admin", "/admin/wachtwoord-vergeten"]) {
    await page.goto(pad);
    expect(await headingTop(page), pad).toBeLessThanOrEqual(200);
  }
  await page.goto("/admin");
  await page.getByLabel("Wachtwoord").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Deze week" })).toBeVisible();
  const secties = ["week", "leiding", "activiteiten", "geschiedenis", "boekjes", "fotos", "berichten", "meldingen", "nieuwsbrief", "accounts", "logboek", "instellingen"];
  const formulieren = ["/admin/account", "/admin/account/add", "/admin/leiding/add", "/admin/kenteken/add", "/admin/activiteit/add", "/admin/activiteit/reeks", "/admin/tak/welpen"];
  for (const pad of [...secties.map((s) => `/admin?sectie=${s}`), ...formulieren]) {
    await page.goto(pad);
    expect(await headingTop(page), pad).toBeLessThanOrEqual(200);
  }

  // The bar: four sections and 'Meer', one row; the rest behind 'Meer', by keyboard too.
  const balk = page.getByTestId("korte-balk");
  await expect(balk.getByRole("link")).toHaveText(["Deze week", "Activiteiten", "Leiding", "Berichten"]);
  const rij = await balk.evaluate((el) => el.getBoundingClientRect().height);
  expect(rij, "one row").toBeLessThan(80);
  const meer = balk.locator("summary", { hasText: "Meer" });
  await expect(balk.getByRole("link", { name: "Logboek" })).toBeHidden();
  await meer.focus();
  await page.keyboard.press("Enter");
  await expect(balk.getByRole("link", { name: "Logboek" })).toBeVisible();
  await expect(balk.getByRole("link", { name: "Mijn account" })).toBeVisible();
  await expect(balk.getByRole("button", { name: "Uitloggen" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: "nav[aria-label=Beheer]" });
  await page.keyboard.press("Escape");
  await expect(balk.getByRole("link", { name: "Logboek" })).toBeHidden();
  await expect(meer).toBeFocused();
  // A section behind 'Meer' opens, and the disclosure closes on the new page.
  await meer.click();
  await balk.getByRole("link", { name: "Logboek" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Logboek" })).toBeVisible();
  await expect(balk.getByRole("link", { name: "Logboek" })).toBeHidden();
  await expect(balk.getByRole("link", { name: "Logboek", includeHidden: true })).toHaveAttribute("aria-current", "page");
});

test("a Takleiding's first view is their tak's week: tomorrow's activity with its absence, on the first screen", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const rows = await ownRows(baseURL!);
  const suffix = Date.now() % 100000;
  const naam = `Mowgli ${suffix}`;
  try {
    const morgen = await rows.activiteit({ titel: `Welpenspel ${suffix}`, takken: ["welpen"], start: dagVanaf(1, "14:00"), einde: dagVanaf(1, "17:00"), plaats: "Het bos" });
    const ander = await rows.activiteit({ titel: `Kapoenenspel ${suffix}`, takken: ["kapoenen"], start: dagVanaf(1, "14:00"), einde: dagVanaf(1, "17:00") });
    // A parent reports the absence, as on the site.
    await page.goto(`/afmelden/${morgen.id}`);
    await page.getByLabel("Naam van je kind").fill(naam);
    await page.getByLabel("Reden").fill("Op familiefeest");
    await page.getByRole("button", { name: "Afmelden" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Bedankt. ${naam} is afgemeld` })).toBeVisible();

    await loginAsTakleiding(page, baseURL!, { takId: WELPEN, naam: `Akela ${suffix}` });
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Deze week" })).toBeVisible();
    const kaart = page.getByTestId("week-activiteit").filter({ hasText: morgen.titel });
    await expect(kaart.getByText("Afmeldingen (1)")).toBeVisible();
    await expect(kaart.getByText("Op familiefeest")).toBeVisible();
    for (const zichtbaar of [kaart.getByRole("heading", { name: morgen.titel }), kaart.getByText(naam)]) {
      const onder = await zichtbaar.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
      expect(onder, "without scrolling").toBeLessThanOrEqual(740);
    }
    // Their own tak only; the buttons of 'Activiteiten' one tap away.
    await expect(page.getByText(ander.titel)).toHaveCount(0);
    await expect(kaart.getByRole("link", { name: `${morgen.titel} bewerken` })).toHaveAttribute("href", `/admin/activiteit/${morgen.id}`);
    await expect(kaart.getByRole("link", { name: `${morgen.titel} dupliceren (een week later)` })).toHaveAttribute("href", `/admin/activiteit/add?kopie=${morgen.id}`);
    await expectNoSeriousA11yViolations(page, { include: "#inhoud" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Cancelling with its reason, from the week.
    await kaart.locator("summary", { hasText: "Afgelasten" }).click();
    await kaart.getByLabel("Reden (niet verplicht)").fill("Storm voorspeld");
    await kaart.getByRole("button", { name: "Afgelasten", exact: true }).click();
    await expect(page.getByText("De activiteit is afgelast.")).toBeVisible();
    await expect(kaart.getByText("Storm voorspeld")).toBeVisible();

    // The full list starts at today; the past ones behind 'Eerdere activiteiten'.
    await page.goto("/admin?sectie=activiteiten");
    await expect(page.getByTestId("activiteit-rij").filter({ hasText: "Voorbij" })).toHaveCount(0);
    const eerdere = page.getByRole("button", { name: /^Eerdere activiteiten \(\d+\)$/ });
    if ((await eerdere.count()) > 0) {
      await eerdere.click();
      await expect(page.getByTestId("activiteit-rij").filter({ hasText: "Voorbij" }).first()).toBeVisible();
    }
  } finally {
    const db = openE2eDatabase();
    try {
      await db.execute({ sql: "DELETE FROM afmelding WHERE naam = ?", args: [naam] });
    } finally {
      db.close();
    }
    await rows.cleanUp();
  }
});
