import { request as playwrightRequest } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousA11yViolations } from "./axe";
import { E2E_PASSWORD } from "./own-rows";
import { expect, test, type Page, LANG } from "./test";

// The group's own site from a phone: the Beheerder renames the group, uploads a logo and edits the Welpen text in the
// admin ('Instellingen'), and every public page shows it at once. The server is shared with the other specs: the
// starting values are put back through the API afterwards.

test.skip(({ viewport }) => (viewport?.width ?? 0) > 375, "a phone at 375 px: the mobile project");

async function login(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel("Wachtwoord").fill(E2E_PASSWORD);
  await page.getByLabel("Wachtwoord").press("Enter");
  await expect(page.getByRole("heading", { name: "Admin Toegang" })).toHaveCount(0);
}

/** A square logo as a phone's photo library would have it: a JPEG of 800 x 800. */
function logo(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 800, channels: 3, background: "#ffffff" } })
    .composite([{ input: Buffer.from('<svg width="800" height="800"><circle cx="400" cy="400" r="360" fill="#b1031c"/></svg>') }])
    .jpeg()
    .toBuffer();
}

/** Puts the starting values back: the name, the logo and the Welpen texts (the other specs read the demo group). */
async function restore(baseURL: string, welpen: { beschrijving: string; leeftijd: string; email: string }) {
  const api = await playwrightRequest.newContext({ baseURL });
  const { token } = (await (await api.post("/api/auth/token", { data: { password: E2E_PASSWORD } })).json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  await api.put("/api/instellingen", { headers, data: { naam: "Scouts Sint-Joris Demostad" } });
  await api.delete("/api/instellingen/logo", { headers });
  await api.put("/api/takken/2", { headers, data: welpen });
  await api.delete("/api/auth/token", { headers });
  await api.dispose();
}

test("a Beheerder renames the group, uploads a logo and edits the Welpen text from a phone", LANG, async ({ page, baseURL }) => {
  // Seven pages, each scanned by axe: longer than one page's test.
  test.setTimeout(120_000);
  const before = (await (await page.request.get("/api/takken/2")).json()) as { beschrijving: string; leeftijd: string; email: string };
  try {
    await login(page, "/admin?sectie=instellingen");
    await expect(page.getByRole("heading", { level: 1, name: "Instellingen Beheer" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Groep: a new name.
    await page.getByLabel("Naam", { exact: true }).fill("Scouts Sint-Pieter Gent");
    await page.getByRole("button", { name: "Gegevens Opslaan" }).click();
    await expect(page.getByText("De gegevens van de groep zijn opgeslagen.")).toBeVisible();
    await expect(page.locator("header").getByRole("link", { name: "Scouts Sint-Pieter Gent" })).toBeVisible();

    // A refused field says why, at the field, and the page keeps what was typed.
    const email = page.locator("#inhoud").getByLabel("E-mailadres");
    await email.fill("info@");
    await page.getByRole("button", { name: "Gegevens Opslaan" }).click();
    await expect(page.getByText("Vul een geldig e-mailadres in.")).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveValue("info@");

    // Logo: a picture from the phone.
    await page.getByRole("link", { name: "Logo", exact: true }).click();
    await expect(page.getByText("De site toont nog het logo waarmee ze geleverd werd.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("Nieuw logo").setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: await logo() });
    await page.getByRole("button", { name: "Logo Opladen" }).click();
    await expect(page.getByText("Het nieuwe logo staat op de site.")).toBeVisible();
    await expect(page.locator("header img").first()).toHaveAttribute("src", /^\/media\/logo-[a-f0-9]+\/128\.png$/);
    await expect(page.getByRole("button", { name: "Logo herstellen" })).toBeVisible();

    // Kleur and Teksten: the other parts open and pass the scan.
    await page.getByRole("link", { name: "Kleur", exact: true }).click();
    await expect(page.getByLabel("Kleurcode")).toHaveValue("#3D8B37");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Teksten", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Belangrijke momenten" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Boekjes (the section with the takken's texts, under 'Meer' on a phone): the Welpen's text.
    const beheer = page.getByRole("navigation", { name: "Beheer" });
    await beheer.locator("summary", { hasText: "Meer" }).click();
    await beheer.getByRole("link", { name: "Boekjes", exact: true }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Teksten van de Welpen bewerken" }).click();
    // A Beheerder edits the whole tak (name, kind, colour and texts) and comes back to the takken in 'Instellingen'.
    await expect(page.getByRole("heading", { level: 1, name: "Tak bewerken: Welpen" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("Beschrijving").fill("De welpen van Sint-Pieter spelen elke zondag in het Citadelpark.\n\nKom gerust eens kijken.");
    await page.getByRole("button", { name: "Wijzigingen Opslaan" }).click();
    await expect(page.getByText("De tak is opgeslagen.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Je takken" })).toBeVisible();

    // The public site, at once and without a restart.
    await page.goto("/takken/welpen");
    await expect(page).toHaveTitle("Welpen | Scouts Sint-Pieter Gent");
    await expect(page.getByText("De welpen van Sint-Pieter spelen elke zondag in het Citadelpark.")).toBeVisible();
    await expect(page.locator("footer")).toContainText("Scouts Sint-Pieter Gent");
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", /^\/media\/logo-[a-f0-9]+\/48\.png$/);
    const favicon = await page.request.get((await page.locator('link[rel="icon"]').getAttribute("href"))!);
    expect(favicon.headers()["content-type"]).toBe("image/png");
  } finally {
    await restore(baseURL!, before);
  }
});

test("demo removal asks first, and the dialog works with the keyboard", async ({ page }) => {
  await login(page, "/admin?sectie=instellingen");
  const remove = page.getByRole("button", { name: "Demo-inhoud verwijderen" });
  await remove.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Demo-inhoud verwijderen?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Annuleren" })).toBeFocused();
  // It says what changes: the demo's rows go, and the details still the demo group's are emptied.
  await expect(dialog).toContainText(/Verwijderd: \d+ leiding/);
  await expect(dialog).toContainText("Leeggemaakt, want nog die van de demogroep: naam, jaar van oprichting, adres");
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  // Nothing was removed: the demo leaders are still on the site.
  expect(((await (await page.request.get("/api/leiding")).json()) as unknown[]).length).toBeGreaterThan(5);

  // The timeline's rows: added and removed with the keyboard, focus stays where the hands are.
  await page.getByRole("link", { name: "Teksten", exact: true }).click();
  const add = page.getByRole("button", { name: "Moment toevoegen" });
  await add.focus();
  await page.keyboard.press("Enter");
  const rows = page.locator("form", { has: page.getByRole("heading", { name: "Belangrijke momenten" }) }).getByRole("listitem");
  const count = await rows.count();
  await expect(rows.last().getByLabel("Jaar")).toBeFocused();
  await rows.last().getByRole("button", { name: /^Verwijderen/ }).press("Enter");
  await expect(rows).toHaveCount(count - 1);
  await expect(add).toBeFocused();
});
