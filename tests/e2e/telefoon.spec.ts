import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expectNoSeriousA11yViolations } from "./axe";
import { ownRows } from "./own-rows";
import { countPostedBytes, dagVanaf, expectInView, loginAsTakleiding, smallTextAndTargets } from "./phone";
import { afterFrames, expect, test, type Page, LANG } from "./test";

// Issue 27: a Takleiding on a 375 x 740 phone. Every outcome lands in the window next to what caused it, only their own
// takken by default, files checked before they are sent, a series that says what it made, invitations without mail.

const WELPEN = 2;
const MB = 1024 * 1024;

test.skip(({ viewport }) => viewport?.width !== 375, "the leader's phone: checked at 375 px (the mobile project)");
// Each test walks a whole task (an account, several screens, axe scans): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const pdf = (size = 2000) => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(size, 32), Buffer.from("\n%%EOF\n")]);

/** A Welpen leader of the demo with a photo, for an account linked to them. */
async function welpenLeider(page: Page): Promise<{ id: number; name: string }> {
  const leiding = (await (await page.request.get("/api/leiding")).json()) as { id: number; name: string; imageUrl: string | null; takken: { tak_name: string }[] }[];
  const leider = leiding.find((l) => l.imageUrl && l.takken.some((t) => t.tak_name === "Welpen"));
  expect(leider, "a Welpen leader with a photo in the demo").toBeTruthy();
  return leider!;
}

