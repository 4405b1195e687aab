// The announcement's cache tag (app/db/tags.server.ts): every public page shows it (root.tsx).
import type { Tag } from "~/db/tags.server";

export const MEDEDELING: Tag = "mededeling";
