import type { KindHandle } from "~/lib/route-kind";

// The public pages (decision 0027): documents, server-rendered, no React in the browser; kept by the page cache.
// A layout route: it adds no segment to the addresses below it, and renders only its child.
export const handle: KindHandle = { kind: "document" };
