// The navigation bar (components/layout/SiteHeader.tsx): its colour once the page is scrolled or the phone menu is
// open, the menu button's label, the menu in browsers without popovers, and focus kept below the bar.

const SCROLL_THRESHOLD_PX = 20;
/** Room between the bar and a focused element: the 3 px focus outline, its 2 px offset, and a little air. */
const CLEARANCE_PX = 12;

const supportsPopover = () => Object.hasOwn(HTMLElement.prototype, "popover");

export function header(bar: HTMLElement): void {
  const menu = bar.querySelector<HTMLElement>("[popover]");
  const button = bar.querySelector<HTMLButtonElement>("button[aria-controls]");

  const onScroll = () => bar.setAttribute("data-scrolled", String(window.scrollY > SCROLL_THRESHOLD_PX));
  onScroll();
  window.addEventListener("scroll", onScroll, { passive: true });

  const showState = (open: boolean) => {
    bar.setAttribute("data-menu", open ? "open" : "closed");
    if (button) button.setAttribute("aria-label", (open ? button.dataset.labelOpen : button.dataset.labelClosed) ?? "");
  };

  if (menu && button) {
    if (supportsPopover()) {
      // The browser opens and closes the popover (Escape and a tap outside included), also before this script ran.
      menu.addEventListener("toggle", (event) => showState((event as ToggleEvent).newState === "open"));
      showState(menu.matches(":popover-open"));
    } else {
      // Older browsers: the button opens and closes the menu here, and says so.
      button.removeAttribute("popovertarget");
      button.setAttribute("aria-expanded", "false");
      const set = (open: boolean) => {
        menu.toggleAttribute("data-open", open);
        button.setAttribute("aria-expanded", String(open));
        showState(open);
      };
      button.addEventListener("click", () => set(!menu.hasAttribute("data-open")));
      document.addEventListener("keydown", (event) => {
        if (event.key === "Escape" && menu.hasAttribute("data-open")) set(false);
      });
    }
    // An item of the menu closes it (the page it opens may come from the back-forward cache).
    menu.addEventListener("click", (event) => {
      if (!(event.target as Element).closest("a")) return;
      if (supportsPopover()) menu.hidePopover();
      else menu.removeAttribute("data-open");
      showState(false);
    });
  }

  keepFocusBelow(bar);
}

/**
 * Keeps keyboard focus from ending under the fixed bar, in both tab directions. The browser scrolls a focused element
 * into view itself and stops below the bar (scroll-padding-top in app.css), but an element taller than the room below
 * the bar (a badge card on a phone held sideways) it centres, its top and focus outline under the bar. Such an element
 * is scrolled so that its top sits below the bar instead; one that is out of view comes to the nearest edge. The
 * bar's own links and fixed elements (the skip link) are left alone.
 */
function keepFocusBelow(bar: HTMLElement): void {
  // True from a focus that needs scrolling until the scrolling has ended with the focused element in view: a smooth
  // scroll of the browser's may start after ours and replace it, and focus may move on while one is under way.
  let watching = false;

  /** Scrolls the focused element below the bar when it is not; true when it did. */
  const place = (): boolean => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || bar.contains(element) || element === document.body) return false;
    if (getComputedStyle(element).position === "fixed") return false;
    const top = bar.getBoundingClientRect().bottom + CLEARANCE_PX;
    const rect = element.getBoundingClientRect();
    const fits = rect.height <= window.innerHeight - top;
    if (rect.top >= top && (rect.bottom <= window.innerHeight || !fits)) return false;
    element.scrollIntoView({ block: fits ? "nearest" : "start" });
    return true;
  };
  // After the browser's own scroll has started (it follows the focus event).
  document.addEventListener("focusin", () =>
    requestAnimationFrame(() => {
      if (place()) watching = true;
    }),
  );
  window.addEventListener("scrollend", () => {
    if (watching) watching = place();
  });
  // The reader scrolls on purpose: the focused element may then leave the view.
  const stopWatching = () => {
    watching = false;
  };
  window.addEventListener("wheel", stopWatching, { passive: true });
  window.addEventListener("touchstart", stopWatching, { passive: true });
}
