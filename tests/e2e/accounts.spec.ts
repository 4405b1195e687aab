import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type TestInfo, LANG } from "./test";
import { beheerNav } from "./phone";

const PASSWORD = "e2e-wachtwoord";
const NIEUW = "welpen-zijn-de-beste-tak";

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("#inhoud").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

const email = (testInfo: TestInfo) => `akela-${testInfo.project.name}-${Date.now()}@example.be`;

test("the Beheerder invites a Takleiding, who sets a password, logs in and sees only their sections, changes its takken; deactivating ends it", LANG, async ({ page, browser }, testInfo) => {
  // Two browsers and a dozen pages: longer than one page's test.
  test.setTimeout(90_000);
  const address = email(testInfo);
  const naam = `Akela ${testInfo.project.name} ${Date.now() % 100000}`;
  await page.goto("/admin?sectie=accounts");
  await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("heading", { name: "Accounts Beheer" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Naam" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Nieuw Account" }).click();
  await page.getByLabel("Naam").fill(naam);
  await page.locator("#inhoud").getByLabel("E-mailadres").fill(address);
  await page.getByLabel("Rol").selectOption("takleiding");
  await page.getByRole("checkbox", { name: "Welpen" }).check();
  await page.getByRole("button", { name: "Uitnodiging Versturen" }).click();
  // No SMTP in the end-to-end server: no mail, the link is shown to pass on.
  await expect(page.getByText("Er is geen e-mail verstuurd")).toBeVisible();
  const link = await page.getByLabel("Uitnodigingslink").inputValue();
  expect(link).toMatch(/\/admin\/uitnodiging\/[\w-]{40,}$/);

  const leader = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const phone = await leader.newPage();
  await phone.goto(new URL(link).pathname);
  await phone.getByLabel("Nieuw wachtwoord").fill("kort");
  await phone.getByLabel("Herhaal wachtwoord").fill("kort");
  await phone.getByRole("button", { name: "Wachtwoord Instellen" }).click();
  await expect(phone.getByText("Het wachtwoord moet minstens 12 tekens lang zijn")).toBeVisible();
  await phone.getByLabel("Nieuw wachtwoord").fill(NIEUW);
  await phone.getByLabel("Herhaal wachtwoord").fill(NIEUW);
  await phone.getByRole("button", { name: "Wachtwoord Instellen" }).click();
  // Setting the password logs the leader in: no second login.
  await expect(phone.getByText("Je wachtwoord is ingesteld en je bent aangemeld.")).toBeVisible();

  const nav = await beheerNav(phone);
  for (const name of ["Leiding", "Activiteiten", "Boekjes", "Accounts", "Mijn account"]) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  for (const name of ["Geschiedenis", "Logboek", "Nieuwsbrief"]) await expect(nav.getByRole("link", { name, exact: true })).toHaveCount(0);
  await phone.goto("/admin?sectie=geschiedenis");
  await expect(phone.getByText("Je hebt geen toegang tot deze actie.")).toBeVisible();

  // On a phone under 'Meer'.
  await (await beheerNav(phone)).getByRole("link", { name: "Mijn account" }).click();
  await expect(phone.getByRole("heading", { name: "Mijn account" })).toBeVisible();
  await expect(phone.getByText("deze sessie", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(phone);

  // September: the Beheerder moves the account from the Welpen to the Jin. 'Takleiding' is the role, not a tak.
  await page.goto("/admin?sectie=accounts");
  await page.getByRole("link", { name: `${naam} bewerken` }).click();
  await expect(page.getByRole("heading", { name: `Account bewerken: ${naam}` })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Takleiding" })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Welpen" })).toBeChecked();
  await page.getByRole("checkbox", { name: "Welpen" }).uncheck();
  await page.getByRole("checkbox", { name: "Jin" }).check();
  await page.getByRole("button", { name: "Wijzigingen Opslaan" }).click();
  await expect(page.getByText("Het account is bijgewerkt")).toBeVisible();
  await expect(page.getByTestId("account-rij").filter({ hasText: naam })).toBeVisible();
  await phone.goto("/admin?sectie=boekjes");
  // The role and takken are read anew at the next request: the leader's booklets are the Jin's now.
  await expect(phone.getByTestId("boekje-rij")).toHaveCount(1);
  await expect(phone.getByTestId("boekje-rij")).toContainText("Jin");

  await page.getByRole("button", { name: `${naam} deactiveren` }).click();
  await expect(page.getByText("Het account is gedeactiveerd")).toBeVisible();
  await phone.reload();
  await expect(phone.getByRole("heading", { name: "Admin Toegang" })).toBeVisible();
  await leader.close();
});

test("'Wachtwoord vergeten?' answers the same for any address", async ({ page }) => {
  await page.goto("/admin");
  await page.getByRole("link", { name: "Wachtwoord vergeten?" }).click();
  // The login has an 'E-mailadres' field too: wait for the new page before typing.
  await expect(page.getByRole("heading", { name: "Wachtwoord vergeten" })).toBeVisible();
  await page.locator("#inhoud").getByLabel("E-mailadres").fill("niemand@example.be");
  await page.getByRole("button", { name: "Link Versturen" }).click();
  await expect(page.getByText("Als dit adres bij ons bekend is, ontvang je een e-mail met een link.")).toBeVisible();
});
