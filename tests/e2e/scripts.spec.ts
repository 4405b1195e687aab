import { expect, startScripts, test } from "./test";

// Decision 0018: a public page loads its scripts (React, React Router, the page's code) at the visitor's first
// interaction, not with the page; the admin loads them at once. Everything the page shows works before.

const hydrated = () => Object.keys(document).some((key) => key.startsWith("__reactContainer"));

test("a public page loads no script until the visitor does something, then takes over the page", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/kalender", { waitUntil: "commit" });
  await page.waitForLoadState("load");
  // Readable and usable meanwhile: the filter is a link.
  await expect(page.getByRole("heading", { level: 1, name: "Kalender" })).toBeVisible();
  expect(await page.evaluate(hydrated)).toBe(false);
  expect(scripts).toEqual([]);

  await startScripts(page);
  await page.waitForFunction(hydrated);
  expect(scripts.some((path) => /^\/assets\/entry\.client-/.test(path))).toBe(true);
  // Now a client-side navigation: the page is not loaded again.
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
  await page.getByRole("link", { name: "Welpen", exact: true }).click();
  await expect(page).toHaveURL(/\/kalender\?tak=welpen$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
  expect(errors).toEqual([]);
});

test("the admin takes over its page at once", async ({ page }) => {
  await page.goto("/admin", { waitUntil: "commit" });
  await page.waitForFunction(hydrated, null, { timeout: 10_000 });
});

test("before the scripts run, a broken badge already shows the placeholder", async ({ page }) => {
  await page.route(/\/media\//, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/geschiedenis", { waitUntil: "commit" });
  await page.waitForLoadState("load");
  const first = page.getByTestId("kentekens").getByRole("listitem").first().locator("img");
  await expect(first).toHaveAttribute("src", "/kenteken-placeholder.svg");
  await expect(first).toHaveAttribute("data-placeholder", "true");
  expect(await page.evaluate(hydrated)).toBe(false);
});
