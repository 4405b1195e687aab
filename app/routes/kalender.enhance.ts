// 'Meer weken tonen' on /kalender (routes/kalender.tsx): the link opens the page with the next weeks; here those
// weeks are added below the ones shown instead, and the link becomes that page's own link (or goes, at the end).
import { fetchPage } from "~/enhance/in-place";

/** The shown weeks, to which the next page's are added. */
export const KALENDER_WEKEN_ID = "kalender-weken";
/** The link to the next weeks. */
export const MEER_WEKEN_ID = "meer-weken";

export function meerWeken(link: HTMLElement): void {
  if (!(link instanceof HTMLAnchorElement)) return;
  link.addEventListener("click", async (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (link.getAttribute("aria-busy") === "true") return;
    link.setAttribute("aria-busy", "true");
    const page = await fetchPage(link.href);
    const weeks = document.getElementById(KALENDER_WEKEN_ID);
    const next = page?.getElementById(KALENDER_WEKEN_ID);
    link.removeAttribute("aria-busy");
    // Without an answer the link simply opens the page.
    if (!weeks || !next) return void (window.location.href = link.href);
    const first = next.firstElementChild;
    const last = weeks.lastElementChild;
    // A week that the next page goes on with (the same Monday) stays one week.
    const monday = (section: Element | null) => section?.querySelector("h3")?.id;
    if (first && last && monday(first) && monday(first) === monday(last)) {
      last.querySelector("ul")?.append(...first.querySelectorAll(":scope ul > li"));
      first.remove();
    }
    const added = next.firstElementChild;
    weeks.append(...next.children);
    const nextHref = page!.getElementById(MEER_WEKEN_ID)?.getAttribute("href");
    if (nextHref) return void (link.href = nextHref);
    // The last weeks: the link goes, and focus goes on to the weeks it added.
    link.remove();
    const heading = added?.querySelector<HTMLElement>("h3");
    heading?.setAttribute("tabindex", "-1");
    heading?.focus();
  });
}
