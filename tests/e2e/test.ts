import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/** The page's script has attached its behaviours and, in the admin and the photo albums, React has taken over. */
const ready = () =>
  document.documentElement.hasAttribute("data-js-ready") &&
  (!document.documentElement.hasAttribute("data-react-app") || Object.keys(document).some((key) => key.startsWith("__reactContainer")));

/** Waits, as a visitor would, until the page's script has run: after a navigation by a click, before the next click on what it drives. */
export async function scriptReady(page: Page): Promise<void> {
  await page.waitForFunction(ready, null, { timeout: 10_000 });
}

/**
 * Pages paint before their script runs (it loads after the stylesheet). A click on a script-driven control (a filter,
 * a form answered in place) needs the script, so after each `page.goto` the tests wait, as a visitor would, until it
 * has run. `waitUntil: "commit"` skips the wait, for tests of the moments before.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== "commit") await scriptReady(page);
        return response;
      };
    }
    await provide(page);
  },
});

/**
 * The long walks (a whole flow over many pages, or every page at several widths): `npm run test:e2e:lang` runs them,
 * `npm test` leaves them out so that CI fits its time on two cores (decision 0044). Each checks what shorter tests
 * check in part; run them before a release and after a change to what they walk.
 */
export const LANG = { tag: "@lang" };

/** Waits two animation frames: what a scroll or a change sets off has run by then (instead of a fixed sleep). */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The form posts the page sends from now on: a test that expects none can check after `afterFrames`. */
export function watchPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

/**
 * A slow connection: the page arrives, its scripts are held back until the returned function is called. For tests
 * of what a visitor can do before the page runs.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(vendor|enhance)-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Keeps the page that is shown while the next one would load: Playwright cannot read a page whose navigation is on its
 * way, so the navigation to `url` is cancelled (the old page stays, with what it shows while waiting, as on a slow line
 * until the answer comes). The returned function lets the next navigation through.
 */
export async function stayWhileLoading(page: Page, url: RegExp): Promise<() => Promise<void>> {
  await page.route(url, (route) => (route.request().resourceType() === "document" ? route.abort("aborted") : route.continue()));
  return () => page.unroute(url);
}
