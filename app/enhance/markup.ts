// What the markup and the behaviours share (registry.ts): `data-js` takes only a behaviour's name, in JSX and in a
// selector, so that a typo fails `npm run typecheck` instead of doing nothing in the browser.

/**
 * Every behaviour's name, as `data-js` gives it. The registry (registry.ts) maps each to its function, and its type
 * holds the two together: the names are here so that the behaviours can name their markup without importing the
 * registry that imports them.
 */
export const BEHAVIOURS = ["abonneer", "aftellen", "delen", "header", "kaart", "kopieer", "mededeling", "meer-weken", "nieuws-zoeken", "paklijst", "push"] as const;

/** A behaviour's name, as `data-js` gives it. */
export type Behaviour = (typeof BEHAVIOURS)[number];

declare module "react" {
  // Merged into React's own declaration, which must have the same type parameter.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /** The behaviour of app/enhance that this element gets (registry.ts). */
    "data-js"?: Behaviour | undefined;
  }
}

/** The CSS selector of the elements that get this behaviour. */
export function selector(name: Behaviour): string {
  return `[data-js="${name}"]`;
}
