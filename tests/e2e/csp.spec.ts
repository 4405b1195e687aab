import { afterFrames, expect, test, type Page, LANG } from "./test";
import sharp from "sharp";

// The Content-Security-Policy is enforced (not report-only) on every page type, and no page breaks it: no
// `securitypolicyviolation` event, no console error, no uncaught error, for visitors and for the admin alike.

const PASSWORD = "e2e-wachtwoord";

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

// Without internet (the browser resolves only 127.0.0.1) an external image or map cannot load; that is the
// sandbox, not the page. Everything else in the console counts.
const OFFLINE = /net::ERR_(NAME_NOT_RESOLVED|CONNECTION_REFUSED|INTERNET_DISCONNECTED|ADDRESS_UNREACHABLE)/;

const NOT_FOUND_PAGE = "/bestaat-niet";

function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (OFFLINE.test(text) && !/Content Security Policy/i.test(text)) return;
    // Chromium logs the not-found page's own 404 status; that is the page working.
    if (new URL(page.url()).pathname === NOT_FOUND_PAGE && /status of 404/.test(text)) return;
    problems.push(`console: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
});

/** Opens a page, checks its CSP header and a visible landmark, and returns what went wrong on it. */
async function visit(page: Page, path: string, visible: (page: Page) => ReturnType<Page["locator"]>): Promise<string[]> {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  const headers = response!.headers();
  expect(headers["content-security-policy"], path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*; /);
  expect(headers["content-security-policy-report-only"], path).toBeUndefined();
  await expect(visible(page), path).toBeVisible();
  // The page's script (and the admin's hydration) runs right after load; its errors would show up now.
  await page.waitForFunction(() => document.readyState === "complete");
  await afterFrames(page);
  return page.evaluate(() => window.__cspViolations.map((v) => `csp: ${v}`));
}

const heading = (page: Page) => page.locator("h1").first();

test("public pages run under the enforced CSP without a violation or console error", async ({ page, request }) => {
  const nieuws = (await (await request.get("/api/nieuws")).json()) as Array<{ id: string }>;
  const { history } = (await (await request.get("/api/geschiedenis")).json()) as { history: Array<{ id: string }> };
  expect(nieuws.length).toBeGreaterThan(0);
  expect(history.length).toBeGreaterThan(0);

  const problems = watch(page);
  const pages = [
    "/",
    "/nieuws",
    `/nieuws/${encodeURIComponent(nieuws[0]!.id)}`,
    "/takken",
    "/takken/kapoenen",
    "/takken/leiding",
    "/geschiedenis",
    `/geschiedenis/${encodeURIComponent(history[0]!.id)}`,
    "/about",
    "/contact",
    NOT_FOUND_PAGE,
  ];
  for (const path of pages) {
    const found = await visit(page, path, heading);
    problems.push(...found.map((p) => `${path} ${p}`));
  }
  expect(problems).toEqual([]);
});

test("the admin login, every section and both forms run under the CSP without a violation", LANG, async ({ page, request }) => {
  const problems = watch(page);
  problems.push(...(await visit(page, "/admin", (p) => p.getByRole("heading", { name: "Admin Toegang" }))));
  await page.getByLabel("Wachtwoord").fill(PASSWORD);
  await page.getByLabel("Wachtwoord").press("Enter");
  await expect(page.getByRole("heading", { name: "Admin Toegang" })).toHaveCount(0);

  const leiding = (await (await request.get("/api/leiding/zonderimage")).json()) as Array<{ id: number }>;
  const { history } = (await (await request.get("/api/geschiedenis")).json()) as { history: Array<{ id: string }> };
  const adminPages = [
    "/admin",
    "/admin?sectie=geschiedenis",
    "/admin?sectie=boekjes",
    "/admin?sectie=berichten",
    "/admin?sectie=nieuwsbrief",
    "/admin/leiding/add",
    "/admin/kenteken/add",
    `/admin/leiding/${leiding[0]!.id}`,
    `/admin/kenteken/${encodeURIComponent(history[0]!.id)}`,
  ];
  for (const path of adminPages) {
    const found = await visit(page, path, (p) => p.locator("main").first());
    problems.push(...found.map((p) => `${path} ${p}`));
  }
  // The photo form loads its compressor on demand and previews the result from a blob: URL; neither may trip the CSP.
  await page.goto("/admin/leiding/add");
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3d8b37" } }).jpeg().toBuffer();
  await page.getByLabel("Foto").setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(page.locator('img[src^="blob:"]')).toBeVisible();
  problems.push(...(await page.evaluate(() => window.__cspViolations.map((v) => `csp: ${v}`))));
  expect(problems).toEqual([]);
});
