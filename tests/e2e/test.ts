import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

const hydratedOrStatic = () =>
  Object.keys(document).some((key) => key.startsWith("__reactContainer")) ||
  !document.querySelector('script[type="module"], script[type="text/x-later-module"]');

/**
 * What a visitor's first touch, scroll or key does on a public page: its scripts start (decision 0018). A synthetic
 * event on the window, as the page listens for it there.
 */
export async function startScripts(page: Page): Promise<void> {
  // The page listens from the end of its body on.
  await page.waitForLoadState("domcontentloaded");
  await page.evaluate(() => window.dispatchEvent(new Event("pointerdown")));
}

/**
 * Pages paint before their scripts run, and public pages load their scripts at the visitor's first interaction. A
 * click on a script-driven control (a filter, a client-side navigation) needs the scripts, so after each `page.goto`
 * (and `page.reload`) the tests do what a visitor does first (a touch) and wait until React has taken over the page.
 * `waitUntil: "commit"` skips both, for tests of the moments before.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const takenOver = async (waitUntil: string | undefined) => {
        if (waitUntil === "commit") return;
        await startScripts(page);
        await page.waitForFunction(hydratedOrStatic, null, { timeout: 10_000 });
      };
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await takenOver(options?.waitUntil);
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await takenOver(options?.waitUntil);
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
