import crypto from "node:crypto";
import { expectNoSeriousA11yViolations } from "./axe";
import { openE2eDatabase } from "./e2e-database";
import { ownRows } from "./own-rows";
import { dagVanaf, expectInView, loginAsTakleiding } from "./phone";
import { expect, test } from "./test";

// Issue 51: 'Inschrijven' with JavaScript on a 375 px phone (the plain form posts are tested in
// tests/integration/inschrijvingen.test.ts): a parent signs two children up from the tak page, the second lands on the
// waiting list, the tak's leader sees both in 'Deze week', and the mail's link cancels.

test.skip(({ viewport }) => viewport?.width !== 375, "checked on a 375 px phone");

const WELPEN = 2;

test("a parent signs up from the tak page and sees the answer in place; the leader's 'Deze week' names the child", async ({ page, baseURL }) => {
  const rows = await ownRows(baseURL!);
  const titel = `Sinterklaasfeest ${crypto.randomBytes(3).toString("hex")}`;
  const [kind, broer] = ["Lotte", "Jan"].map((n) => `${n} ${crypto.randomBytes(3).toString("hex")}`) as [string, string];
  try {
    const a = await rows.activiteit({ titel, takken: ["welpen"], start: dagVanaf(1, "09:00"), einde: dagVanaf(1, "10:00"), inschrijven: true, plaatsen: 1, geenMelding: true });
    await page.goto("/takken/welpen");
    const link = page.getByTestId("activiteit").filter({ hasText: titel }).getByRole("link", { name: /^Inschrijven/ });
    await expect(link).toContainText("nog 1 plaats");
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(titel);
    await expect(page.getByText("Nog 1 van de 1 plaatsen vrij.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: "main" });

    await page.getByLabel("Naam van je kind").fill(kind);
    await page.getByLabel(/^Opmerking/).fill("Geen noten");
    await page.getByRole("main").getByRole("button", { name: "Inschrijven" }).click();
    const bedankt = page.getByRole("status").filter({ hasText: `Bedankt. ${kind} is ingeschreven voor ${titel} op ` });
    await expectInView(bedankt);
    await expect(bedankt).toBeFocused();
    expect(page.url(), "answered in place").toMatch(new RegExp(`/inschrijven/${a.id}`));

    await page.getByRole("button", { name: "Nog een kind inschrijven" }).click();
    await expect(page.getByLabel("Naam van je kind")).toBeFocused();
    await page.getByLabel("Naam van je kind").fill(broer);
    await page.getByRole("main").getByRole("button", { name: "Inschrijven" }).click();
    await expectInView(page.getByRole("status").filter({ hasText: `De activiteit is volzet: ${broer} staat op de wachtlijst (plaats 1).` }));

    await loginAsTakleiding(page, baseURL!, { takId: WELPEN, naam: "Akela Inschrijven" });
    await page.goto("/admin");
    const kaart = page.getByTestId("week-activiteit").filter({ hasText: titel });
    const lijst = kaart.getByTestId("week-inschrijvingen");
    await expect(lijst).toContainText("Inschrijvingen (1 van 1)");
    await expect(lijst).toContainText(kind);
    await expect(lijst).toContainText("Geen noten");
    await expect(lijst.getByRole("list").last()).toContainText(broer);
    await expect(lijst).toContainText("Wachtlijst (1)");

    // The confirmation mail's link (no SMTP here: a sign-up with a known token): its page asks, its button cancels.
    const token = crypto.randomBytes(32).toString("base64url");
    const db = openE2eDatabase();
    try {
      await db.execute({
        sql: "INSERT INTO inschrijving (activiteit_id, tak_id, naam, email, annuleer_token_hash, aangemaakt_op) VALUES (?, ?, 'Nina', 'ouder@example.be', ?, ?)",
        args: [a.id, WELPEN, crypto.createHash("sha256").update(token).digest("hex"), Date.now()],
      });
    } finally {
      db.close();
    }
    await page.goto(`/inschrijven/annuleren/${token}`);
    await expect(page.getByText(`Nina staat op de wachtlijst (plaats 2) voor ${titel}`)).toBeVisible();
    await page.getByRole("button", { name: "Inschrijving annuleren" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Nina is niet meer ingeschreven voor ${titel}` })).toBeVisible();
  } finally {
    await rows.cleanUp();
  }
});
