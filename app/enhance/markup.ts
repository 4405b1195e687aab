// What the markup and the behaviours share (registry.ts): `data-js` takes only a behaviour's name, in JSX and in a
// selector, so that a typo fails `npm run typecheck` instead of doing nothing in the browser.
import type { Behaviour } from "./registry";

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
