import { request as playwrightRequest } from "@playwright/test";
import { expect, test, type Page, LANG } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";
import { E2E_PASSWORD, ownRows } from "./own-rows";

// The camps (issue 28) as parents use them. The demo content has a camp for every age tak next July; the Welpen's
// is 18-24 July in Gedinne, with a packing list and a kampboekje.

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe("a parent on a phone", () => {
  test.skip(({ viewport }) => viewport?.width !== 375, "the parents' flow is checked on a 375 px phone");

  test("finds the Welpen camp's packing list from the start page in two taps, and the ticks survive a reload", async ({ page }) => {
    await page.goto("/");
    // Tap 1: the Welpen in the start page's camps.
    await page.getByRole("region", { name: /^Op kamp/ }).getByRole("link", { name: /^Welpen/ }).click();
    await expect(page).toHaveURL("/kamp/welpen");
    await expect(page.getByRole("heading", { level: 1, name: "Welpenkamp" })).toBeVisible();
    // Tap 2: straight to the packing list.
    await page.getByRole("navigation", { name: "Op deze pagina" }).getByRole("link", { name: "Paklijst" }).click();
    const paklijst = page.getByRole("region", { name: "Paklijst" });
    await expect(paklijst.getByRole("heading", { name: "Paklijst" })).toBeInViewport();

    await paklijst.getByRole("checkbox", { name: "Slaapzak" }).check();
    await paklijst.getByRole("checkbox", { name: "Regenjas" }).check();
    await expect(paklijst.getByText(/^2 van \d+ ingepakt$/)).toBeVisible();
    await noSidewaysScroll(page);

    await page.reload();
    const again = page.getByRole("region", { name: "Paklijst" });
    await expect(again.getByRole("checkbox", { name: "Slaapzak" })).toBeChecked();
    await expect(again.getByRole("checkbox", { name: "Regenjas" })).toBeChecked();
    await expect(again.getByRole("checkbox", { name: "Matje of veldbed" })).not.toBeChecked();
    await expect(again.getByText(/^2 van \d+ ingepakt$/)).toBeVisible();
    // Another camp's list has ticks of its own.
    await page.goto("/kamp/kapoenen");
    await expect(page.getByRole("region", { name: "Paklijst" }).getByRole("checkbox", { name: "Slaapzak" })).not.toBeChecked();
  });
});

test("the camp pages: every tak's camp on /kamp, everything on /kamp/welpen, the camp on the tak page", async ({ page }, testInfo) => {
  expect((await page.goto("/kamp"))?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Kamp \|/);
  // 'Kamp' is in the navigation all year (docs/decisions/0018-kamp-pages.md), after 'Kalender'.
  for (const menu of await page.getByRole("banner").getByRole("list").all()) {
    expect((await menu.getByRole("link").allTextContents()).slice(0, 4)).toEqual(["Nieuws", "Takken", "Kalender", "Kamp"]);
  }
  const kampen = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(kampen.getByRole("heading", { level: 2 })).toHaveText(["Kapoenenkamp", "Welpenkamp", "Pionierskamp", "Jongverkennerskamp", "Verkennerskamp", "Buitenlands kamp"]);
  await expect(page.getByRole("link", { name: /Naar het kamp van de Welpen/ })).toHaveAttribute("href", "/kamp/welpen");
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`kampen-${testInfo.project.name}.png`), fullPage: true, animations: "disabled" });

  await page.goto("/kamp/welpen");
  await expect(page).toHaveTitle(/^Welpenkamp \|/);
  await expect(page.getByText(/^18-24 juli \d{4} in Gedinne$/)).toBeVisible();
  await expect(page.getByText(/^Nog \d+ dagen tot het vertrek$/)).toBeVisible();
  const praktisch = page.getByRole("region", { name: "Praktisch" });
  await expect(praktisch.getByText(/18 juli \d{4} om 10:00$/)).toBeVisible();
  await expect(praktisch.getByText("€ 165")).toBeVisible();
  await expect(praktisch.getByText(/^Geld mag geen drempel zijn/)).toBeVisible();
  await expect(praktisch.getByRole("link", { name: /Toon op de kaart/ })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Kamphuis%20Zonnedauw/);
  const inschrijven = page.getByRole("region", { name: "Inschrijven" });
  await expect(inschrijven.getByRole("link", { name: /Inschrijven voor het kamp/ })).toHaveAttribute("href", /^https:\/\//);
  await expect(inschrijven.getByText(/15 juni/)).toBeVisible();
  const boekje = page.getByRole("region", { name: "Documenten" }).getByRole("link", { name: /Kampboekje/ });
  const download = await page.request.get((await boekje.getAttribute("href"))!);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="kampboekje-welpenkamp-\d{4}\.pdf"$/);
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(page.getByRole("region", { name: "Contact tijdens het kamp" }).getByRole("link", { name: /0470/ })).toHaveAttribute("href", /^tel:0470/);
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`kamp-welpen-${testInfo.project.name}.png`), fullPage: true, animations: "disabled" });

  await page.goto("/takken/welpen");
  const banner = page.getByRole("region", { name: "Kamp 18-24 juli in Gedinne" });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("link", { name: "Alles over het kamp" })).toHaveAttribute("href", "/kamp/welpen");
  // Prominent: above the description of the tak.
  expect((await banner.boundingBox())!.y).toBeLessThan((await page.getByRole("heading", { name: "Over deze tak" }).boundingBox())!.y);
  expect((await page.request.get("/kamp/leiding")).status()).toBe(404);
});

