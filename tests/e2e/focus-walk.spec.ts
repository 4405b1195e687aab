import type { Page } from "@playwright/test";
import { afterFrames, expect, test, LANG } from "./test";
import { measure, type FocusIndicator } from "./focus-ring";
import { ownRows } from "./own-rows";
import { dagVanaf } from "./phone";

// WCAG 2.2: 2.4.11 (focus not obscured), 2.4.7 (focus visible) and 1.4.11 (3:1). The public pages and the admin at
// 375 and 1280 px (the two projects; PUBLIC says which page at which width), walked with the keyboard forward (Tab)
// and backward (Shift+Tab): every focused
// element, the lazily rendered badge cards of /geschiedenis and the map's frame included, ends with its focus outline
// inside the window and below the fixed navigation bar, and that outline stands out 3:1 from what it is drawn on.

/** More than any page has: a page whose walk does not come round by then is reported, not walked for ever. */
const MAX_STOPS = 160;

interface Stop {
  /** What was focused, for the report: tag, text or label. */
  name: string;
  /** The outline's top and bottom edge in the window. */
  top: number;
  bottom: number;
  bar: number;
  window: number;
  /** Taller than the room below the bar: its top must show, its bottom cannot. */
  tall: boolean;
  /** In the bar itself or fixed on the screen (the skip link): never under the bar. */
  fixed: boolean;
  indicator: FocusIndicator;
  /** A stable key: the same element again means the walk came round. */
  key: string;
}

/** Where the focused element is, against the bar and the window. Null: nothing on the page has focus. */
function place(element: Element | null): Omit<Stop, "indicator"> | null {
  if (!element || element === document.body || element === document.documentElement) return null;
  const bar = document.getElementById("kop")!.getBoundingClientRect().bottom;
  const rect = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  // The outline reaches this far outside the element (3 px wide, 2 px away), or at least the 5 px of the default.
  const reach = Math.max(5, Number.parseFloat(style.outlineWidth) + Math.max(0, Number.parseFloat(style.outlineOffset)));
  let fixed = false;
  for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).position === "fixed") fixed = true;
  const label = element.getAttribute("aria-label") ?? (element as HTMLElement).innerText?.trim() ?? "";
  const path: string[] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    path.push(`${node.tagName}${node.parentElement ? [...node.parentElement.children].indexOf(node) : 0}`);
  }
  return {
    name: `${element.tagName.toLowerCase()} '${label.slice(0, 50).replace(/\s+/g, " ")}'`,
    top: rect.top - reach,
    bottom: rect.bottom + reach,
    bar,
    window: window.innerHeight,
    tall: rect.height + 2 * reach > window.innerHeight - bar,
    fixed,
    key: path.join("/"),
  };
}

/** Where the focused element is and how its ring shows, read in one round trip (a walk makes hundreds of stops). */
async function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(`(() => {
    const place = ${place.toString()};
    const measure = ${measure.toString()};
    const element = document.activeElement;
    const where = place(element);
    return where && { ...where, indicator: measure(element) };
  })()`);
}

function hidden(stop: Stop): string | null {
  if (stop.fixed) return null;
  // Half a pixel: rounding at the edges is no hiding.
  if (stop.top < stop.bar - 0.5) return `${Math.round(stop.bar - stop.top)} px under the bar`;
  if (!stop.tall && stop.bottom > stop.window + 0.5) return `${Math.round(stop.bottom - stop.window)} px below the window`;
  return null;
}

function unseen(stop: Stop): string | null {
  const { style, width, contrast } = stop.indicator;
  if (style === "none" || width < 2) return `no outline (${style} ${width}px)`;
  if (contrast < 3) return `outline ${contrast.toFixed(2)}:1`;
  return null;
}

/**
 * Walks the page with `key` from where focus is now, until it comes round (to the first element again, or out of the
 * page). Each stop waits for the page to settle (scrolling, cards rendered near the screen), then is judged.
 */
async function walk(page: Page, key: "Tab" | "Shift+Tab"): Promise<{ stops: number; problems: string[] }> {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < MAX_STOPS; i++) {
    await page.keyboard.press(key);
    let stop = await focusedStop(page);
    if (!stop) {
      if (i === 0) continue;
      return { stops: i, problems };
    }
    if (seen.has(stop.key)) return { stops: i, problems };
    seen.add(stop.key);
    // The page may still be scrolling to it (smoothly, about half a second) and placing it: a second at most.
    for (let frame = 0; frame < 40 && hidden(stop); frame++) {
      await afterFrames(page);
      stop = (await focusedStop(page)) ?? stop;
    }
    const problem = hidden(stop) ?? unseen(stop);
    if (problem) problems.push(`${key} #${i + 1} ${stop.name}: ${problem}`);
  }
  problems.push(`${key}: still going after ${MAX_STOPS} stops`);
  return { stops: MAX_STOPS, problems };
}

