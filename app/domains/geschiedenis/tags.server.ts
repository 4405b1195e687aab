// The history's cache tags (app/db/tags.server.ts).
import type { Tag } from "~/db/tags.server";

/** The list of periods (/geschiedenis, the API's list, the sitemap). */
export const GESCHIEDENIS: Tag = "geschiedenis";

/** One period with its texts (its page, the API's period and texts). */
export function periodeTag(id: string): Tag {
  return `geschiedenis:${id}`;
}
