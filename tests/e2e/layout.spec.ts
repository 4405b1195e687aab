import type { Page } from "@playwright/test";
import { afterFrames, expect, holdScripts, test } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";

const navItems = [
  ["Nieuws", "/"],
  ["Takken", "/takken"],
  ["Kamp", "/kamp"],
  ["Over ons", "/about"],
  ["Geschiedenis", "/geschiedenis"],
  ["Contact", "/contact"],
  ["Admin", "/admin"],
] as const;

function isMobile(testInfo: { project: { name: string } }) {
  return testInfo.project.name === "mobile";
}

test("navigation bar shows every item with its link and highlights the active one", async ({ page }, testInfo) => {
  await page.goto("/takken");
  const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
  if (isMobile(testInfo)) await page.getByRole("button", { name: "Menu openen" }).click();
  const menu = isMobile(testInfo) ? page.locator("#mobiel-menu") : nav;
  for (const [label, href] of navItems) {
    await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  }
  await expect(menu.getByRole("link", { name: "Takken", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Nieuws", exact: true })).not.toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: /Scouts Sint-Joris Demostad/ })).toHaveAttribute("href", "/");
});

test("navigation bar turns white with a shadow after 20 px of scroll", async ({ page }) => {
  await page.goto("/about");
  const header = page.locator("header").first();
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 10));
  await afterFrames(page);
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
  expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
});

test("mobile menu toggles, works from the keyboard and closes on an item click", async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo), "the menu button exists on narrow screens only");
  await page.goto("/");
  const button = page.getByRole("button", { name: "Menu openen" });
  await expect.poll(() => expandedInAccessibilityTree(page)).toBe(false);
  await expect(page.locator("#mobiel-menu")).toBeHidden();
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Menu sluiten" })).toBeFocused();
  await expect.poll(() => expandedInAccessibilityTree(page)).toBe(true);
  await expect(page.locator("#mobiel-menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("#mobiel-menu")).toBeHidden();
  await expect.poll(() => expandedInAccessibilityTree(page)).toBe(false);
  await page.getByRole("button", { name: "Menu openen" }).click();
  await page.locator("#mobiel-menu").getByRole("link", { name: "Over ons" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("#mobiel-menu")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Over ons" })).toBeVisible();
});

test("mobile menu opens and closes before the scripts have loaded", async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo), "the menu button exists on narrow screens only");
  const release = await holdScripts(page);
  await page.goto("/takken", { waitUntil: "commit" });
  await expect.poll(() => expandedInAccessibilityTree(page)).toBe(false);
  await page.getByRole("button", { name: "Menu openen" }).click();
  const menu = page.locator("#mobiel-menu");
  await expect(menu).toBeVisible();
  // What a screen reader hears from Chromium itself, before React could set any attribute.
  await expect.poll(() => expandedInAccessibilityTree(page)).toBe(true);
  await expect(menu.getByRole("link", { name: "Geschiedenis", exact: true })).toHaveAttribute("href", "/geschiedenis");
  expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")))).toBe(false);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Menu openen" }).click();
  await expect(menu).toBeVisible();
  // Once React takes over, it follows the open menu.
  release();
  await expect(page.getByRole("button", { name: "Menu sluiten" })).toBeVisible();
  await expect.poll(() => expandedInAccessibilityTree(page)).toBe(true);
  await menu.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu openen" })).toBeVisible();
  await expect.poll(() => expandedInAccessibilityTree(page)).toBe(false);
});

test("the menu button is valid HTML: its popover states the expanded state, no aria-expanded beside popovertarget", async ({ page, request }) => {
  for (const path of ["/", "/takken/kapoenen", "/contact", "/admin"]) {
    const html = await (await request.get(path)).text();
    const buttons = html.match(/<button\b[^>]*\bpopovertarget=[^>]*>/gi) ?? [];
    expect(buttons, path).toHaveLength(1);
    expect(buttons[0], path).not.toMatch(/aria-expanded/);
  }
  await page.goto("/");
  expect(await page.locator("[popovertarget][aria-expanded]").count()).toBe(0);
});

test("footer has the newsletter form and every link with its target", async ({ page }) => {
  await page.goto("/about");
  const footer = page.locator("footer");
  await expect(footer.getByRole("textbox", { name: "E-mailadres" })).toHaveAttribute("type", "email");
  await expect(footer.getByRole("button", { name: "Inschrijven" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Over ons" })).toHaveAttribute("href", "/about");
  await expect(footer.getByRole("link", { name: "Geschiedenis" })).toHaveAttribute("href", "/geschiedenis");
  await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  const privacy = footer.getByRole("link", { name: "Privacybeleid" });
  await expect(privacy).toHaveAttribute("href", "/gdpr");
  await expect(privacy).toHaveAttribute("target", "_blank");
  await expect(footer.getByRole("link", { name: "Cookiebeleid" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Groepsadmin" })).toHaveAttribute("href", /groepsadmin/);
  await expect(footer.getByRole("link", { name: "Scouts en Gidsen Vlaanderen" })).toHaveAttribute("target", "_blank");
  for (const network of ["Facebook", "Instagram", "TikTok"]) {
    await expect(footer.getByRole("link", { name: new RegExp(network) })).toHaveAttribute("target", "_blank");
  }
  await expect(footer.getByText("Website gemaakt door")).toBeVisible();
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/bestaat/niet");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
  await expect(page.getByText("Verdwaald in het bos")).toBeVisible();
  await expect(page.getByRole("link", { name: "Terug naar de startpagina" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Contact opnemen" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "Terug naar het kamp" })).toHaveAttribute("href", "/");
  await expectNoSeriousA11yViolations(page);
});

test("pages open scrolled to the top", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator("footer").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** The menu button's expanded state as Chromium exposes it to assistive technology. */
async function expandedInAccessibilityTree(page: Page): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send("Accessibility.getFullAXTree")) as {
      nodes: { role?: { value?: string }; name?: { value?: string }; properties?: { name: string; value: { value?: unknown } }[] }[];
    };
    const button = nodes.find((node) => node.role?.value === "button" && /^Menu (openen|sluiten)$/.test(String(node.name?.value)));
    const expanded = button?.properties?.find((property) => property.name === "expanded");
    return expanded === undefined ? undefined : expanded.value.value === true;
  } finally {
    await session.detach();
  }
}
