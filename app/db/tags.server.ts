// Which cached answers a write makes stale (ADR 0026): every write names the parts of the content it changes, every
// read names the parts it shows, both as tags next to the domain's own queries and mutations
// (app/domains/<name>/tags.server.ts). A page carries the tags its loaders read; it stays cached until a write changes
// one of them.
import { AsyncLocalStorage } from "node:async_hooks";
import { groupSlot } from "~/group/context.server";

/** A part of the content, e.g. "activiteiten:tak:2" (the activities of the Welpen). */
export type Tag = string;

/** What a write changes when it names nothing: everything (the safe default for a write nobody tagged yet). */
const EVERYTHING: Tag = "*";

/**
 * Each group's content versions: `version` is raised by every write of the group, and a cached answer remembers the
 * value at which its render began; `changedAt` holds per tag the version of the last write that changed it.
 */
const versions = groupSlot(() => ({ version: 0, changedAt: new Map<Tag, number>(), writes: { second: 0, count: 0, before: 0 } }));

const renders = new AsyncLocalStorage<Set<Tag>>();
const writes = new AsyncLocalStorage<{ tags: Set<Tag>; declared: boolean; after: (() => void)[] }>();

/** The content's version now: taken when a render begins. */
export function contentVersion(): number {
  return versions().version;
}

/** About how many writes of the group that changed a page were committed in the last second (this second's and the one before). */
export function writesLastSecond(now: number = Date.now()): number {
  const { writes } = versions();
  const second = Math.floor(now / 1000);
  if (second === writes.second) return writes.count + writes.before * (1 - (now % 1000) / 1000);
  return second === writes.second + 1 ? writes.count * (1 - (now % 1000) / 1000) : 0;
}

/** Whether a write changed any of these tags after `since` (a version taken with `contentVersion`). */
export function changedSince(tags: Iterable<Tag>, since: number): boolean {
  const { changedAt } = versions();
  if ((changedAt.get(EVERYTHING) ?? 0) > since) return true;
  for (const tag of tags) if ((changedAt.get(tag) ?? 0) > since) return true;
  return false;
}

/**
 * A read that a page shows: its tags join those of the render in progress (none outside one: scripts, start-up,
 * tests calling a loader directly). Called by the domain's read functions, so a page never lists its tags by hand.
 */
export function reads(...tags: Tag[]): void {
  const render = renders.getStore();
  if (render) for (const tag of tags) render.add(tag);
}

/** Runs a render and answers what it read along with its result. */
export async function recordingReads<T>(render: () => Promise<T>): Promise<{ result: T; tags: Set<Tag> }> {
  const tags = new Set<Tag>();
  const result = await renders.run(tags, render);
  return { result, tags };
}

/** Runs `render` with its reads recorded into `tags` (for a render that is not one promise, e.g. Express's `next`). */
export function readingInto<T>(tags: Set<Tag>, render: () => T): T {
  return renders.run(tags, render);
}

/** What a write in progress changes: the pages that read one of these tags are stale once it ends. */
export function changes(...tags: [Tag, ...Tag[]]): void {
  const write = writes.getStore();
  if (!write) throw new Error("changes() hoort binnen transaction()");
  write.declared = true;
  for (const tag of tags) write.tags.add(tag);
}

/** A write that changes nearly every part at once (the demo's removal): every cached answer is stale after it. */
export function changesEverything(): void {
  changes(EVERYTHING);
}

/** A write that no public answer shows (sessions, contact messages, sign-ups, the audit log): no page goes stale. */
export function changesNoPublicPage(): void {
  const write = writes.getStore();
  if (!write) throw new Error("changesNoPublicPage() hoort binnen transaction()");
  write.declared = true;
}

/** Something to do once the write in progress is committed (a job to wake that reads what it wrote); never if it fails. */
export function afterCommit(run: () => void): void {
  const write = writes.getStore();
  if (!write) throw new Error("afterCommit() hoort binnen transaction()");
  write.after.push(run);
}

/**
 * Runs a write (client.server.ts `transaction`) and, once it has been committed, marks what it changed: the tags it
 * named, or everything when it named none. A write that fails is rolled back and changes nothing.
 */
export async function markingChanges<T>(write: () => Promise<T>): Promise<T> {
  const state = { tags: new Set<Tag>(), declared: false, after: [] as (() => void)[] };
  const result = await writes.run(state, write);
  const group = versions();
  group.version++;
  // Only writes that make pages stale count towards a storm of saves: the outbox, sessions and logs change no page.
  if (!state.declared || state.tags.size > 0) {
    const second = Math.floor(Date.now() / 1000);
    if (second !== group.writes.second) group.writes = { second, count: 0, before: second === group.writes.second + 1 ? group.writes.count : 0 };
    group.writes.count++;
  }
  for (const tag of state.declared ? state.tags : [EVERYTHING]) group.changedAt.set(tag, group.version);
  for (const run of state.after) run();
  return result;
}