test("without JavaScript the camp page shows the packing list and the date", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto(new URL("/kamp/welpen", testInfo.project.use.baseURL).toString());
  await expect(page.getByText(/^Nog \d+ dagen tot het vertrek$/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Paklijst" }).getByRole("checkbox", { name: "Slaapzak" })).toBeVisible();
  await context.close();
});

test("subscribing: one tap to Google, one to Apple/Outlook, and the https link copied, in 'Blijf op de hoogte' of the tak page", async ({ page, context }, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/takken/welpen");
  const blok = page.getByRole("group", { name: "Abonneren op de kalender" });
  // Closed until tapped, below the coming activities (issue 51).
  await expect(blok.getByRole("link", { name: "Toevoegen aan Google Agenda" })).toBeHidden();
  const top = (locator: typeof blok) => locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(await top(blok)).toBeGreaterThan(await top(page.getByRole("heading", { name: "Komende activiteiten" })));
  expect(await top(blok)).toBeLessThan(await top(page.getByRole("heading", { name: "Over deze tak" })));
  await blok.getByText("Abonneren op de kalender").click();
  const webcal = "webcal://www.scoutsdemostad.be/takken/welpen/kalender.ics";
  await expect(blok.getByRole("link", { name: "Toevoegen aan Google Agenda" })).toHaveAttribute(
    "href",
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  );
  await expect(blok.getByRole("link", { name: "Toevoegen aan Apple/Outlook (webcal)" })).toHaveAttribute("href", webcal);
  await blok.getByRole("button", { name: "Link kopiëren" }).click();
  await expect(blok.getByText("De link is gekopieerd.", { exact: false })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("https://www.scoutsdemostad.be/takken/welpen/kalender.ics");
  // The help per platform, in a disclosure.
  await blok.getByText("Hulp bij abonneren").click();
  for (const platform of ["Android en Google Agenda", "iPhone en iPad", "Outlook"]) await expect(blok.getByText(platform, { exact: true })).toBeVisible();
  // No one-off .ics download as a button any more.
  await expect(page.getByRole("link", { name: "Zet in je agenda" })).toHaveCount(0);
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`abonneren-${testInfo.project.name}.png`), animations: "disabled" });

  // /kalender: all takken's feed, or the chosen tak's.
  await page.goto("/kalender");
  const alle = page.getByRole("region", { name: "Abonneren op de kalender" });
  await expect(alle.getByRole("link", { name: "Toevoegen aan Apple/Outlook (webcal)" })).toHaveAttribute("href", "webcal://www.scoutsdemostad.be/kalender.ics");
  await page.goto("/kalender?tak=pioniers");
  await expect(page.getByRole("region", { name: "Abonneren op de kalender" }).getByRole("link", { name: "Toevoegen aan Apple/Outlook (webcal)" })).toHaveAttribute(
    "href",
    "webcal://www.scoutsdemostad.be/takken/pioniers/kalender.ics",
  );
});

