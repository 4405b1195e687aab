import type { KindHandle } from "~/lib/route-kind";

// Answers without a page that are each visitor's own or each moment's (login tokens, the albums' API, the health check,
// the newsletter's answer): never kept by the page cache. A layout route: it adds no segment to the addresses below it.
export const handle: KindHandle = { kind: "private" };
