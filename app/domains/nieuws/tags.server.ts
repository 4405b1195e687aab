// The news' cache tag for the Facebook page's events (app/db/tags.server.ts); the own items are activities
// (domains/activiteiten/tags.server.ts).
import type { Tag } from "~/db/tags.server";

export const FACEBOOK_NIEUWS: Tag = "nieuws:facebook";
