// The leaders' cache tag (app/db/tags.server.ts): leaders, their assignments and the scouting years, current and
// archived, as one part of the content. Their writes are few; the tak pages, the leaders' API and the archive read it.
import type { Tag } from "~/db/tags.server";

export const LEIDING: Tag = "leiding";
