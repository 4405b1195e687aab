import { useEffect, type RefObject } from "react";

/** Room between the bar and a focused element: the 3 px focus outline, its 2 px offset, and a little air. */
const CLEARANCE_PX = 12;

/**
 * Keeps keyboard focus from ending under the fixed bar, in both tab directions. The browser scrolls a focused
 * element into view itself and stops below the bar (scroll-padding-top in app.css), but an element taller than the
 * room below the bar (a badge card on a phone held sideways) it centres, its top and focus outline under the bar.
 * Such an element is scrolled so that its top sits below the bar instead; one that is out of view comes to the
 * nearest edge. The bar's own links and fixed elements (the skip link) are left alone.
 */
export function useFocusBelowBar(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    // True from a focus that needs scrolling until the scrolling has ended with the focused element in view: a smooth
    // scroll of the browser's may start after ours and replace it, and focus may move on while one is under way.
    let watching = false;

    /** Scrolls the focused element below the bar when it is not; true when it did. */
    const place = (): boolean => {
      const element = document.activeElement;
      const header = bar.current;
      if (!(element instanceof HTMLElement) || !header || header.contains(element) || element === document.body) return false;
      if (getComputedStyle(element).position === "fixed") return false;
      const top = header.getBoundingClientRect().bottom + CLEARANCE_PX;
      const rect = element.getBoundingClientRect();
      const fits = rect.height <= window.innerHeight - top;
      if (rect.top >= top && (rect.bottom <= window.innerHeight || !fits)) return false;
      element.scrollIntoView({ block: fits ? "nearest" : "start" });
      return true;
    };
    const onFocus = () => {
      // After the browser's own scroll has started (it follows the focus event).
      requestAnimationFrame(() => {
        if (place()) watching = true;
      });
    };
    const onScrollEnd = () => {
      if (watching) watching = place();
    };
    // The reader scrolls on purpose: the focused element may then leave the view.
    const stopWatching = () => {
      watching = false;
    };
    document.addEventListener("focusin", onFocus);
    window.addEventListener("scrollend", onScrollEnd);
    window.addEventListener("wheel", stopWatching, { passive: true });
    window.addEventListener("touchstart", stopWatching, { passive: true });
    return () => {
      document.removeEventListener("focusin", onFocus);
      window.removeEventListener("scrollend", onScrollEnd);
      window.removeEventListener("wheel", stopWatching);
      window.removeEventListener("touchstart", stopWatching);
    };
  }, [bar]);
}
