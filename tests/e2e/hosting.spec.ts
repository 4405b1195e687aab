import fs from "node:fs";
import sharp from "sharp";
import { startS3Server, type S3Server } from "../helpers/s3-server";
import { startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, LANG } from "./test";

// Issue 37, in a real browser: a hoster makes a group in the console, its Beheerder accepts the invitation at
// {slug}.localhost, renames the group and gives it a logo, and the other group's site stays as it was.

const TOKEN = "e2e-hosting-token-1234567890";
const CONSOLE_PASSWORD = "e2e-console-wachtwoord";
const NIEUW = "een-wachtwoord-voor-alfa-2026";
let server: ServerProcess;
let dataDir: string;
let port: string;
// The console with a bucket (ADR 0042): each group's newest copy and 'Terugzetten naar'.
let s3: S3Server;

test.beforeAll(async () => {
  dataDir = tempDataDir();
  s3 = await startS3Server();
  server = await startServer(
    dataDir,
    { HOSTING_DOMAIN: "localhost", HOSTING_TOKEN: TOKEN, HOSTING_PASSWORD: CONSOLE_PASSWORD, DEMO_CONTENT: "false", LOG_LEVEL: "error", ...s3.env },
    120_000,
  );
  port = new URL(server.url).port;
  const other = await fetch(`http://localhost:${port}/api/hosting/groepen`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ slug: "beta", naam: "Scouts Beta", email: "leiding@beta.test" }),
  });
  expect(other.status).toBe(201);
});

test.afterAll(async () => {
  await stopServer(server, "SIGTERM");
  await s3.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function logo(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 600, channels: 3, background: "#ffffff" } })
    .composite([{ input: Buffer.from('<svg width="600" height="600"><rect x="60" y="60" width="480" height="480" fill="#1d4ed8"/></svg>') }])
    .png()
    .toBuffer();
}

test("a hoster makes a group, its Beheerder makes it their own, and the other group's site is untouched", LANG, async ({ page }) => {
  test.setTimeout(120_000);
  const hoster = `http://localhost:${port}`;
  const alfa = `http://alfa.localhost:${port}`;
  const beta = `http://beta.localhost:${port}`;

  // The front door, and the console behind its password.
  await page.goto(`${hoster}/`);
  await expect(page.getByRole("heading", { level: 1, name: "Een website voor je scoutsgroep" })).toBeVisible();
  // A refused request (a document: the server answers it, no script needed) keeps what was typed and says why at the
  // field.
  await page.getByLabel("Naam van de groep").fill("Scouts Gamma");
  await page.getByLabel("Gewenst adres").fill("x");
  await page.getByLabel("E-mailadres").fill("leiding@gamma.test");
  await page.getByRole("button", { name: "Site aanvragen" }).click();
  await expect(page.getByRole("alert")).toHaveText("Kijk de velden hieronder na.");
  await expect(page.getByLabel("Gewenst adres")).toHaveValue("x");
  await expect(page.getByLabel("Gewenst adres")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Gewenst adres")).toHaveAccessibleDescription(/^Een adres is 3 tot 40 tekens/);
  await expect(page.getByLabel("Naam van de groep")).toHaveValue("Scouts Gamma");
  await expect(page.getByLabel("E-mailadres")).toHaveValue("leiding@gamma.test");
  await expectNoSeriousA11yViolations(page);
  await page.goto(`${hoster}/console`);
  await expect(page).toHaveURL(`${hoster}/console/aanmelden`);
  await page.getByLabel("Wachtwoord").fill(CONSOLE_PASSWORD);
  await page.getByRole("button", { name: "Aanmelden" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Console van de hoster" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Scouts Beta" })).toBeVisible();
  await expect(page.getByText(/^In de bucket: /)).toBeVisible();
  await page.getByText("Beheren").click();
  await expect(page.getByLabel("Terugzetten naar (Belgische tijd): de laatste kopie van voor dat moment")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Naam van de groep").fill("Scouts Alfa");
  await page.getByLabel("Adres", { exact: true }).fill("alfa");
  await page.getByLabel("E-mailadres van de Beheerder").fill("leiding@alfa.test");
  await page.getByRole("button", { name: "Groep aanmaken" }).click();
  const outcome = page.getByRole("status");
  await expect(outcome).toContainText(`De groep Scouts Alfa staat op ${alfa}`);
  const link = await outcome.getByRole("link").getAttribute("href");
  expect(link).toMatch(new RegExp(`^${alfa}/admin/uitnodiging/[\\w-]{40,}$`));

  // The group's Beheerder, in a browser of their own.
  const leader = await page.context().browser()!.newContext();
  const phone = await leader.newPage();
  await phone.goto(link!);
  await phone.getByLabel("Nieuw wachtwoord").fill(NIEUW);
  await phone.getByLabel("Herhaal wachtwoord").fill(NIEUW);
  await phone.getByRole("button", { name: "Wachtwoord Instellen" }).click();
  // Setting a password hashes it with scrypt: slower than a page on a busy machine.
  await expect(phone.getByText("Je wachtwoord is ingesteld en je bent aangemeld.")).toBeVisible({ timeout: 20_000 });

  await phone.goto(`${alfa}/admin?sectie=instellingen`);
  await phone.getByLabel("Naam", { exact: true }).fill("Scouts Alfa Boven");
  await phone.getByRole("button", { name: "Gegevens Opslaan" }).click();
  await expect(phone.locator("header").getByRole("link", { name: "Scouts Alfa Boven" })).toBeVisible();
  await phone.getByRole("link", { name: "Logo", exact: true }).click();
  await phone.getByLabel("Nieuw logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logo() });
  await phone.getByRole("button", { name: "Logo Opladen" }).click();
  await expect(phone.getByText("Het nieuwe logo staat op de site.")).toBeVisible();

  await phone.goto(`${alfa}/`);
  await expect(phone).toHaveTitle(/Scouts Alfa Boven/);
  const alfaLogo = await phone.locator("header img").first().getAttribute("src");
  expect(alfaLogo).toMatch(/^\/media\/logo-[a-f0-9]+\/128\.png$/);
  // Node does not resolve *.localhost; the browser does (it maps them to the loopback address).
  const status = async (url: string) => (await phone.goto(url, { waitUntil: "commit" }))!.status();
  expect(await status(`${alfa}${alfaLogo}`)).toBe(200);

  // The other group: its own name and the site's own logo; alfa's logo is not there.
  await phone.goto(`${beta}/`);
  await expect(phone).toHaveTitle(/Scouts Beta/);
  await expect(phone.locator("header")).not.toContainText("Alfa");
  expect(await phone.locator("header img").first().getAttribute("src")).not.toBe(alfaLogo);
  expect(await status(`${beta}${alfaLogo}`)).toBe(404);
  await leader.close();
});
