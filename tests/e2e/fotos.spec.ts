// Issue 29: a Takleiding makes an album on a phone and uploads five photos; a parent opens the tak's link and leafs
// through the photos with a swipe. Phone only (375 px): that is where both happen.
import { request as playwrightRequest, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, LANG } from "./test";
import { beheerNav } from "./phone";

const PASSWORD = "e2e-wachtwoord";
const LEIDING_WACHTWOORD = "welpen-fotos-op-de-telefoon";
const KLEUREN = ["#b1031c", "#fb8b05", "#dcef07", "#4ebdb6", "#0d29d3"];

/** A Takleiding of the Welpen, invited by the Beheerder (no SMTP in the e2e server: the link is shown to pass on). */
async function welpenLeiding(page: Page, email: string): Promise<void> {
  await page.goto("/admin/account/add");
  await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await page.getByLabel("Naam").fill(`Akela Foto ${Date.now() % 100000}`);
  await page.locator("#inhoud").getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Rol").selectOption("takleiding");
  await page.getByRole("checkbox", { name: "Welpen" }).check();
  await page.getByRole("button", { name: "Uitnodiging Versturen" }).click();
  const link = await page.getByLabel("Uitnodigingslink").inputValue();
  await (await beheerNav(page)).getByRole("button", { name: "Uitloggen" }).click();
  await page.goto(new URL(link).pathname);
  await page.getByLabel("Nieuw wachtwoord").fill(LEIDING_WACHTWOORD);
  await page.getByLabel("Herhaal wachtwoord").fill(LEIDING_WACHTWOORD);
  // Setting the password logs the new leader in.
  await page.getByRole("button", { name: "Wachtwoord Instellen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Deze week" })).toBeVisible();
  await expect((await beheerNav(page)).getByRole("link", { name: "Foto's" })).toBeVisible();
}

/** A finger on the touch screen moving `dx` pixels sideways (a real touch, as a phone sends it). */
async function swipe(page: Page, dx: number): Promise<void> {
  const box = (await page.getByTestId("lightbox-foto").boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + dx / 2, y }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + dx, y }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test("a Takleiding uploads five photos on a phone; a parent opens the link and swipes through them (375 px)", LANG, async ({ page, browser, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the phone is where photos are uploaded and looked at");
  test.setTimeout(90_000);
  const titel = `Welpenweekend ${Date.now() % 100000}`;
  let albumId: number | null = null;
  try {
    await welpenLeiding(page, `akela-fotos-${Date.now()}@example.be`);
    await page.goto("/admin?sectie=fotos");
    await expect(page.getByRole("heading", { name: "Foto's", exact: true })).toBeVisible();
    // A Takleiding of the Welpen: the Welpen's link, albums of the Welpen only.
    await expect(page.getByRole("textbox", { name: "Link voor Welpen" })).toHaveValue(/\/fotos\/toegang\/[\w-]{43}$/);
    await expect(page.getByRole("textbox", { name: "Link voor Kapoenen" })).toHaveCount(0);
    await expect(page.getByLabel("Tak")).toHaveValue("welpen");
    await expectNoSeriousA11yViolations(page, { include: "#inhoud" });

    await page.getByLabel("Titel").fill(titel);
    await page.getByLabel("Datum").fill("2026-11-14");
    await page.getByRole("button", { name: "Album Aanmaken" }).click();
    await expect(page.getByText("Het album is aangemaakt. Voeg er nu foto's aan toe.")).toBeVisible();
    albumId = Number(new URL(page.url()).searchParams.get("album"));
    expect(albumId).toBeGreaterThan(0);

    const files = await Promise.all(
      KLEUREN.map(async (kleur, i) => ({
        name: `IMG_${i + 1}.jpg`,
        mimeType: "image/jpeg",
        buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background: kleur } }).jpeg().toBuffer(),
      })),
    );
    await page.getByLabel("Foto's toevoegen", { exact: true }).setInputFiles(files);
    const voortgang = page.getByTestId("upload-voortgang");
    await expect(voortgang.getByTestId("upload-rij")).toHaveCount(5);
    await expect(voortgang.getByRole("progressbar")).toHaveCount(6);
    await expect(voortgang.getByText("5 van 5 foto's geüpload")).toBeVisible({ timeout: 30_000 });
    await expect(voortgang.getByText("Klaar")).toHaveCount(5);
    await expect(voortgang.getByLabel("5 van 5 foto's geüpload")).toHaveJSProperty("value", 1);
    await expect(page.getByRole("region", { name: titel })).toContainText("5 foto's");
    await expectNoSeriousA11yViolations(page, { include: "#inhoud" });
    const link = await page.getByRole("textbox", { name: "Link voor Welpen" }).inputValue();

    // A parent, on their own phone, opens the link from the parents' group.
    const parent = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, locale: "nl-BE" });
    const phone = await parent.newPage();
    try {
      await phone.goto(new URL(link).pathname);
      await expect(phone).toHaveURL(/\/fotos$/);
      await phone.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));
      await expectNoSeriousA11yViolations(phone);
      await phone.getByRole("link", { name: new RegExp(titel) }).click();
      await expect(phone.getByRole("heading", { name: titel, level: 1 })).toBeVisible();
      const thumbnails = phone.getByTestId("foto-grid").getByRole("link");
      await expect(thumbnails).toHaveCount(5);
      await expectNoSeriousA11yViolations(phone);

      await thumbnails.first().click();
      const lightbox = phone.getByRole("dialog", { name: "Foto 1 van 5" });
      await expect(lightbox).toBeVisible();
      await expect(lightbox.getByRole("img")).toHaveJSProperty("complete", true);
      await expectNoSeriousA11yViolations(phone);
      await swipe(phone, -150);
      await expect(phone.getByRole("dialog", { name: "Foto 2 van 5" })).toBeVisible();
      await swipe(phone, -150);
      await expect(phone.getByRole("dialog", { name: "Foto 3 van 5" })).toBeVisible();
      await swipe(phone, 150);
      await expect(phone.getByRole("dialog", { name: "Foto 2 van 5" })).toBeVisible();
      await phone.keyboard.press("ArrowRight");
      const derde = phone.getByRole("dialog", { name: "Foto 3 van 5" });
      await expect(derde).toBeVisible();
      // Nothing of the page shows through: the photo sits on solid black.
      await expect(derde).toHaveCSS("background-color", "rgb(0, 0, 0)");
      // A removal request: the thanks replace the form, and focus goes back to the photo, not to the page.
      await derde.getByText("Vraag verwijdering aan").click();
      await derde.getByRole("button", { name: "Verzoek versturen" }).click();
      await expect(derde.getByRole("status")).toContainText("Bedankt.");
      await expect(derde.getByRole("img")).toBeFocused();
      await phone.keyboard.press("Escape");
      await expect(phone.getByRole("dialog")).toHaveCount(0);
      // Focus is back on the thumbnail of the photo shown last.
      await expect(thumbnails.nth(2)).toBeFocused();
    } finally {
      await parent.close();
    }
  } finally {
    if (albumId) {
      const api = await playwrightRequest.newContext({ baseURL });
      const { token } = (await (await api.post("/api/auth/token", { data: { password: PASSWORD } })).json()) as { token: string };
      await api.delete(`/api/albums/${albumId}`, { headers: { Authorization: `Bearer ${token}` } });
      await api.dispose();
    }
  }
});
