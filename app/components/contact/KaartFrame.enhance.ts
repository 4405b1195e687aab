// The contact page's map (KaartFrame.tsx): another site's page with its own scripts and tiles (hundreds of KB).
// It loads when the visitor scrolls near it, so that a phone on a slow line that never goes that far does not pay for
// it, and it never competes with this page while it loads. The browser's own `loading="lazy"` starts far too early
// for that (a screen or more ahead).

const NEAR = "200px";

export function kaart(frame: HTMLElement): void {
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
