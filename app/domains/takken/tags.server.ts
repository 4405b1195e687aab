// The takken's cache tags (app/db/tags.server.ts).
import type { Tag } from "~/db/tags.server";

/** The takken themselves (names, colours, ages, texts): nearly every page shows some of it. */
export const TAKKEN: Tag = "takken";
/** The monthly booklets (the tak pages and the API's takken). */
export const BOEKJES: Tag = "boekjes";
