// The contact page's map (KaartFrame.tsx): another site's page with its own scripts and tiles (hundreds of KB).
// It loads when the visitor scrolls near it, so that a phone on a slow line that never goes that far does not pay for
// it, and it never competes with this page while it loads. The browser's own `loading="lazy"` starts far too early
// for that (a screen or more ahead).

const NEAR = "200px";

export function kaart(frame: HTMLElement): void {
  // Tab into the map's own page moves focus out of this page without a focus event here, without the browser
  // scrolling the frame into view and without :focus on the frame: only this window's blur tells. The frame is then
  // brought into the window and shows the focus ring (data-focus, app.css), as any focused element does (WCAG 2.4.7,
  // 2.4.11), until focus comes back to this page.
  window.addEventListener("blur", () =>
    setTimeout(() => {
      if (document.activeElement !== frame) return;
      frame.toggleAttribute("data-focus", true);
      frame.scrollIntoView({ block: "nearest" });
    }),
  );
  window.addEventListener("focus", () => frame.removeAttribute("data-focus"));
  const load = () => frame.setAttribute("src", frame.dataset.src ?? "");
  if (!("IntersectionObserver" in window)) return load();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: NEAR },
  );
  observer.observe(frame);
}
