// The announcement (components/layout/MededelingBanner.tsx) disappears at its end, also from a page left open.

// setTimeout takes at most 2^31 - 1 ms (about 24 days); a later end is checked again on the next page.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export function mededeling(banner: HTMLElement): void {
  const left = Math.max(0, Number(banner.dataset.tot) - Date.now());
  setTimeout(() => banner.remove(), Math.min(left, MAX_TIMEOUT_MS));
}
