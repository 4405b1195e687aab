import crypto from "node:crypto";
import { expect, test, type Page, LANG } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";
import { openE2eDatabase } from "./e2e-database";
import { E2E_PASSWORD } from "./own-rows";

// Parents' messages (issue 25) on a 375 px phone: the sign-up block on a tak page (with and without JavaScript) and
// the manage link's page.

test.skip(({ viewport }) => viewport?.width !== 375, "checked on a 375 px phone");

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function forget(email: string) {
  const db = openE2eDatabase();
  try {
    await db.execute({ sql: "DELETE FROM outbox WHERE recipient = ?", args: [email] });
    await db.execute({ sql: "DELETE FROM melding_inschrijving WHERE adres = ?", args: [email] });
    await db.execute({ sql: "DELETE FROM melding_aanmelding WHERE adres = ?", args: [email] });
  } finally {
    db.close();
  }
}

test.describe("'Op de hoogte blijven' on a tak page", () => {
  test("signs up for the page's own tak, with a message at the field when something is missing", async ({ page }) => {
    const email = `welp-${crypto.randomBytes(4).toString("hex")}@example.be`;
    try {
      await page.goto("/takken/welpen");
      // Below the activities, closed until tapped (issue 51).
      const block = page.getByRole("group", { name: "Op de hoogte blijven" });
      await expect(block.getByLabel("E-mailadres")).toBeHidden();
      await block.getByText("Op de hoogte blijven").click();
      await block.scrollIntoViewIfNeeded();
      await expect(block.getByRole("checkbox", { name: "Welpen" })).toBeChecked();
      await expect(block.getByRole("checkbox", { name: "Kapoenen" })).not.toBeChecked();
      // The evening reminder is on for a new sign-up.
      await expect(block.getByRole("checkbox", { name: "Herinnering de avond voordien" })).toBeChecked();
      // The browser has the Push API and service workers: the device's button shows.
      await expect(block.getByRole("button", { name: "Meldingen op dit toestel" })).toBeVisible();
      await noSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page, { include: "#op-de-hoogte" });

      await block.getByLabel("E-mailadres").fill(email);
      await block.getByRole("checkbox", { name: "Welpen" }).uncheck();
      await block.getByRole("button", { name: "Inschrijven voor meldingen" }).click();
      await expect(block.getByText("Kies minstens één tak.")).toBeVisible();

      await block.getByRole("checkbox", { name: "Welpen" }).check();
      await block.getByRole("checkbox", { name: "Jin" }).check();
      await block.getByRole("button", { name: "Inschrijven voor meldingen" }).click();
      await expect(block.getByRole("status").filter({ hasText: "Bevestig je inschrijving via de link in je mailbox." })).toBeVisible();
      await expect(block.getByLabel("E-mailadres")).toHaveValue("");
      await noSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page, { include: "#op-de-hoogte" });

      // This server has no mail server (no SMTP_URL): a sign-up whose link cannot be mailed is not kept (nobody could
      // confirm it), and the answer says the same as always.
      const db = openE2eDatabase();
      try {
        const rows = await db.execute({ sql: "SELECT count(*) AS n FROM melding_aanmelding WHERE adres = ?", args: [email] });
        expect(Number(rows.rows[0]?.n)).toBe(0);
      } finally {
        db.close();
      }
    } finally {
      await forget(email);
    }
  });

  test("says where the browser refuses notifications", async ({ page }) => {
    await page.goto("/kalender?tak=kapoenen");
    const block = page.getByRole("region", { name: "Op de hoogte blijven" });
    await expect(block.getByRole("checkbox", { name: "Kapoenen" })).toBeChecked();
    await block.getByRole("button", { name: "Meldingen op dit toestel" }).click();
    await expect(block.getByText("Je browser staat geen meldingen toe voor deze site.")).toBeVisible();
  });
});

