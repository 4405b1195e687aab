import { afterFrames, expect, holdScripts, test, type Page, LANG } from "./test";
import { beheerNav } from "./phone";
import { expectNoSeriousA11yViolations } from "./axe";
import { openE2eDatabase } from "./e2e-database";

const ERROR_TEXT = "Er is iets misgegaan. Probeer het later opnieuw of neem contact op via e-mail.";

function unique(testInfo: { project: { name: string } }, label: string) {
  return `${label} ${testInfo.project.name} ${Date.now()}`;
}

async function fillContact(page: Page, values: { name: string; email: string; subject: string; message: string; category?: string }) {
  await page.getByLabel("Naam").fill(values.name);
  await page.getByLabel("E-mailadres", { exact: true }).first().fill(values.email);
  if (values.category) await page.getByLabel("Categorie").selectOption(values.category);
  await page.getByLabel("Onderwerp").fill(values.subject);
  await page.getByLabel("Bericht").fill(values.message);
}

/** Logs in and opens a section through the sidebar. */
async function loginAdmin(page: Page, section: "Berichten" | "Nieuwsbrief") {
  await page.goto("/admin");
  await page.getByLabel("Wachtwoord").fill("e2e-wachtwoord");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Deze week" })).toBeVisible();
  const nav = await beheerNav(page);
  await nav.getByRole("link", { name: section }).click();
  await expect(page.getByRole("heading", { level: 1, name: section })).toBeVisible();
  // On a phone the new page closed 'Meer' again.
  await expect((await beheerNav(page)).getByRole("link", { name: section })).toHaveAttribute("aria-current", "page");
}

test.describe("contact form with JavaScript", () => {
  test("goes from idle to sending to the success panel, and back to an empty form", async ({ page }, testInfo) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: "Stuur ons een bericht" })).toBeVisible();
    await expect(page.getByLabel("Categorie")).toHaveValue("algemeen");
    await expect(page.getByLabel("E-mailadres", { exact: true }).first()).toHaveAttribute("type", "email");
    await expectNoSeriousA11yViolations(page);

    // Hold the request until the sending state has been seen (the test decides when it goes on, no timing).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/contact(\?.*)?$/, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await held;
      await route.continue();
    });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await fillContact(page, {
      name: "Els Janssens",
      email: "els@example.be",
      category: "inschrijving",
      subject: unique(testInfo, "Inschrijving"),
      message: "Dag leiding,\nMijn zoon wil graag komen proberen.",
    });
    await page.getByRole("button", { name: "Verstuur bericht" }).click();
    const sending = page.getByRole("button", { name: "Versturen..." });
    await expect(sending).toBeDisabled();
    release();

    await expect(page.getByRole("heading", { name: "Bericht verstuurd!" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Bericht verstuurd!" })).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Nieuw bericht versturen" }).click();
    await expect(page.getByRole("button", { name: "Verstuur bericht" })).toBeEnabled();
    await expect(page.getByLabel("Naam")).toHaveValue("");
    await expect(page.getByLabel("Onderwerp")).toHaveValue("");
    await expect(page.getByLabel("Bericht")).toHaveValue("");
    await expect(page.getByLabel("Categorie")).toHaveValue("algemeen");
  });

  test("shows the red banner above the still-filled form when sending fails", async ({ page }, testInfo) => {
    await page.goto("/contact");
    // A network failure between browser and server.
    await page.route(/\/contact(\?.*)?$/, (route) =>
      route.request().method() === "POST" ? route.abort("connectionfailed") : route.continue(),
    );
    const subject = unique(testInfo, "Mislukt");
    await fillContact(page, { name: "Piet", email: "piet@example.be", category: "vraag", subject, message: "Komt dit aan?" });
    await page.getByRole("button", { name: "Verstuur bericht" }).click();

    const banner = page.getByRole("alert").filter({ hasText: ERROR_TEXT });
    await expect(banner).toBeVisible();
    // The banner sits above the form's fields.
    const bannerBox = await banner.boundingBox();
    const nameBox = await page.getByLabel("Naam").boundingBox();
    expect(bannerBox!.y).toBeLessThan(nameBox!.y);
    await expect(page.getByLabel("Naam")).toHaveValue("Piet");
    await expect(page.getByLabel("Onderwerp")).toHaveValue(subject);
    await expect(page.getByLabel("Bericht")).toHaveValue("Komt dit aan?");
    await expect(page.getByLabel("Categorie")).toHaveValue("vraag");
    await expect(page.getByRole("button", { name: "Verstuur bericht" })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });
});