/**
 * Pages with frames rendered only near the screen (`defer-offscreen`: the badges of the history, a tak's leaders) are
 * walked with the browser's smooth scrolling, as most visitors have it: those frames change the page while it scrolls
 * (issue 40), which an instant scroll would not show. The others are walked as a visitor who asked for reduced motion
 * sees them (instant scrolling, no reveal animation): the same places, without waiting half a second per stop.
 */
const SMOOTH = /^\/(geschiedenis|takken\/)/;

async function walkBothWays(page: Page, path: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: SMOOTH.test(path) ? "no-preference" : "reduce" });
  await page.goto(path);
  const forward = await walk(page, "Tab");
  await page.goto(path);
  const backward = await walk(page, "Shift+Tab");
  expect(forward.stops, `${path}: stops forward`).toBeGreaterThan(5);
  expect(backward.stops, `${path}: stops backward`).toBeGreaterThan(5);
  expect([...forward.problems, ...backward.problems], path).toEqual([]);
}

/**
 * Which width walks which page (a walk is slow: a key press and a look per stop, hundreds per page; the suite must fit
 * CI's time). The home page at both widths; the other pages at one, chosen for what differs: the long smooth-scrolling
 * pages (the history at 1280 px, a tak at 375 px), the calendar's filters, the contact form and map. Their bar and
 * header are the same on the pages not walked here.
 */
const PUBLIC: Record<string, "both" | "desktop" | "mobile"> = {
  "/": "both",
  "/geschiedenis": "desktop",
  "/kalender": "desktop",
  "/takken/welpen": "mobile",
  "/contact": "mobile",
};

function widths(which: "both" | "desktop" | "mobile"): void {
  test.skip(({ viewport }) => which !== "both" && (which === "mobile") !== (viewport?.width ?? 0) < 640, `walked at the other width (${which})`);
}

async function login(page: Page): Promise<void> {
  await page.getByLabel("Wachtwoord", { exact: true }).fill("e2e-wachtwoord");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("heading", { name: "Admin Toegang" })).toHaveCount(0);
}

test.describe("focus is never hidden and always visible, forward and backward", LANG, () => {
  test.describe.configure({ timeout: 120_000 });

  for (const [path, which] of Object.entries(PUBLIC)) {
    test.describe(() => {
      widths(which);
      test(`on ${path}`, async ({ page }) => {
        await walkBothWays(page, path);
      });
    });
  }

  // Issue 51: 'Inschrijven' (the same form as 'Afmelden'), on an activity of its own that asks for sign-ups.
  test("on an 'Inschrijven' page", async ({ page, baseURL }) => {
    const rows = await ownRows(baseURL!);
    try {
      const a = await rows.activiteit({ titel: "Sinterklaasfeest", takken: ["hele-groep"], start: dagVanaf(3, "14:00"), inschrijven: true, plaatsen: 20, geenMelding: true });
      await walkBothWays(page, `/inschrijven/${a.id}`);
    } finally {
      await rows.cleanUp();
    }
  });

  test("in the admin: the login and 'Deze week'", async ({ page }) => {
    await walkBothWays(page, "/admin");
    await login(page);
    await walkBothWays(page, "/admin?sectie=week");
  });

  // The sections share the shell walked above; the longest list at 1280 px, the takken's forms at 375 px (below).
  for (const [sectie, which] of [["leiding", "desktop"]] as const) {
    test.describe(() => {
      widths(which);
      test(`in the admin: ${sectie}`, async ({ page }) => {
        await page.goto("/admin");
        await login(page);
        await walkBothWays(page, `/admin?sectie=${sectie}`);
      });
    });
  }

  test.describe(() => {
    widths("mobile");
    test("in the admin: the takken, a tak's form and its stop page (issue 47)", async ({ page }) => {
      await page.goto("/admin");
      await login(page);
      for (const path of ["/admin?sectie=instellingen&deel=takken", "/admin/tak/welpen", "/admin/tak/welpen/stoppen"]) await walkBothWays(page, path);
    });
  });
});
