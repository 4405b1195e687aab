import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./test";
import { focusIndicator } from "./focus-ring";

async function expectVisibleFocus(field: Locator) {
  await expect(field).toBeFocused();
  const indicator = await focusIndicator(field);
  expect(indicator.style).not.toBe("none");
  expect(indicator.width).toBeGreaterThanOrEqual(2);
  // WCAG 2.2 non-text contrast (1.4.11) and focus appearance: at least 3:1 against the adjacent colour.
  expect(indicator.contrast).toBeGreaterThanOrEqual(3);
}

test("text fields show focus with an outline of at least 3:1 against what surrounds them", async ({ page }) => {
  await page.goto("/contact");
  const name = page.getByLabel("Naam");
  await name.focus();
  await expectVisibleFocus(name);
  await page.keyboard.press("Tab");
  await expectVisibleFocus(page.getByLabel("E-mailadres", { exact: true }).first());
  const category = page.getByLabel("Categorie");
  await category.focus();
  await expectVisibleFocus(category);
  const message = page.getByLabel("Bericht");
  await message.focus();
  await expectVisibleFocus(message);

  // The newsletter field sits on the dark green footer.
  const newsletter = page.locator("footer").getByRole("textbox", { name: "E-mailadres" });
  await newsletter.focus();
  await expectVisibleFocus(newsletter);

  // The news search sits on the green hero (a gradient): its outline is white, far from any of the hero's greens.
  await page.goto("/");
  const search = page.getByRole("searchbox", { name: "Zoek nieuws" });
  await search.focus();
  await expect(search).toHaveCSS("outline-color", "rgb(255, 255, 255)");
  expect((await focusIndicator(search)).width).toBeGreaterThanOrEqual(2);
});

/** The bottom edge of the fixed navigation bar. */
async function headerBottom(page: Page): Promise<number> {
  return page.locator("header").first().evaluate((header) => header.getBoundingClientRect().bottom);
}

test("a control that keyboard focus scrolls into view is not hidden under the fixed navigation bar", async ({ page }) => {
  await page.goto("/contact");
  // A control without an id: an id alone used to give scroll-margin, other controls got nothing.
  const send = page.getByRole("button", { name: "Verstuur bericht" });
  expect(await send.getAttribute("id")).toBeNull();
  // The button just below the top edge of the window: inside the window, but behind the bar (the end of the page may
  // stop the scroll a few pixels short; anywhere above the bar's bottom edge will do).
  await send.evaluate((el) => window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - 10, behavior: "instant" }));
  await expect.poll(() => send.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
  expect(await send.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(40);
  // Tab from the field before it (focused without scrolling): the browser scrolls only what it sees as hidden.
  await page.getByLabel("Bericht").evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
  await page.keyboard.press("Tab");
  await expect(send).toBeFocused();
  const bottom = await headerBottom(page);
  expect(bottom).toBeGreaterThanOrEqual(64);
  // Polled: with smooth scrolling the page is still moving for a moment.
  await expect
    .poll(() => send.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 3000 })
    .toBeGreaterThanOrEqual(bottom);
});

/** Where the focused element is, against the bar and the window (its focus outline reaches 5 px outside it). */
async function focusedPlace(page: Page) {
  return page.evaluate(() => {
    const rect = document.activeElement!.getBoundingClientRect();
    const bar = document.querySelector("header")!.getBoundingClientRect().bottom;
    return { outlineTop: rect.top - 5, bar, fits: rect.height <= window.innerHeight - bar - 5, bottom: rect.bottom, window: window.innerHeight };
  });
}

/** Presses `key` `times` times; after each the focused element's top (outline included) is below the bar. */
async function walkBadges(page: Page, key: "Tab" | "Shift+Tab", times: number) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    await expect(page.locator('[data-testid="kentekens"] a:focus')).toHaveCount(1);
    await expect
      .poll(async () => {
        const place = await focusedPlace(page);
        // A pixel's rounding at the window's bottom edge is no hiding.
        return place.outlineTop >= place.bar && (!place.fits || place.bottom <= place.window + 1);
      }, { message: `${key} #${i + 1}` })
      .toBe(true);
  }
}

test("moving through the badges of /geschiedenis with Tab and Shift+Tab, focus never ends under the bar", async ({ page }) => {
  // Instant scrolling: the end position is what counts, and it is there at once.
  await page.emulateMedia({ reducedMotion: "reduce" });
  // The project's own window, and a phone held sideways, where a badge card is taller than the room below the bar
  // (the browser then centres it, its top under the bar).
  for (const viewport of [page.viewportSize()!, { width: 740, height: 360 }]) {
    await page.setViewportSize(viewport);
    await page.goto("/geschiedenis");
    const badges = page.getByTestId("kentekens").getByRole("link");
    // Upward from the last badge, then down again from the first.
    await badges.last().focus();
    await walkBadges(page, "Shift+Tab", 12);
    await badges.first().focus();
    await walkBadges(page, "Tab", 12);
  }
});
