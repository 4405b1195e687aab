import { test as base } from "@playwright/test";

export * from "@playwright/test";

const hydratedOrStatic = () =>
  Object.keys(document).some((key) => key.startsWith("__reactContainer")) || !document.querySelector("script[nonce]");

/**
 * Pages paint before their scripts run (hydration starts after the first paint). A click on a script-driven control
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
