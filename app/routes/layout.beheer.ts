import type { KindHandle } from "~/lib/route-kind";

// The admin panel, inside the apps' layout: the announcement is edited here, so it is not shown above it.
export const handle: KindHandle = { kind: "app", mededeling: false };
