import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

const hydratedOrStatic = () =>
  Object.keys(document).some((key) => key.startsWith("__reactContainer")) || !document.querySelector('script[type="module"]');

/**
 * Pages paint before their scripts run (the scripts load after the stylesheet). A click on a script-driven control
 * (the mobile menu, a filter) needs the scripts, so after each `page.goto` the tests wait, as a visitor would, until
 * React has taken over the page. `waitUntil: "commit"` skips the wait, for tests of the moments before.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== "commit") await page.waitForFunction(hydratedOrStatic, null, { timeout: 10_000 });
        return response;
      };
    }
    await provide(page);
  },
});

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
  await page.route("**/assets/vendor-*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
