import { expect, test } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";

test("about page shows its tiles, membership text, values and call to action", async ({ page }) => {
  await page.goto("/about");
  await expect(page).toHaveTitle(/Over ons/);
  await expect(page.getByRole("heading", { name: "Elke zaterdag 14u-17u" })).toBeVisible();
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
    // Pictures are lazy: on a phone the first one may be further down than the browser loads ahead.
    await pictures.first().scrollIntoViewIfNeeded();
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