test("the map loads when the visitor scrolls near it, never while the page loads", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "commit" });
  const map = page.locator('iframe[title="location"]');
  await expect(map).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Vind ons hier" })).toBeVisible();
  expect(await map.getAttribute("src")).toBeNull();
  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-js-ready"));
  // At the top of the page the map is more than a screen away (on a phone and on a laptop): it has not loaded.
  await page.evaluate(() => window.scrollTo(0, 0));
  await afterFrames(page);
  expect(await map.evaluate((frame) => frame.getBoundingClientRect().top > window.innerHeight + 200)).toBe(true);
  expect(await map.getAttribute("src")).toBeNull();
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
  await expect(map).toBeVisible();
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the map loads as a plain frame", async ({ page }) => {
    await page.goto("/contact");
    const map = page.locator('iframe[title="location"]:visible');
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
  });

  test("a plain form post shows the success panel rendered by the server", async ({ page }, testInfo) => {
    await page.goto("/contact");
    await fillContact(page, { name: "Zonder JS", email: "nojs@example.be", subject: unique(testInfo, "Zonder JS"), message: "Hallo" });
    await page.getByRole("button", { name: "Verstuur bericht" }).click();
    await expect(page.getByRole("heading", { name: "Bericht verstuurd!" })).toBeVisible();
    await page.getByRole("button", { name: "Nieuw bericht versturen" }).click();
    await expect(page).toHaveURL(/\/contact\??$/);
    await expect(page.getByLabel("Naam")).toHaveValue("");
  });

  test("the server's validation messages appear next to the fields, with the values kept", async ({ page }) => {
    await page.goto("/contact");
    // Spaces pass the browser's `required`, not the server's check.
    await fillContact(page, { name: "   ", email: "kort@example.be", subject: "Onderwerp", message: "   " });
    await page.getByRole("button", { name: "Verstuur bericht" }).click();
    const name = page.getByLabel("Naam");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAttribute("aria-describedby", "contact-name-error");
    await expect(page.locator("#contact-name-error")).toHaveText("Naam is verplicht.");
    await expect(page.locator("#contact-message-error")).toHaveText("Bericht is verplicht.");
    await expect(page.getByLabel("Onderwerp")).toHaveValue("Onderwerp");
    await expect(page.getByLabel("E-mailadres", { exact: true }).first()).toHaveValue("kort@example.be");
    await expect(page.getByRole("heading", { name: "Bericht verstuurd!" })).toHaveCount(0);
  });
});

