// The navigation bar (components/layout/SiteHeader.tsx): its colour once the page is scrolled or the phone menu is
// open, the menu button's label, the menu in browsers without popovers, and focus kept below the bar.

const SCROLL_THRESHOLD_PX = 20;
/** Room between the bar and a focused element: the 3 px focus outline, its 2 px offset, and a little air. */
const CLEARANCE_PX = 12;
/** What the focus outline needs below an element at the window's bottom edge. */
const RING_PX = 5;

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
    const close = () => {
      if (supportsPopover()) menu.hidePopover();
      else {
        menu.removeAttribute("data-open");
        button.setAttribute("aria-expanded", "false");
      }
      showState(false);
    };
    // An item of the menu closes it (the page it opens may come from the back-forward cache).
    menu.addEventListener("click", (event) => {
      if ((event.target as Element).closest("a")) close();
    });
    // Tab past the last item (or Shift+Tab past the button) leaves the menu: it closes, so focus never lands on the
    // page hidden behind it. Focus leaving the window (another app) keeps it open.
    menu.addEventListener("focusout", (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !menu.contains(next) && !button.contains(next)) close();
    });
    button.addEventListener("focusout", (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !menu.contains(next) && !button.contains(next) && bar.dataset.menu === "open") close();
    });
  }

  keepFocusBelow(bar);
}

/**
 * Keeps what the reader was sent to from ending under the fixed bar or outside the window: the element keyboard focus
 * moved to (in both tab directions), and on arrival the target of the address's #anchor. The browser scrolls them into
 * view itself and stops below the bar (scroll-padding-top in app.css), but
 * - an element taller than the room below the bar (a badge card on a phone held sideways) it centres, its top and
 *   focus outline under the bar: such an element is scrolled so that its top sits below the bar instead;
 * - the page's layout can change after the browser scrolled: cards that are rendered only near the screen
 *   (`content-visibility: auto`, the badges of /geschiedenis) take their real height, the page's script changes what
 *   a list shows, a picture arrives. The element then moves under the bar or out of view; it is placed again after each
 *   scroll and each change of the page's height.
 * Until the reader scrolls or points on purpose (wheel, touch, mouse, the keys that scroll). The bar's own links and fixed elements
 * (the skip link) are left alone.
 */
function keepFocusBelow(bar: HTMLElement): void {
  let kept: HTMLElement | null = null;
  /** An anchor's target comes to the top (below the bar); a focused element just into view. */
  let block: ScrollLogicalPosition = "nearest";
  /** A scroll of ours (or the browser's, after a focus) is under way: check again when it ends. */
  let watching = false;
  /** The kept element was in view when the page last came to rest: a change of the page's height must not move it. */
  let shown = false;

  const inPlace = (): boolean => {
    const element = kept;
    if (!element?.isConnected || bar.contains(element) || element === document.body) return true;
    if (getComputedStyle(element).position === "fixed") return true;
    const top = bar.getBoundingClientRect().bottom + CLEARANCE_PX;
    const rect = element.getBoundingClientRect();
    const fits = rect.height <= window.innerHeight - top;
    return rect.top >= top && (rect.bottom + RING_PX <= window.innerHeight || !fits);
  };
  const scroll = () => {
    if (!kept) return;
    const fits = kept.getBoundingClientRect().height <= window.innerHeight - bar.getBoundingClientRect().bottom - CLEARANCE_PX;
    kept.scrollIntoView({ block: fits ? block : "start" });
  };
  /** Places the kept element when it is not in place (and watches the scroll that follows); notes when it is. */
  const settle = () => {
    if (!kept) return;
    if (inPlace()) {
      watching = false;
      shown = true;
    } else {
      watching = true;
      scroll();
    }
  };
  const keep = (element: HTMLElement, position: ScrollLogicalPosition) => {
    kept = element;
    block = position;
    shown = false;
    settle();
  };

  // After the browser's own scroll has started (it follows the focus event). A click's focus is the reader's own doing.
  document.addEventListener("focusin", (event) => {
    const element = event.target;
    if (element instanceof HTMLElement && element.matches(":focus-visible")) requestAnimationFrame(() => keep(element, "nearest"));
  });
  const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (target) keep(target, "start");
  window.addEventListener("scrollend", () => {
    if (!kept) return;
    // The reader's own scroll (a scrollbar, a script) may take it out of view: then it stays out.
    if (watching) settle();
    else shown = inPlace();
  });
  // Cards rendered near the screen take their real height, a list grows, a picture arrives: what was in view stays so.
  new ResizeObserver(() => {
    if (kept && shown && !inPlace()) {
      watching = true;
      scroll();
    }
  }).observe(document.body);
  // The reader scrolls on purpose: what was kept may then leave the view.
  const stop = () => {
    kept = null;
    watching = false;
    shown = false;
  };
  // Focus left this page (into the map's frame, which places itself, or to another window): nothing here to keep, and a
  // scroll still settling for the element before must not take the frame back out of view.
  window.addEventListener("blur", stop);
  window.addEventListener("wheel", stop, { passive: true });
  window.addEventListener("touchstart", stop, { passive: true });
  window.addEventListener("pointerdown", stop, { passive: true });
  window.addEventListener("keydown", (event) => {
    if (SCROLL_KEYS.has(event.key) && !(event.target instanceof HTMLElement && event.target.closest("input, textarea, select, [contenteditable]"))) stop();
  });
}

/** The keys that scroll the page (outside a field). */
const SCROLL_KEYS = new Set(["PageUp", "PageDown", "Home", "End", "ArrowUp", "ArrowDown", " "]);
