// The parents' messages' cache tags (app/db/tags.server.ts): the archive 'Berichten aan de ouders' on the tak pages
// and each message's own page. Subscriptions and the outbox are on no public page.
import type { Tag } from "~/db/tags.server";

const HELE_GROEP: Tag = "berichten:hele-groep";

/** What a tak page's archive reads: its own messages and the whole group's. */
export function takBerichten(takId: number): Tag[] {
  return [`berichten:tak:${takId}`, HELE_GROEP];
}

/** One message's own page. */
export function berichtTag(id: number): Tag {
  return `bericht:${id}`;
}

/** What a new or removed message changes: the archives of its takken (every tak's for the whole group's) and its page. */
export function berichtChanges(id: number, takIds: readonly number[], heleGroep: boolean): [Tag, ...Tag[]] {
  return [berichtTag(id), ...(heleGroep ? [HELE_GROEP] : takIds.map((takId) => `berichten:tak:${takId}`))];
}
