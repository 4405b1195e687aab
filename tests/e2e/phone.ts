import { request as playwrightRequest, type Locator, type Page } from "@playwright/test";
import { expect } from "./test";
import { E2E_PASSWORD } from "./own-rows";

/** The fixed navigation bar's height: a message under it is not in view. */
const HEADER = 64;

/**
 * A message the leader can see without scrolling: visible, below the fixed bar and above the bottom of the window
 * (polled: the page scrolls smoothly towards it).
 */
export async function expectInView(message: Locator): Promise<void> {
  await expect(message).toBeVisible();
  const where = () =>
    message.evaluate((el, header) => {
      const box = el.getBoundingClientRect();
      return box.top >= header - 1 && box.bottom <= window.innerHeight + 1 ? "in view" : `at ${Math.round(box.top)}-${Math.round(box.bottom)} of ${window.innerHeight}`;
    }, HEADER);
  await expect.poll(where, { message: "the message is inside the window, below the navigation bar" }).toBe("in view");
}

/** The bytes of the POST requests the page sends from now on (a refused file must send none). */
export function countPostedBytes(page: Page): { posts: number; bytes: number } {
  const sent = { posts: 0, bytes: 0 };
  page.on("request", (request) => {
    if (request.method() !== "POST") return;
    sent.posts++;
    sent.bytes += request.postDataBuffer()?.byteLength ?? 0;
  });
  return sent;
}

/**
 * A Takleiding account for `takId` (linked to leader `leidingId` when given), invited by the Beheerder without SMTP and
 * accepted: setting the password logs the page's browser context in.
 */
export async function loginAsTakleiding(page: Page, baseURL: string, options: { takId: number; naam: string; leidingId?: number }): Promise<{ email: string }> {
  const origin = { Origin: baseURL };
  const beheerder = await playwrightRequest.newContext({ baseURL });
  const login = await beheerder.post("/admin", { form: { intent: "login", password: E2E_PASSWORD }, headers: origin, maxRedirects: 0 });
  expect(login.status()).toBe(302);
  const email = `${options.naam.toLowerCase().replace(/[^a-z]+/g, "-")}-${Date.now()}@example.be`;
  const invited = await beheerder.post("/admin/account/add", {
    form: { naam: options.naam, email, rol: "takleiding", takken: String(options.takId), leidingId: options.leidingId ? String(options.leidingId) : "" },
    headers: origin,
  });
  const link = /\/admin\/uitnodiging\/[\w-]{40,}/.exec(await invited.text())?.[0];
  expect(link, "the invitation link (no SMTP in the e2e server)").toBeTruthy();
  await beheerder.dispose();
  const accepted = await page.request.post(link!, { form: { wachtwoord: "welpen-zijn-de-beste-tak", herhaal: "welpen-zijn-de-beste-tak" }, headers: origin, maxRedirects: 0 });
  expect(accepted.status()).toBe(302);
  return { email };
}

/** "YYYY-MM-DDTHH:MM" of a day `days` from today (local time of the test, Brussels in the config). */
export function dagVanaf(days: number, time: string): string {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const key = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels", year: "numeric", month: "2-digit", day: "2-digit" }).format(day);
  return `${key}T${time}`;
}

/** Admin text under 14 px and controls under 44 x 44 px in the page's content (a checkbox counts with its label). */
export function smallTextAndTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.querySelector("#inhoud")!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent!.trim();
      const el = walker.currentNode.parentElement!;
      if (!text || el.getBoundingClientRect().width <= 1) continue;
      const size = Number.parseFloat(getComputedStyle(el).fontSize);
      if (size < 14) problems.push(`'${text.slice(0, 30)}' ${size}px`);
    }
    for (const el of root.querySelectorAll<HTMLElement>("a[href], button, select, input:not([type=hidden]), textarea, summary")) {
      const target = (el as HTMLInputElement).type === "checkbox" || (el as HTMLInputElement).type === "radio" ? (el.closest("label") ?? el) : el;
      const box = target.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.width < 43.5 || box.height < 43.5) problems.push(`'${(el.textContent?.trim() || el.getAttribute("aria-label") || el.getAttribute("name") || "").slice(0, 30)}' ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return problems;
  });
}

/** The admin's sections, all in view: on a phone the bar's 'Meer' (issue 51) is opened first. */
export async function beheerNav(page: Page): Promise<Locator> {
  const nav = page.getByRole("navigation", { name: "Beheer" });
  await expect(nav).toBeVisible();
  const meer = nav.locator("summary", { hasText: "Meer" });
  if ((await meer.isVisible()) && (await nav.locator("details[open]").count()) === 0) await meer.click();
  return nav;
}
