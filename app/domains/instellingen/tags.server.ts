// The settings' cache tag (app/db/tags.server.ts): the group's name, colour, logo, texts and moments. The root loader
// reads them on every page (and the feeds, mails and share images too), so a settings write makes every page stale;
// answers that do not show them (the JSON API's lists) stay.
import type { Tag } from "~/db/tags.server";

export const INSTELLINGEN: Tag = "instellingen";