test.describe("a leader on a phone", () => {
  test.skip(({ viewport }) => viewport?.width !== 375, "the leaders' flow is checked on a 375 px phone");
  const TITEL = "Testkamp van de pioniers";

  test.afterAll(async () => {
    const rows = await ownRows(test.info().project.use.baseURL!);
    const api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL! });
    const list = (await (await api.get("/api/activiteiten?tak=pioniers")).json()) as { id: number; titel: string }[];
    for (const a of list.filter((a) => a.titel === TITEL)) await api.delete(`/api/activiteiten/${a.id}`, { headers: { Authorization: `Bearer ${rows.token}` } });
    await api.dispose();
    await rows.cleanUp();
  });

  test("ticks 'Kamp': its fields appear, wrong ones are refused at the field, and a PDF is added to the saved camp", LANG, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/admin");
    await page.getByLabel("Wachtwoord").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Deze week" })).toBeVisible();
    await page.goto("/admin/activiteit/add");

    const prijs = page.getByLabel("Prijs in euro (niet verplicht)");
    await expect(prijs).toBeHidden();
    await page.getByLabel("Titel").fill(TITEL);
    await page.getByRole("checkbox", { name: "Pioniers" }).check();
    await page.getByLabel("Begin (datum en uur)").fill("2030-07-21T10:00");
    await page.getByLabel("Einde (niet verplicht)").fill("2030-07-30T16:00");
    await page.getByLabel("Plaats (niet verplicht)", { exact: true }).fill("Vresse-sur-Semois");
    await page.getByRole("checkbox", { name: "Kamp" }).check();
    await expect(prijs).toBeVisible();
    await prijs.fill("-10");
    await page.getByLabel("Link om in te schrijven (niet verplicht)").fill("http://inschrijven.example.be");
    await page.getByLabel("Inschrijven tot en met (niet verplicht)").fill("2030-07-25");
    await page.getByLabel("Paklijst (niet verplicht)").fill("Slaapzak\nZakmes");
    await noSidewaysScroll(page);
    await page.getByRole("button", { name: "Activiteit Toevoegen" }).click();
    // Every refusal at once, each at its field.
    await expect(page.getByText("De prijs kan niet negatief zijn")).toBeVisible();
    await expect(page.getByText("Geef een link die begint met https://")).toBeVisible();
    await expect(page.getByText("De inschrijvingsdeadline moet voor de dag van vertrek liggen")).toBeVisible();
    await expect(prijs).toBeFocused();

    await prijs.fill("195");
    await page.getByLabel("Link om in te schrijven (niet verplicht)").fill("https://inschrijven.example.be/pioniers");
    await page.getByLabel("Inschrijven tot en met (niet verplicht)").fill("2030-06-30");
    await page.getByRole("button", { name: "Activiteit Toevoegen" }).click();
    // A new camp goes on to its documents: no looking for its row in the list.
    await expect(page.getByText("Het kamp is opgeslagen. Voeg hier het kampboekje en de andere documenten toe.")).toBeVisible();
    const documenten = page.getByRole("region", { name: "Documenten van het kamp" });
    await documenten.getByLabel("PDF-bestand").setInputFiles({ name: "brief.txt", mimeType: "application/pdf", buffer: Buffer.from("geen pdf") });
    await documenten.getByRole("button", { name: "Document Toevoegen" }).click();
    await expect(page.getByRole("region", { name: "Documenten van het kamp" }).getByText("Alleen PDF bestanden zijn toegestaan")).toBeVisible();

    const again = page.getByRole("region", { name: "Documenten van het kamp" });
    await again.getByLabel("Titel (niet verplicht)").fill("Medische fiche");
    await again.getByLabel("PDF-bestand").setInputFiles({ name: "fiche.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
    await again.getByRole("button", { name: "Document Toevoegen" }).click();
    await expect(page.getByText("Het document is toegevoegd aan het kamp.")).toBeVisible();
    const link = page.getByRole("region", { name: "Documenten van het kamp" }).getByRole("link", { name: "Medische fiche" });
    const download = await page.request.get((await link.getAttribute("href"))!);
    expect(download.headers()["content-disposition"]).toBe('attachment; filename="medische-fiche.pdf"');
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, { include: "main" });
  });
});