test.describe("the service worker", () => {
  test("once 'Meldingen op dit toestel' registered it, /kalender opens without a connection", async ({ page, context }) => {
    await context.grantPermissions(["notifications"]);
    await page.goto("/kalender?tak=welpen");
    await page.getByRole("region", { name: "Op de hoogte blijven" }).getByRole("button", { name: "Meldingen op dit toestel" }).click();
    // Registered and in control of the page (whatever the push service, which this machine cannot reach, answers).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
    await page.goto("/takken/welpen");
    await page.goto("/kalender");
    const eerste = await page.locator("main h4").first().textContent();
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "Kalender" })).toBeVisible();
      await expect(page.locator("main h4").first()).toHaveText(eerste!);
      await page.goto("/takken/welpen");
      await expect(page.getByRole("heading", { level: 1, name: "Welpen" })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the block is a plain form that answers on its own page", async ({ page }) => {
    const email = `zonder-js-${crypto.randomBytes(4).toString("hex")}@example.be`;
    try {
      await page.goto("/takken/kapoenen");
      const block = page.getByRole("group", { name: "Op de hoogte blijven" });
      await block.getByText("Op de hoogte blijven").click();
      await expect(block.getByRole("button", { name: "Meldingen op dit toestel" })).toHaveCount(0);
      await block.getByLabel("E-mailadres").fill(email);
      await block.getByRole("button", { name: "Inschrijven voor meldingen" }).click();
      await expect(page).toHaveURL(/\/takken\/kapoenen\?meldingen=ok#op-de-hoogte$/);
      // The answer opens the block again, with its message.
      await expect(page.getByText("Bevestig je inschrijving via de link in je mailbox.")).toBeVisible();
    } finally {
      await forget(email);
    }
  });
});

test.describe("the manage link", () => {
  test("changes the takken, pauses and unsubscribes", LANG, async ({ page }) => {
    const email = `beheer-${crypto.randomBytes(4).toString("hex")}@example.be`;
    const token = crypto.randomBytes(32).toString("base64url");
    const db = openE2eDatabase();
    try {
      const made = await db.execute({
        sql: "INSERT INTO melding_inschrijving (kanaal, adres, aangemaakt_op, bevestigd_op, beheer_token) VALUES ('email', ?, ?, ?, ?)",
        args: [email, Date.now(), Date.now(), token],
      });
      await db.execute({ sql: "INSERT INTO melding_inschrijving_tak (inschrijving_id, tak_id) VALUES (?, 2)", args: [Number(made.lastInsertRowid)] });

      await page.goto(`/meldingen/beheer/${token}`);
      await expect(page.getByRole("heading", { level: 1, name: "Meldingen beheren" })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "Welpen" })).toBeChecked();
      await noSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole("checkbox", { name: "Pioniers" }).check();
      await expect(page.getByRole("checkbox", { name: "Herinnering de avond voordien" })).not.toBeChecked();
      await page.getByRole("checkbox", { name: "Herinnering de avond voordien" }).check();
      await page.getByRole("button", { name: "Keuze bewaren" }).click();
      await expect(page.locator("main").getByRole("status")).toHaveText("Je keuze is bewaard.");
      await expect(page.getByRole("checkbox", { name: "Pioniers" })).toBeChecked();
      await expect(page.getByRole("checkbox", { name: "Herinnering de avond voordien" })).toBeChecked();

      await page.getByRole("button", { name: "Alle meldingen pauzeren" }).click();
      await expect(page.locator("main").getByRole("status")).toHaveText("Je meldingen zijn gepauzeerd.");
      await expect(page.getByRole("button", { name: "Meldingen hervatten" })).toBeVisible();

      await page.getByRole("button", { name: "Uitschrijven" }).click();
      await expect(page.getByRole("heading", { name: "Je bent uitgeschreven" })).toBeVisible();
      await noSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      expect((await db.execute({ sql: "SELECT count(*) AS n FROM melding_inschrijving WHERE adres = ?", args: [email] })).rows[0]?.n).toBe(0);
    } finally {
      await db.execute({ sql: "DELETE FROM melding_inschrijving WHERE adres = ?", args: [email] });
      db.close();
    }
  });

  test("the leaders' section 'Meldingen' reads well on a phone", async ({ page }) => {
    await page.goto("/admin?sectie=meldingen");
    await page.getByLabel("Wachtwoord").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Meldingen" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Welpen" })).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, { include: "main" });

    // The activity form says how many parents hear of a save, and offers to send nothing.
    await page.goto("/admin/activiteit/add");
    await expect(page.getByText(/^Ongeveer \d+ (ouder krijgt|ouders krijgen) hierover een bericht\.$/)).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Geen melding sturen" })).not.toBeChecked();
    await noSidewaysScroll(page);
  });
});
