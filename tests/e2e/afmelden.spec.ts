import crypto from "node:crypto";
import { expect, test, type Locator, type Page } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";
import { openE2eDatabase } from "./e2e-database";
import { expectInView, loginAsTakleiding } from "./phone";

// The weekly loop (issue 39) on a 375 px phone: a parent reports an absence from 'Deze week' without an account (with
// JavaScript, keyboard-only, and without JavaScript) and sees the thanks where they look; a leader sees it in the admin;
// a family ticks its takken for one calendar feed; the tak page's messages to the parents.

test.skip(({ viewport }) => viewport?.width !== 375, "checked on a 375 px phone");

/** A child's name no other test uses, removed again afterwards (the e2e server's database is shared). */
function kind(): string {
  return `Lotte ${crypto.randomBytes(3).toString("hex")}`;
}

async function vergeet(naam: string) {
  const db = openE2eDatabase();
  try {
    await db.execute({ sql: "DELETE FROM afmelding WHERE naam = ?", args: [naam] });
  } finally {
    db.close();
  }
}

/** The first line of 'Deze week' that takes absences (the demo has coming activities for every age tak). */
function dezeWeekMetAfmelden(page: Page): Locator {
  return page.getByTestId("deze-week-regel").filter({ has: page.getByRole("link", { name: /^Afmelden/ }) }).first();
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe("'Afmelden' from 'Deze week'", () => {
  test("a parent reports an absence without an account and sees the thanks in view", async ({ page }) => {
    // Three pages checked with axe.
    test.slow();
    const naam = kind();
    try {
      await page.goto("/");
      const regel = dezeWeekMetAfmelden(page);
      const titel = (await regel.getByRole("link").first().textContent())!.trim();
      await regel.getByRole("link", { name: /^Afmelden/ }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(titel);
      await noSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page, { include: "main" });
      // The form says in one sentence who sees the name, and for how long.
      await expect(page.getByText("Enkel de leiding van de tak ziet de naam en de reden; ze worden 7 dagen na de activiteit gewist.")).toBeVisible();

      // Refused at the field, what was typed stays.
      await page.getByLabel("Reden").fill("Ze is ziek");
      await page.getByLabel("Naam van je kind").fill("   ");
      await page.getByRole("button", { name: "Afmelden" }).click();
      await expect(page.getByText("Vul de naam van je kind in.")).toBeVisible();
      await expect(page.getByLabel("Reden")).toHaveValue("Ze is ziek");

      await page.getByLabel("Naam van je kind").fill(naam);
      await page.getByRole("button", { name: "Afmelden" }).click();
      const bedankt = page.getByRole("status").filter({ hasText: `Bedankt. ${naam} is afgemeld voor ${titel} op ` });
      await expectInView(bedankt);
      await expect(bedankt).toBeFocused();
      await noSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page, { include: "main" });

      // 'Nog een kind afmelden': the empty form again, in place, its first field focused.
      await page.getByRole("button", { name: "Nog een kind afmelden" }).click();
      await expect(page.getByLabel("Naam van je kind")).toBeFocused();
      await expect(page.getByLabel("Naam van je kind")).toHaveValue("");
    } finally {
      await vergeet(naam);
    }
  });

  test("keyboard only", async ({ page }) => {
    const naam = kind();
    try {
      await page.goto("/");
      const link = dezeWeekMetAfmelden(page).getByRole("link", { name: /^Afmelden/ });
      const href = await link.getAttribute("href");
      // Tab to the first 'Afmelden' of 'Deze week', as a keyboard user would (bounded: the page has fewer stops).
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press("Tab");
        if (await page.evaluate((h) => document.activeElement?.getAttribute("href") === h, href)) break;
      }
      await expect(link).toBeFocused();
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/afmelden\/\d+/);
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-js-ready"));
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press("Tab");
        if (await page.evaluate(() => document.activeElement?.id === "afmelden-naam")) break;
      }
      await expect(page.getByLabel("Naam van je kind")).toBeFocused();
      await page.keyboard.type(naam);
      // Reason and address are optional: Enter in the name field sends the form.
      await page.keyboard.press("Enter");
      const bedankt = page.getByRole("status").filter({ hasText: `Bedankt. ${naam} is afgemeld` });
      await expectInView(bedankt);
      await expect(bedankt).toBeFocused();
    } finally {
      await vergeet(naam);
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form is a plain post whose answer shows the thanks in view", async ({ page }) => {
      const naam = kind();
      try {
        await page.goto("/");
        await dezeWeekMetAfmelden(page).getByRole("link", { name: /^Afmelden/ }).click();
        await page.getByLabel("Naam van je kind").fill(naam);
        await page.getByLabel("Je e-mailadres").fill("ouder@example.be");
        await page.getByRole("button", { name: "Afmelden" }).click();
        const bedankt = page.getByRole("status").filter({ hasText: `Bedankt. ${naam} is afgemeld` });
        await expectInView(bedankt);
        await noSidewaysScroll(page);
      } finally {
        await vergeet(naam);
      }
    });
  });
});

