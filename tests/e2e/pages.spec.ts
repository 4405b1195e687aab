import { expect, test } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";

test("about page shows its tiles, membership text, values and call to action", async ({ page }) => {
  await page.goto("/about");
  await expect(page).toHaveTitle(/Over ons/);
  await expect(page.getByText("Van 14u tot 17u")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Van 6 tot 18 jaar" })).toBeVisible();
  await expect(page.getByText(/vóór 1 januari van het werkjaar/)).toBeVisible();
  await expect(page.getByText(/kunnen niet gehuurd worden/)).toBeVisible();
  for (const value of ["Vriendschap", "Avontuur", "Groei"]) {
    await expect(page.getByRole("heading", { name: value })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Meer informatie" })).toHaveAttribute("href", "/contact");
  await expectNoSeriousA11yViolations(page);
});

test("contact page shows the details, the form and the map", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Stuur ons een bericht" })).toBeVisible();
  await expect(page.getByLabel("Naam")).toHaveAttribute("required", "");
  await expect(page.getByLabel("E-mailadres", { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel("Categorie")).toHaveValue("algemeen");
  await expect(page.getByLabel("Onderwerp")).toBeVisible();
  await expect(page.getByLabel("Bericht")).toBeVisible();
  await expect(page.locator('iframe[title="location"]')).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Vind ons hier" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("branch overview shows nine cards with age, link and the anchors", async ({ page }) => {
  await page.goto("/takken");
  const cards = page.getByRole("link", { name: /Ontdek deze tak/ });
  await expect(cards).toHaveCount(9);
  await expect(page.getByRole("link", { name: /Kapoenen 6-8 jaar Ontdek deze tak/ })).toHaveAttribute("href", "/takken/kapoenen");
  await expect(page.getByRole("link", { name: /Mastworp/ })).toHaveAttribute("href", "/takken/mastworp");
  for (const id of ["kapoenen", "welpen", "jonggivers", "givers"]) {
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  }
  await expectNoSeriousA11yViolations(page);
});

test("every page has a title, description, canonical URL and OpenGraph tags", async ({ page }) => {
  for (const path of ["/", "/takken", "/about", "/contact"]) {
    await page.goto(path);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path === "/" ? "/$" : path}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\//);
  }
});

test("robots.txt disallows the admin and sitemap.xml lists the pages", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Disallow: \/admin/);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
  const xml = await sitemap.text();
  expect(xml).toContain("/takken/kapoenen</loc>");
  expect(xml).toContain("/geschiedenis/");
  expect(xml).toMatch(/\/nieuws\/activiteit-\d+<\/loc>/);
  expect(xml).toContain("/kalender</loc>");
});

test("responses carry the security headers and a nonce-based CSP", async ({ request }) => {
  const response = await request.get("/about");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
  expect(html).toContain(`nonce="${nonce}"`);
});

test("hashed assets are cached for a year and sent precompressed; pages are compressed", async ({ request }) => {
  const page = await request.get("/about");
  const asset = /"(\/assets\/vendor-[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(asset).toBeTruthy();
  const plain = await request.get(asset!, { headers: { "Accept-Encoding": "identity" } });
  expect(plain.status()).toBe(200);
  expect(plain.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  const size = Number(plain.headers()["content-length"]);
  for (const encoding of ["br", "gzip"]) {
    // Playwright's request client would decode the body; a raw request shows what travels.
    const raw = await fetch(new URL(asset!, page.url()), { headers: { "Accept-Encoding": encoding } });
    expect(raw.headers.get("content-encoding")).toBe(encoding);
    expect(raw.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Number(raw.headers.get("content-length"))).toBeLessThan(size / 2);
    await raw.body?.cancel();
  }
  const html = await request.get("/about", { headers: { "Accept-Encoding": "gzip" } });
  expect(html.headers()["content-encoding"]).toBe("gzip");
});

test("a page paints before its scripts load: no module preload or module script in the HTML, then it hydrates", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/takken")).text();
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  await page.goto("/takken");
  // React marks the document it hydrated; the scripts were started by the page itself.
  await expect
    .poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer"))))
    .toBe(true);
  const vendorLoads = await page.evaluate(
    () => performance.getEntriesByType("resource").filter((entry) => /\/assets\/vendor-[^/]+\.js$/.test(entry.name)).length,
  );
  expect(vendorLoads).toBe(1);
});

test("the page shows no CSP violation in the console", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(msg.text());
  });
  for (const path of ["/", "/takken", "/about", "/contact"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(problems.filter((p) => /Content Security Policy|Refused to/.test(p))).toEqual([]);
});

test("each picture loads the smallest file that covers the size it is shown at", async ({ page }) => {
  for (const path of ["/geschiedenis", "/geschiedenis/samen-verder", "/takken/leiding", "/takken/kapoenen"]) {
    await page.goto(path);
    const pictures = page.locator("img[srcset]");
    await expect(pictures.first()).toBeVisible();
    await expect.poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const loaded = await pictures.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0)
        .map((img) => ({
          needed: img.getBoundingClientRect().width * devicePixelRatio,
          chosen: img.currentSrc,
          candidates: [...img.srcset.matchAll(/(\S+) (\d+)w/g)].map(([, url, width]) => ({
            url: new URL(url!, location.href).href,
            width: Number(width),
          })),
        })),
    );
    expect(loaded.length, path).toBeGreaterThan(0);
    for (const { needed, chosen, candidates } of loaded) {
      const covering = candidates.filter((c) => c.width >= needed);
      const smallest = covering.length ? covering.reduce((a, b) => (a.width <= b.width ? a : b)) : candidates.at(-1)!;
      expect(chosen, `${path}: ${Math.round(needed)} px shown`).toBe(smallest.url);
    }
  }
});