test.describe("newsletter sign-up in the footer", () => {
  for (const path of ["/", "/about"]) {
    test(`with JavaScript on ${path}: thanks without reloading, the same address again too`, async ({ page }, testInfo) => {
      await page.goto(path);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      const footer = page.locator("footer");
      const email = `ouder.${testInfo.project.name}.${path.length}.${Date.now()}@example.be`;
      for (let i = 0; i < 2; i++) {
        await footer.getByRole("textbox", { name: "E-mailadres" }).fill(email.toUpperCase());
        await footer.getByRole("button", { name: "Inschrijven" }).click();
        await expect(footer.getByText("Bedankt voor je inschrijving!")).toBeVisible();
        await expect(footer.getByRole("textbox", { name: "E-mailadres" })).toHaveValue("");
      }
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(new URL(page.url()).pathname).toBe(path);

      // Accepted by the browser's e-mail check, refused by the server's.
      await footer.getByRole("textbox", { name: "E-mailadres" }).fill("ouder@localhost");
      await footer.getByRole("button", { name: "Inschrijven" }).click();
      await expect(footer.getByText("Vul een geldig e-mailadres in.")).toBeVisible();
      await expect(footer.getByRole("textbox", { name: "E-mailadres" })).toHaveAttribute("aria-invalid", "true");
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    for (const path of ["/takken", "/contact"]) {
      test(`on ${path}: back on the same page with the thanks in the footer`, async ({ page }, testInfo) => {
        await page.goto(path);
        const footer = page.locator("footer");
        await footer.getByRole("textbox", { name: "E-mailadres" }).fill(`nojs.${testInfo.project.name}.${Date.now()}@example.be`);
        await footer.getByRole("button", { name: "Inschrijven" }).click();
        await expect(page).toHaveURL(new RegExp(`${path}\\?nieuwsbrief=ok#nieuwsbrief$`));
        await expect(footer.getByText("Bedankt voor je inschrijving!")).toBeVisible();
      });
    }

    test("an address the server refuses gets a Dutch message", async ({ page }) => {
      await page.goto("/about");
      const footer = page.locator("footer");
      await footer.getByRole("textbox", { name: "E-mailadres" }).fill("ouder@localhost");
      await footer.getByRole("button", { name: "Inschrijven" }).click();
      await expect(page).toHaveURL(/\/about\?nieuwsbrief=ongeldig#nieuwsbrief$/);
      await expect(footer.getByText("Vul een geldig e-mailadres in.")).toBeVisible();
    });
  });
});

test.describe("admin", () => {
  test("Berichten lists a sent message with its details and marks it handled", async ({ page }, testInfo) => {
    const subject = unique(testInfo, "Vraag over kamp");
    await page.goto("/contact");
    await fillContact(page, { name: "Admin Test", email: "admintest@example.be", category: "vraag", subject, message: "Regel één\nRegel twee" });
    await page.getByRole("button", { name: "Verstuur bericht" }).click();
    await expect(page.getByRole("heading", { name: "Bericht verstuurd!" })).toBeVisible();

    await loginAdmin(page, "Berichten");
    await expect((await beheerNav(page)).getByRole("link", { name: "Nieuwsbrief" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Berichten" })).toBeVisible();
    // On a phone 'Meer' is open now and lies over the messages: a tap beside it closes it.
    await page.getByRole("heading", { level: 1, name: "Berichten" }).click({ position: { x: 4, y: 4 } });
    await expect(page.getByRole("navigation", { name: "Beheer" }).locator("details[open]")).toHaveCount(0);

    const card = page.getByTestId("bericht").filter({ has: page.getByRole("heading", { name: subject }) });
    await expect(card).toContainText("Vraag");
    await expect(card).toContainText("Admin Test");
    await expect(card.getByRole("link", { name: "admintest@example.be" })).toHaveAttribute("href", "mailto:admintest@example.be");
    await expect(card).toContainText("Regel één");
    await expect(card).toContainText("Opgeslagen (geen e-mail ingesteld)");
    await expect(card).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    // Newest first: it is the first message.
    await expect(page.getByTestId("bericht").first()).toContainText(subject);
    await expectNoSeriousA11yViolations(page, { include: 'section[aria-labelledby="berichten-beheer"]' });

    await card.getByRole("button", { name: "Markeer als afgehandeld" }).click();
    await expect(card).toContainText("Afgehandeld op");
    await expect(card.getByRole("button", { name: "Markeer als open" })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("bericht").filter({ hasText: subject })).toContainText("Afgehandeld op");
  });

  test("Nieuwsbrief lists subscribers, exports CSV and removes one", LANG, async ({ page }, testInfo) => {
    const email = `export.${testInfo.project.name}.${Date.now()}@example.be`;
    await page.goto("/about");
    await page.locator("footer").getByRole("textbox", { name: "E-mailadres" }).fill(email);
    await page.locator("footer").getByRole("button", { name: "Inschrijven" }).click();
    await expect(page.locator("footer").getByText("Bedankt voor je inschrijving!")).toBeVisible();

    await expect(page.locator("footer").getByText("Bevestig je adres via de link in je mailbox.")).toBeVisible();
    const unconfirmed = `niet.${email}`;
    await page.locator("footer").getByRole("textbox", { name: "E-mailadres" }).fill(unconfirmed);
    await page.locator("footer").getByRole("button", { name: "Inschrijven" }).click();
    await expect(page.locator("footer").getByRole("textbox", { name: "E-mailadres" })).toHaveValue("");

    await loginAdmin(page, "Nieuwsbrief");
    await expect(page.getByRole("heading", { level: 1, name: "Nieuwsbrief" })).toBeVisible();
    const row = page.getByTestId("inschrijving-rij").filter({ hasText: email }).filter({ hasNotText: unconfirmed });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(row).toContainText("Niet bevestigd");
    await expectNoSeriousA11yViolations(page, { include: 'section[aria-labelledby="nieuwsbrief-beheer"]' });

    // The owner follows the mailed link (the e2e server sends no mail: tests/integration/nieuwsbrief-bevestiging.test.ts
    // follows the real link); here the database is told so directly.
    const db = openE2eDatabase();
    try {
      await db.execute({ sql: "UPDATE nieuwsbrief_inschrijving SET confirmed_at = ? WHERE email = ?", args: [Date.now(), email] });
    } finally {
      db.close();
    }
    await page.reload();
    await expect(row).toContainText("Bevestigd");
    await expect(row).not.toContainText("Niet bevestigd");
    await expect(page.getByTestId("inschrijving-rij").filter({ hasText: unconfirmed })).toContainText("Niet bevestigd");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exporteer CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^nieuwsbrief-\d{4}-\d{2}-\d{2}\.csv$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString("utf8");
    expect(csv).toContain("E-mailadres,Ingeschreven op");
    expect(csv).toContain(email);
    // Only confirmed addresses are subscribers.
    expect(csv).not.toContain(unconfirmed);

    await row.getByRole("button", { name: `${email} verwijderen` }).click();
    const dialog = page.getByRole("dialog", { name: "Bevestig verwijderen" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Verwijderen" }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText("De inschrijving is verwijderd.")).toBeVisible();
  });

  test("the export and the sections need the admin session", async ({ page, request }) => {
    const res = await request.get("/admin/nieuwsbrief.csv", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toMatch(/^\/admin\?next=/);
    await page.goto("/admin?sectie=berichten");
    await expect(page.getByRole("heading", { name: "Admin Toegang" })).toBeVisible();
    await expect(page.getByTestId("bericht")).toHaveCount(0);
  });
});
