// Issue 17: an admin prepares next scouting year on a phone and reveals it. The reveal changes the current year for
// everyone, so this spec runs on a server and data of its own (own-server.ts): the other specs see the demo's year,
// whatever the order.
import sharp from "sharp";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, type Page } from "./own-server";
import { LANG } from "./test";

const PASSWORD = "e2e-wachtwoord";
const NAAM = "E2E Nieuwjaar";

/** The scouting year (1 September - 31 August, Brussels) a moment falls in, as the year it starts in. */
function beginjaar(ms: number): number {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels", year: "numeric", month: "numeric" }).formatToParts(ms);
  const year = Number(parts.find((p) => p.type === "year")!.value);
  return Number(parts.find((p) => p.type === "month")!.value) >= 9 ? year : year - 1;
}
const label = (begin: number) => `${begin}-${begin + 1}`;

async function loggedIn(page: Page, path: string) {
  await page.goto(path);
  if (await page.getByRole("heading", { name: "Admin Toegang" }).isVisible()) {
    await page.getByLabel("Wachtwoord").fill(PASSWORD);
    await page.getByLabel("Wachtwoord").press("Enter");
  }
  await expect(page.getByRole("heading", { name: "Leiding Beheer" })).toBeVisible();
}

// The phone walk-through only: the desktop project leaves this file out (playwright.config.ts).
test("an admin prepares next year with a new leader, moves a tak, plans and then reveals it (375 px)", LANG, async ({ page, baseURL }) => {
  // A long walk-through: three times the usual limit, for a busy machine.
  test.slow();
  const huidig = label(beginjaar(Date.now()));
  const volgend = label(beginjaar(Date.now()) + 1);
  await loggedIn(page, "/admin?sectie=leiding");
  const jaar = page.getByRole("region", { name: /Scoutsjaar/ });
  await expect(jaar.getByRole("heading", { name: `Scoutsjaar ${huidig} (het huidige jaar, publiek)` })).toBeVisible();
  await expect(page.getByText(`Je bewerkt de leiding van scoutsjaar ${huidig}.`)).toBeVisible();

  // The demo already prepared next year; this walk-through starts it again, so it is thrown away first.
  await jaar.getByRole("link", { name: `${volgend} (nieuw)` }).click();
  await expect(page).toHaveURL(new RegExp(`jaar=${volgend}`));
  await page.getByRole("button", { name: "Concept verwijderen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Concept verwijderen" }).click();
  await expect(page.getByText("Het concept van het nieuwe scoutsjaar is verwijderd.")).toBeVisible();

  // 'Nieuw scoutsjaar', as a copy of this year.
  await expect(page.getByLabel(`Een kopie van ${huidig}`)).toBeChecked();
  await page.getByRole("button", { name: `Scoutsjaar ${volgend} voorbereiden` }).click();
  await expect(page.getByText("Het nieuwe scoutsjaar wordt voorbereid. Het blijft verborgen tot de bekendmaking.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`sectie=leiding&jaar=${volgend}`));
  await expect(page.getByText(`Je bewerkt de leiding van scoutsjaar ${volgend}.`)).toBeVisible();
  await expect(page.getByText(`Takken van scoutsjaar ${volgend} (nieuw, nog niet publiek)`)).toBeVisible();

  // A new leader, in the draft only.
  await page.getByRole("link", { name: "Nieuwe Leiding" }).click();
  await expect(page.getByText(`In scoutsjaar ${volgend}`)).toBeVisible();
  await page.getByLabel("Naam").fill(NAAM);
  await page.getByLabel("Tak", { exact: true }).selectOption({ label: "Kapoenen" });
  await page.getByLabel("Telefoonnummer").fill("0470 98 76 54");
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#4ebdb6" } }).jpeg().toBuffer();
  await page.getByLabel("Foto").setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByAltText("Voorbeeld van de foto")).toBeVisible();
  await page.getByRole("button", { name: "Leiding Toevoegen" }).click();
  await expect(page.getByText("De leiding is toegevoegd.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`sectie=leiding&jaar=${volgend}`));

  // Moving the new leader from the Kapoenen to the Welpen, with the same tools as any year.
  await page.getByPlaceholder("Zoek leiding op naam of tak...").fill(NAAM);
  const row = page.getByTestId("leiding-rij").filter({ hasText: NAAM });
  await row.getByLabel(`Tak van ${NAAM}`).selectOption({ label: "Welpen" });
  await row.getByRole("button", { name: `Tak van ${NAAM} opslaan` }).click();
  await expect(page.getByText("De tak is gewijzigd.")).toBeVisible();
  const leider = (await (await page.request.get(`/api/leiding?jaar=${volgend}`)).json()) as { id: number; name: string; takken: { tak_name: string }[] }[];
  const nieuw = leider.find((l) => l.name === NAAM)!;
  expect(nieuw.takken.map((t) => t.tak_name)).toEqual(["Welpen"]);

  // Not public before the reveal.
  const visitor = await page.context().browser()!.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto("/takken/welpen");
  await expect(publicPage.getByRole("heading", { name: "De Leiding" })).toBeVisible();
  await expect(publicPage.getByText(NAAM)).toHaveCount(0);

  // A reveal moment, then revealing at once after all.
  await page.goto(`/admin?sectie=leiding&jaar=${volgend}`);
  await page.getByLabel("Bekendmaking (datum en uur)").fill(`${beginjaar(Date.now()) + 2}-06-01T19:00`);
  await page.getByRole("button", { name: "Bekendmaking opslaan" }).click();
  await expect(page.getByText("Het moment van de bekendmaking is opgeslagen.")).toBeVisible();
  await expect(page.getByTestId("bekendmaking-status")).toContainText(`01/06/${beginjaar(Date.now()) + 2}`);
  await page.screenshot({ path: "/tmp/scoutsjaar-admin-375.png", fullPage: true });
  await expectNoSeriousA11yViolations(page, { include: "#inhoud" });

  await page.getByRole("button", { name: "Nu bekendmaken" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Iedereen ziet vanaf nu de leiding van ${volgend}.`);
  await dialog.getByRole("button", { name: "Nu bekendmaken" }).click();
  await expect(page.getByText("Het nieuwe scoutsjaar is bekendgemaakt.")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Scoutsjaar ${volgend} (het huidige jaar, publiek)` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Scoutsjaar ${label(beginjaar(Date.now()) + 2)} voorbereiden` })).toBeVisible();

  // Last year is now an archived year in the admin's year switch: names only, read-only.
  await page.getByRole("region", { name: /Scoutsjaar/ }).getByRole("link", { name: huidig, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Archief ${huidig}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Lotte Vermeulen uit het archief verwijderen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nieuwe Leiding" })).toHaveCount(0);
  await page.screenshot({ path: "/tmp/scoutsjaar-admin-archief-375.png", fullPage: true });
  await expectNoSeriousA11yViolations(page, { include: "#inhoud" });

  // Public at once, and last year is in the archive.
  await publicPage.goto("/takken/welpen");
  await expect(publicPage.getByText(NAAM)).toBeVisible();
  await publicPage.goto(`/geschiedenis/leiding/${huidig}`);
  await expect(publicPage.getByRole("heading", { name: `Leiding ${huidig}`, level: 1 })).toBeVisible();
  await expect(publicPage.getByRole("region", { name: "Kapoenen" })).toContainText("Lotte Vermeulen");
  await expect(publicPage.getByText(NAAM)).toHaveCount(0);
  await publicPage.setViewportSize({ width: 375, height: 740 });
  await publicPage.screenshot({ path: "/tmp/scoutsjaar-archief-375.png", fullPage: true });
  await expectNoSeriousA11yViolations(publicPage);
  await visitor.close();
});
