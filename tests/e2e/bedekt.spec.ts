import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./test";
import { focusIndicator } from "./focus-ring";

// Issue 38: nothing covered by the fixed bar or a message, at 375 and 1280 px (the two projects): the field focus
// jumps to after a refusal, the rows a leader scrolls through after a success, an activity opened from 'Deze week', the
// page behind the open phone menu; and focus that a keyboard user can see and follow (the green bar, after the login).

const PASSWORD = "e2e-wachtwoord";

async function login(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Wachtwoord", { exact: true }).press("Enter");
  await expect(page.getByRole("heading", { name: "Admin Toegang" })).toHaveCount(0);
}

/** The bottom edge of the fixed navigation bar. */
function barBottom(page: Page): Promise<number> {
  return page.locator("#kop").evaluate((bar) => bar.getBoundingClientRect().bottom);
}

/**
 * Whether the element can be seen where it is: below the bar, inside the window, and what the screen shows at its
 * corners and middle is the element itself (nothing lies on top of it).
 */
async function uncovered(element: Locator): Promise<string | null> {
  return element.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const bar = document.getElementById("kop")!.getBoundingClientRect().bottom;
    if (rect.top < bar) return `top ${Math.round(rect.top)} under the bar (${Math.round(bar)})`;
    if (rect.bottom > window.innerHeight) return `bottom ${Math.round(rect.bottom)} below the window (${window.innerHeight})`;
    const points: [number, number][] = [
      [rect.left + 2, rect.top + 2],
      [rect.right - 2, rect.top + 2],
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + 2, rect.bottom - 2],
      [rect.right - 2, rect.bottom - 2],
    ];
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x, y);
      if (top && top !== el && !el.contains(top) && !top.contains(el)) return `covered at ${Math.round(x)},${Math.round(y)} by ${top.tagName.toLowerCase()}.${top.className}`;
    }
    return null;
  });
}

test("after a refused save of 'Groep', the field focus goes to is in view and no message lies on it", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await login(page, "/admin?sectie=instellingen&deel=groep");
  await page.getByLabel("Opgericht").fill("19x6");
  await page.getByRole("button", { name: "Gegevens Opslaan" }).click();
  const field = page.getByLabel("Opgericht");
  await expect(field).toBeFocused();
  await expect(page.getByText("Opgericht: vul een jaartal in")).toBeVisible();
  await expect.poll(() => uncovered(field)).toBeNull();
  // The message that names the refusal sits in the page's flow, not over it.
  const message = page.getByText("Er is een probleem opgetreden").first();
  await expect(message).toBeVisible();
  const stuck = await message.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) if (["sticky", "fixed"].includes(getComputedStyle(node).position)) return true;
    return false;
  });
  expect(stuck).toBe(false);
});

test("a success message stays above the list it is about: scrolling through the rows, nothing lies on them", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await login(page, "/admin?sectie=activiteiten&melding=activiteit-toegevoegd");
  const message = page.getByText("De activiteit is toegevoegd.");
  await expect(message).toBeVisible();
  const rows = page.getByTestId("activiteit-rij");
  expect(await rows.count()).toBeGreaterThan(10);
  // Scrolled down the list: the message went up with the page, and every row in the window shows.
  await rows.nth(10).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy({ top: 200, behavior: "instant" }));
  expect(await message.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThan(await barBottom(page));
  const shown = await rows.evaluateAll((all) =>
    all.map((row, i) => [i, row.getBoundingClientRect()] as const).filter(([, r]) => r.top >= 64 && r.bottom <= window.innerHeight).map(([i]) => i),
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const i of shown) expect(await uncovered(rows.nth(i)), `row ${i}`).toBeNull();
});

test("an activity opened from 'Deze week' lands below the bar", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const link = page.getByRole("region", { name: "Deze week" }).locator('a[href*="#activiteit-"]').first();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/#activiteit-\d+$/);
  await link.click();
  await page.waitForURL(/#activiteit-\d+$/);
  const target = page.locator(`[id="${href!.split("#")[1]}"]`);
  await expect(target).toBeVisible();
  // Polled: the page's script places it once the page has settled.
  await expect.poll(async () => {
    const top = await target.evaluate((el) => el.getBoundingClientRect().top);
    return top >= (await barBottom(page)) && top < (page.viewportSize()!.height * 2) / 3;
  }).toBe(true);
  await expect.poll(() => uncovered(target.locator("h2, h3, h4").first())).toBeNull();
});

test("the phone menu: Tab past its last item closes it, so focus never lands on the page behind it", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the menu is the phone's");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/about");
  // Its name follows the menu ('Menu openen', 'Menu sluiten').
  const button = page.locator('#kop button[aria-controls="mobiel-menu"]');
  const menu = page.locator("#mobiel-menu");
  // Keyboard only: to the button, open, through every item.
  while (!(await button.evaluate((el) => el === document.activeElement))) await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  const items = menu.getByRole("link");
  const count = await items.count();
  for (let i = 0; i < count; i++) {
    await page.keyboard.press("Tab");
    await expect(items.nth(i)).toBeFocused();
    expect(await uncovered(items.nth(i))).toBeNull();
  }
  // Shift+Tab back to the first item and the button keeps it open; Tab past the last closes it.
  await page.keyboard.press("Tab");
  await expect(menu).toBeHidden();
  await expect(page.locator("#kop")).toHaveAttribute("data-menu", "closed");
  const focused = page.locator(":focus");
  await expect(focused).toHaveCount(1);
  await expect.poll(() => uncovered(focused)).toBeNull();
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(button).toBeFocused();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
});

test("keyboard focus on the green bar shows a white ring of at least 3:1", async ({ page }) => {
  await page.goto("/about");
  // Keyboard only: the first Tab goes to the skip link, the next to the logo on the green bar.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Naar de inhoud" })).toBeFocused();
  expect((await focusIndicator(page.getByRole("link", { name: "Naar de inhoud" }))).contrast).toBeGreaterThanOrEqual(3);
  await page.keyboard.press("Tab");
  const logo = page.locator("#kop a").first();
  await expect(logo).toBeFocused();
  await expect(logo).toHaveCSS("outline-color", "rgb(255, 255, 255)");
  const ring = await focusIndicator(logo);
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.contrast).toBeGreaterThanOrEqual(3);
  if (page.viewportSize()!.width >= 768) {
    // The active item is white on the bar; its ring sits outside it, on the green.
    const item = page.locator("#kop").getByRole("link", { name: "Over ons" });
    await item.focus();
    expect((await focusIndicator(item)).contrast).toBeGreaterThanOrEqual(3);
  }
});

test("after the login, focus is on the first thing to read, not on the page's body", async ({ page }) => {
  await page.goto("/admin");
  await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Admin Toegang" })).toHaveCount(0);
  const first = page.locator("main").locator("h1, h2").first();
  await expect(first).toBeFocused();
  await expect.poll(() => uncovered(first)).toBeNull();
});
