import { APP_CACHE_CONTROL, type KindHandle } from "~/lib/route-kind";

// The admin panel and the parents' photo albums (decision 0027): React apps in the browser, per person. A layout
// route: it adds no segment to the addresses below it, and renders only its child.
export const handle: KindHandle = { kind: "app" };

/** The headers of every page below it that has none of its own. */
export function headers() {
  return { "Cache-Control": APP_CACHE_CONTROL };
}