test("a leader on a phone sees 'Afmeldingen (1)' and the name", async ({ page, browser, baseURL }) => {
  // Two browsers, an invitation accepted and axe on the admin's long list: more than the usual 30 s on a busy machine.
  test.slow();
  const naam = kind();
  try {
    // A parent, in a browser of their own, reports a Kapoen absent.
    const ouderContext = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
    const ouder = await ouderContext.newPage();
    await ouder.goto("/takken/kapoenen");
    const kaart = ouder.getByTestId("activiteit").filter({ has: ouder.getByRole("link", { name: /^Afmelden/ }) }).first();
    const titel = (await kaart.getByRole("heading").textContent())!.trim();
    await kaart.getByRole("link", { name: /^Afmelden/ }).click();
    await ouder.getByLabel("Naam van je kind").fill(naam);
    await ouder.getByLabel("Reden").fill("Op familiefeest");
    await ouder.getByRole("button", { name: "Afmelden" }).click();
    await expect(ouder.getByRole("status").filter({ hasText: `Bedankt. ${naam}` })).toBeVisible();
    await ouderContext.close();

    await loginAsTakleiding(page, baseURL!, { takId: 1, naam: `Bever ${Date.now() % 100000}` });
    await page.goto("/admin?sectie=activiteiten");
    const rij = page.getByTestId("activiteit-rij").filter({ hasText: titel }).filter({ has: page.getByText(/^Afmeldingen \(/) }).first();
    const samenvatting = rij.getByText(/^Afmeldingen \(\d+\)/);
    await samenvatting.scrollIntoViewIfNeeded();
    await expect(samenvatting).toContainText(/Afmeldingen \(\d+\)/);
    await samenvatting.click();
    await expect(rij.getByText(naam)).toBeVisible();
    await expect(rij.getByText("Op familiefeest")).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, { include: "[data-testid=afmeldingen]" });
  } finally {
    await vergeet(naam);
  }
});

test.describe("one feed for a family", () => {
  test("ticking a second tak changes the links at once", async ({ page }) => {
    await page.goto("/takken/welpen");
    const blok = page.getByRole("group", { name: "Abonneren op de kalender" });
    await blok.getByText("Abonneren op de kalender").click();
    await expect(blok.getByRole("button", { name: "Link maken" })).toBeHidden();
    await blok.getByRole("checkbox", { name: "Jin" }).check();
    await expect(blok.getByRole("link", { name: "Toevoegen aan Apple/Outlook (webcal)" })).toHaveAttribute("href", "webcal://www.scoutsdemostad.be/kalender.ics?takken=welpen,jin");
    await expect(blok.getByRole("link", { name: "Toevoegen aan Google Agenda" })).toHaveAttribute(
      "href",
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent("webcal://www.scoutsdemostad.be/kalender.ics?takken=welpen,jin")}`,
    );
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, { include: "#abonneren" });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("'Link maken' opens the page with the takken ticked", async ({ page }) => {
      await page.goto("/kalender");
      const blok = page.getByRole("region", { name: "Abonneren op de kalender" });
      await blok.getByRole("checkbox", { name: "Kapoenen" }).check();
      await blok.getByRole("checkbox", { name: "Verkenners", exact: true }).check();
      await blok.getByRole("button", { name: "Link maken" }).click();
      await expect(page).toHaveURL(/\/kalender\?agenda=kapoenen&agenda=verkenners#abonneren$/);
      await expect(blok.getByRole("link", { name: "Toevoegen aan Apple/Outlook (webcal)" })).toHaveAttribute("href", "webcal://www.scoutsdemostad.be/kalender.ics?takken=kapoenen,verkenners");
      await expect(blok.getByLabel("Link van de kalender (om te kopiëren)")).toHaveValue("https://www.scoutsdemostad.be/kalender.ics?takken=kapoenen,verkenners");
    });
  });
});

test("the tak page shows its messages to the parents, each on a page of its own", async ({ page }) => {
  const db = openE2eDatabase();
  const sleutel = `e2e-${crypto.randomBytes(4).toString("hex")}`;
  try {
    const inhoud = {
      regel: "Nieuw uur: Bosspel (za 05/12, 13:00-16:00)",
      eerder: "Eerder: za 05/12, 14:00-17:00, Het bos",
      activiteiten: [{ titel: "Bosspel", dag: "zaterdag 05/12/2026", uren: "13:00 - 16:00", plaats: "Het bos", meebrengen: "Laarzen", takken: "Welpen", afgelast: false, reden: null, pad: "/kalender?tak=welpen" }],
    };
    const made = await db.execute({
      sql: "INSERT INTO melding_bericht (sleutel, soort, titel, inhoud, hele_groep, verstuurd_op) VALUES (?, 'wijziging', ?, ?, 0, ?)",
      args: [sleutel, inhoud.regel, JSON.stringify(inhoud), Date.now()],
    });
    await db.execute({ sql: "INSERT INTO melding_bericht_tak (bericht_id, tak_id) VALUES (?, 2)", args: [Number(made.lastInsertRowid)] });
    // A fresh page: the cached one may predate the row (the test wrote it behind the site's back).
    await page.goto(`/takken/welpen?e2e=${sleutel}`);
    const berichten = page.getByRole("region", { name: "Berichten aan de ouders" });
    await berichten.scrollIntoViewIfNeeded();
    await berichten.getByRole("link", { name: /Nieuw uur: Bosspel/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: inhoud.regel })).toBeVisible();
    await expect(page.getByText("Eerder: za 05/12, 14:00-17:00, Het bos")).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, { include: "main" });
  } finally {
    await db.execute({ sql: "DELETE FROM melding_bericht WHERE sleutel = ?", args: [sleutel] });
    db.close();
  }
});
