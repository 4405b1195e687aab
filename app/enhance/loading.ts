// The loading state while the next page loads (decision 0027: public pages are documents, a link loads its page).
// The layout carries the indicator hidden (#laden, components/layout/NavigationIndicator.tsx); a click on a link to
// another page of this site shows it, with 'Laden...', 'Geschiedenis laden...' or 'Tak laden...' for the detail pages.
import { loadingLabel } from "~/components/layout/loading-labels";

export function startLoading(): void {
  const indicator = document.getElementById("laden");
  if (!indicator) return;
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[href]");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // After the page's own handlers: a link answered in place (or a lightbox) is not a page load.
    setTimeout(() => {
      if (event.defaultPrevented || !loadsPage(link)) return;
      // The group's word for a tak ('Afdeling laden...'): the layout names it on <html> when it is not 'Tak'.
      const label = loadingLabel(new URL(link.href).pathname, document.documentElement.dataset.tak);
      const card = indicator.querySelector<HTMLElement>("[role=status]")?.parentElement;
      if (card) {
        card.hidden = label === null;
        card.querySelector("span:last-child")!.textContent = label ?? "";
      }
      indicator.hidden = false;
    });
  });
  // Back to this page from the browser's back-forward cache: the load it showed is over.
  window.addEventListener("pageshow", () => (indicator.hidden = true));
}

/** A link that replaces this page with another page of the site (not a file, a new tab or an anchor on this page). */
function loadsPage(link: HTMLAnchorElement): boolean {
  if (link.target && link.target !== "_self") return false;
  if (link.hasAttribute("download")) return false;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return false;
  if (url.pathname === location.pathname && url.search === location.search) return false;
  return !/\.[a-z0-9]+$/i.test(url.pathname);
}