test("§1 §2 §5 §8 a Takleiding sees their own takken; cancelling, a refusal and a lost connection answer in view", LANG, async ({ page, baseURL }) => {
  const rows = await ownRows(baseURL!);
  const suffix = Date.now() % 100000;
  try {
    const eigen = await rows.activiteit({ titel: `Welpenspel ${suffix}`, takken: ["welpen"], start: dagVanaf(12, "14:00"), einde: dagVanaf(12, "17:00") });
    const vervanging = await rows.activiteit({ titel: `Welpenspel nieuwe datum ${suffix}`, takken: ["welpen"], start: dagVanaf(19, "14:00"), einde: dagVanaf(19, "17:00") });
    const ander = await rows.activiteit({ titel: `Kapoenenspel ${suffix}`, takken: ["kapoenen"], start: dagVanaf(12, "14:00"), einde: dagVanaf(12, "17:00") });
    const leider = await welpenLeider(page);
    await loginAsTakleiding(page, baseURL!, { takId: WELPEN, naam: `Akela ${suffix}`, leidingId: leider.id });

    // Setting the password logged the leader in (§7); the panel opens at their week (issue 51); their leaders are the
    // Welpen's only.
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Deze week" })).toBeVisible();
    await page.goto("/admin?sectie=leiding");
    await expect(page.getByRole("heading", { name: "Leiding Beheer" })).toBeVisible();
    await expect(page.getByTestId("leiding-rij").filter({ hasText: leider.name })).toHaveCount(1);
    await expect(page.getByTestId("leiding-rij").filter({ hasText: "Lotte Vermeulen" }), "a Kapoenen leader").toHaveCount(0);
    await expect(page.getByRole("button", { name: /^.+ verwijderen$/ }), "deleting a leader is the Beheerder's").toHaveCount(0);
    await page.getByRole("switch", { name: "Alle takken tonen" }).click();
    await expect(page.getByRole("switch", { name: "Alle takken tonen" })).toHaveAttribute("aria-checked", "true");
    const lotte = page.getByTestId("leiding-rij").filter({ hasText: "Lotte Vermeulen" });
    await expect(lotte).toHaveCount(1);
    await expect(lotte.getByRole("link", { name: /bewerken/ })).toHaveCount(0);

    await page.goto("/admin?sectie=activiteiten");
    await expect(page.getByRole("heading", { name: "Activiteiten Beheer" })).toBeVisible();
    await expect(page.getByText(ander.titel, { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { include: "#inhoud" });

    // Cancelling a row far down the list: the answer is next to it, and the list stays where it was.
    // Found by its edit link: other rows name it too, in their 'Vervangen door' choice.
    const rij = page.getByTestId("activiteit-rij").filter({ has: page.getByRole("link", { name: `${eigen.titel} bewerken`, exact: true }) });
    await rij.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY), "the row is well down the list").toBeGreaterThan(300);
    await rij.getByText("Afgelasten", { exact: true }).first().click();
    await rij.getByLabel("Reden (niet verplicht)").fill("Storm");
    await rij.getByLabel("Vervangen door (niet verplicht)").selectOption(String(vervanging.id));
    // Where the leader was when they pressed the button, at the foot of the form that opened below the row.
    const afgelasten = rij.getByRole("button", { name: "Afgelasten", exact: true });
    await afgelasten.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await afgelasten.click();
    const afgelast = rij.getByText("De activiteit is afgelast.");
    await expectInView(afgelast);
    await expect(page.locator(":focus")).toContainText("De activiteit is afgelast.");
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before), "the list did not jump to the top").toBeLessThan(400);
    await expect(rij).toContainText(`Vervangen door ${vervanging.titel}`);

    // No connection: said next to the row, the page stays.
    await page.route("**/admin.data**", (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
    await rij.getByRole("button", { name: `${eigen.titel} terugzetten` }).click();
    await expectInView(rij.getByText(/Er is geen verbinding met de server: je wijziging is niet opgeslagen/));
    await page.unroute("**/admin.data**");
    await expect(page.getByRole("heading", { name: "Activiteiten Beheer" })).toBeVisible();

    // Another tak's activity: to read, without the buttons the server would refuse.
    await page.getByRole("switch", { name: "Alle takken tonen" }).click();
    const anderRij = page.getByTestId("activiteit-rij").filter({ has: page.getByText(ander.titel, { exact: true }) });
    await expect(anderRij).toHaveCount(1);
    await expect(anderRij.getByText("Van een andere tak")).toBeVisible();
    await expect(anderRij.getByRole("button")).toHaveCount(0);

    // The new-activity form: their tak ticked, no 'Hele groep'; a refusal (a tak that is not theirs) above the button.
    await page.goto("/admin/activiteit/add");
    await expect(page.getByRole("checkbox", { name: "Welpen" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Hele groep" })).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: "Kapoenen" })).toHaveCount(0);
    await page.getByLabel("Titel").fill(`Stiekem ${suffix}`);
    await page.getByLabel("Begin (datum en uur)").fill(dagVanaf(30, "14:00"));
    // A page left open while the account's takken changed: the form still sends a tak that is no longer theirs.
    // After React has hydrated the box: hydrating sets its value attribute again.
    const welpen = page.getByRole("checkbox", { name: "Welpen" });
    await expect.poll(() => welpen.evaluate((box) => Object.keys(box).some((key) => key.startsWith("__reactProps")))).toBe(true);
    await welpen.evaluate((box) => ((box as HTMLInputElement).value = "kapoenen"));
    await page.getByRole("button", { name: "Activiteit Toevoegen" }).click();
    await expectInView(page.getByRole("alert").filter({ hasText: "Je hebt geen toegang tot deze actie." }));
    await expect(page.getByLabel("Titel")).toHaveValue(`Stiekem ${suffix}`);
    await expectNoSeriousA11yViolations(page, { include: "#inhoud" });

    // 'Mijn account' shows the current photo.
    await page.goto("/admin/account");
    await expect(page.getByRole("img", { name: "Je huidige foto" })).toBeVisible();
  } finally {
    await rows.cleanUp();
  }
});

test("§3 §6 a 30 MB booklet is refused before a byte is sent; next month's booklet goes up; a large photo is scaled", LANG, async ({ page, baseURL }, testInfo) => {
  // Large files go in by their path: the browser reads them from disk, as from a phone's storage.
  const bestand = (name: string, bytes: Buffer) => {
    const file = testInfo.outputPath(name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    return file;
  };
  await loginAsTakleiding(page, baseURL!, { takId: WELPEN, naam: `Boekjes ${Date.now() % 100000}` });
  await page.goto("/admin?sectie=boekjes");
  const rij = page.getByTestId("boekje-rij");
  await expect(rij, "a Takleiding sees their own tak").toHaveCount(1);
  await expect(rij).toContainText("Welpen");
  const sent = countPostedBytes(page);

  await rij.locator('input[type="file"]').setInputFiles(bestand("boekje.pdf", pdf(30 * MB)));
  await expectInView(rij.getByText("Het boekje is te groot (maximaal 20 MB)."));
  await afterFrames(page);
  expect(sent, "nothing of the 30 MB left the browser").toEqual({ posts: 0, bytes: 0 });

  // Next month's booklet, put up in advance.
  const maand = rij.getByLabel("Maand", { exact: true });
  const volgende = (await maand.locator("option").nth(1).textContent())!;
  await maand.selectOption({ index: 1 });
  await rij.locator('input[type="file"]').setInputFiles({ name: "boekje.pdf", mimeType: "application/pdf", buffer: pdf() });
  await expectInView(rij.getByText("Het boekje is geüpload."));
  await expect(rij.getByRole("link", { name: `Boekje Welpen (${volgende})` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: "#inhoud" });
  // The tak page shows it from the 25th (Brussels) on.
  const dag = Number(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Brussels", day: "numeric" }).format(new Date()));
  await page.goto(`/takken/welpen?e2e=${Date.now()}`);
  await expect(page.getByRole("link", { name: `Boekje Welpen (${volgende})` })).toHaveCount(dag >= 25 ? 1 : 0);

  // A photo that the browser cannot read and is too large: refused at the field, the rest of the form stays.
  await page.goto("/admin/activiteit/add");
  await page.getByLabel("Titel").fill("Met foto");
  const veld = page.getByLabel("Afbeelding (niet verplicht)");
  await veld.setInputFiles(bestand("foto.jpg", Buffer.alloc(30 * MB, 7)));
  await expectInView(page.getByRole("alert").filter({ hasText: "De afbeelding is te groot (maximaal 10 MB)." }));
  expect(await veld.evaluate((input) => (input as HTMLInputElement).files?.length)).toBe(0);
  await expect(page.getByLabel("Titel")).toHaveValue("Met foto");
  // A real photo over 10 MB is scaled down in the browser instead.
  const groot = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } }).png({ compressionLevel: 0 }).toBuffer();
  expect(groot.byteLength).toBeGreaterThan(10 * MB);
  await veld.setInputFiles(bestand("groot.png", groot));
  // Scaling a 2400 x 1600 photo takes the browser a few seconds on a busy machine.
  await expect(page.getByText("De foto was groter dan 10 MB en is verkleind.")).toBeVisible({ timeout: 30_000 });
  const size = await veld.evaluate((input) => (input as HTMLInputElement).files?.[0]?.size ?? 0);
  expect(size).toBeGreaterThan(0);
  expect(size).toBeLessThan(10 * MB);
  expect(sent.bytes, "still nothing sent").toBe(0);
});

test("§4 the series lists its dates, warns of a collision, and says what it made", async ({ page, baseURL }) => {
  const rows = await ownRows(baseURL!);
  const gemaakt: number[] = [];
  try {
    // Three Saturdays in March 2097; the middle one collides with a Welpen activity at overlapping hours.
    await rows.activiteit({ titel: "Welpenweekend", takken: ["welpen"], start: "2097-03-09T10:00", einde: "2097-03-09T15:00" });
    await loginAsTakleiding(page, baseURL!, { takId: WELPEN, naam: `Reeks ${Date.now() % 100000}` });
    await page.goto("/admin/activiteit/reeks");
    await page.getByLabel("Titel").fill("Vergadering");
    await expect(page.getByRole("checkbox", { name: "Welpen" })).toBeChecked();
    await page.getByLabel("Eerste datum").fill("2097-03-01");
    await page.getByLabel("Laatste datum").fill("2097-03-20");
    await page.getByRole("button", { name: "Data bekijken" }).click();

    const voorbeeld = page.getByTestId("reeks-voorbeeld");
    await expectInView(voorbeeld.getByRole("heading", { name: "3 data, waarvan 1 botst met een activiteit van dezelfde tak" }));
    await expect(voorbeeld.getByTestId("reeks-dag")).toHaveText([/^za 02\/03\/2097, 14:00 - 17:00$/, /^za 09\/03\/2097.*Botst met Welpenweekend \(10:00 - 15:00\)$/, /^za 16\/03\/2097/]);
    await expect(voorbeeld.getByRole("checkbox")).toHaveCount(3);
    await expect(voorbeeld.getByRole("checkbox").nth(1)).not.toBeChecked();
    await expectNoSeriousA11yViolations(page, { include: "#inhoud" });

    await voorbeeld.getByRole("button", { name: "2 activiteiten toevoegen" }).click();
    await expectInView(page.getByRole("heading", { name: "2 activiteiten toegevoegd" }));
    await expect(page.getByRole("heading", { name: "2 activiteiten toegevoegd" })).toBeFocused();
    const links = page.getByRole("link", { name: /^Vergadering, / });
    await expect(links).toHaveCount(2);
    gemaakt.push(...((new URL(page.url()).searchParams.get("toegevoegd") ?? "").split(",").map(Number)));
    await links.first().click();
    await expect(page.getByRole("heading", { name: "Bewerken: Vergadering" })).toBeVisible();
  } finally {
    for (const id of gemaakt) await page.request.delete(`/api/activiteiten/${id}`, { headers: { Authorization: `Bearer ${rows.token}` } });
    await rows.cleanUp();
  }
});

test("§5 a replaced activity links to its replacement; a weekend reads 'vr 19:00 - zo 16:00' on every page", LANG, async ({ page, baseURL }) => {
  const rows = await ownRows(baseURL!);
  const weekendTitel = `Pioniersweekend ${Date.now() % 100000}`;
  try {
    const nieuw = await rows.activiteit({ titel: "Dropping (nieuwe datum)", takken: ["pioniers"], start: dagVanaf(20, "20:00"), einde: dagVanaf(20, "23:00") });
    await rows.activiteit({ titel: "Dropping", takken: ["pioniers"], start: dagVanaf(13, "20:00"), einde: dagVanaf(13, "23:00"), afgelast: true, reden: "Storm", vervangenDoor: nieuw.id });
    // A Friday three to four weeks from now, to the Sunday.
    const vrijdag = 21 + ((5 - new Date(dagVanaf(21, "12:00")).getDay() + 7) % 7);
    await rows.activiteit({ titel: weekendTitel, takken: ["pioniers"], start: dagVanaf(vrijdag, "19:00"), einde: dagVanaf(vrijdag + 2, "16:00"), nieuws: true });

    await page.goto("/kalender?tak=pioniers");
    const afgelast = page.getByTestId("activiteit").filter({ hasText: "Vervangen door Dropping (nieuwe datum)" });
    await expect(afgelast).toHaveCount(1);
    await expect(afgelast).toContainText("Storm");
    await afgelast.getByRole("link", { name: /Dropping \(nieuwe datum\)/ }).click();
    await expect(page).toHaveURL(new RegExp(`#activiteit-${nieuw.id}$`));
    const vervanging = page.locator(`#activiteit-${nieuw.id}`);
    await expectInView(vervanging.getByText(/In de plaats van Dropping van .* \(afgelast\)/));
    const weekend = page.getByTestId("activiteit").filter({ hasText: weekendTitel });
    await expect(weekend).toContainText("vr 19:00 - zo 16:00");
    await expectNoSeriousA11yViolations(page);

    const nieuws = (await (await page.request.get("/api/nieuws")).json()) as { id: string; name: string }[];
    await page.goto(`/nieuws/${nieuws.find((n) => n.name === weekendTitel)!.id}`);
    await expect(page.getByText(/Wanneer:.*vr 19:00 - zo 16:00/)).toBeVisible();
    // Never the two hours as if they were one evening.
    await expect(page.locator("#inhoud")).not.toContainText(/Uur: 19:00 - 16:00/);
    await expect(page.locator("#inhoud")).not.toContainText(/(^|[^a-z] )19:00 - 16:00/);
  } finally {
    await rows.cleanUp();
  }
});

test("§7 §8 an invitation without a mail server: said plainly, 'Kopieer link', it stays; the new leader is logged in", async ({ page, browser, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/admin/account/add");
  await page.getByLabel("Wachtwoord", { exact: true }).fill("e2e-wachtwoord");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("heading", { name: "Nieuw Account" })).toBeVisible();

  // The tak boxes fit: the long names inside their box, the box itself 20 px.
  for (const name of ["Jongverkenners", "Groepsleiding"]) {
    const box = page.getByRole("checkbox", { name });
    expect(await box.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(20);
    const fits = await box.evaluate((el) => {
      const label = el.closest("label")!.getBoundingClientRect();
      const text = el.nextElementSibling!.getBoundingClientRect();
      return text.right <= label.right && label.right <= document.documentElement.clientWidth;
    });
    expect(fits, name).toBe(true);
  }
  // Text at least 14 px, controls at least 44 px: this form and the panel's sections, with their tabs.
  expect(await smallTextAndTargets(page), "/admin/account/add").toEqual([]);
  for (const path of ["/admin", "/admin?sectie=activiteiten", "/admin?sectie=boekjes", "/admin?sectie=accounts", "/admin/account"]) {
    await page.goto(path);
    expect(await smallTextAndTargets(page), path).toEqual([]);
  }
  await page.goto("/admin/account/add");

  const email = `zonder-mail-${Date.now()}@example.be`;
  await page.getByLabel("Naam").fill("Baloe Zondermail");
  await page.locator("#inhoud").getByLabel("E-mailadres").fill(email);
  await page.getByRole("checkbox", { name: "Jongverkenners" }).check();
  await page.getByRole("button", { name: "Uitnodiging Versturen" }).click();
  const box = page.getByTestId("uitnodigingslink");
  await expectInView(box.getByText("Er is geen e-mail verstuurd"));
  await expect(box).toBeFocused();
  await expect(page.getByText("De uitnodiging is verstuurd.")).toHaveCount(0);
  const link = await box.getByLabel("Uitnodigingslink").inputValue();
  await box.getByRole("button", { name: "Kopieer link" }).click();
  await expect(box.getByRole("button", { name: "Gekopieerd" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectNoSeriousA11yViolations(page, { include: "#inhoud" });
  // It stays while the Beheerder does something else on the page, until 'Sluiten'.
  await page.getByLabel("Naam").fill("Volgende");
  await expect(box).toBeVisible();
  await box.getByRole("button", { name: "Sluiten" }).click();
  await expect(box).toHaveCount(0);

  const leader = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const phone = await leader.newPage();
  await phone.goto(new URL(link).pathname);
  await phone.getByLabel("Nieuw wachtwoord").fill("baloe-slaapt-in-de-jungle");
  await phone.getByLabel("Herhaal wachtwoord").fill("baloe-slaapt-in-de-jungle");
  await phone.getByRole("button", { name: "Wachtwoord Instellen" }).click();
  await expectInView(phone.getByText("Je wachtwoord is ingesteld en je bent aangemeld."));
  await expect(phone.getByRole("heading", { level: 1, name: "Deze week" })).toBeVisible();
  await leader.close();
});
