// The Facebook page's events, read in the background into the site's own store (table facebook_event), so that no
// visitor ever waits on Facebook and an outage, a timeout or an expired token never empties the news.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { getDb, transaction } from "~/db/client.server";
import { changes, changesNoPublicPage, reads } from "~/db/tags.server";
import { backgroundLoop } from "~/lib/background.server";
import { groupSlot } from "~/group/context.server";
import { logger } from "~/lib/logger.server";
import { facebookConfig, GraphError, graphGet, ITEM_FIELDS, LIST_FIELDS, type FacebookConfig } from "./graph.server";
import { detectGroep, toNieuwsItem, type NieuwsItem } from "./rules";
import { facebookEvent, type FacebookEventRow } from "./schema";
import { FACEBOOK_NIEUWS } from "./tags.server";
import { runAsSystem } from "~/domains/auth/actor.server";
import { heeftBoekje } from "~/domains/takken/rules";
import { listPublicTakken } from "~/domains/takken/takken.server";
import { now as clockNow } from "~/lib/clock.server";

/** How often the background worker reads the page. */
export const SYNC_INTERVAL_MS = 5 * 60_000;
/** 'Vernieuwen' asks Facebook at most once in this window, whoever clicks. */
export const REFRESH_INTERVAL_MS = 30_000;
/** Events whose own details (place, full cover) are read per pass: a few Graph calls, not one per event each time. */
const DETAILS_PER_SYNC = 10;

export type SyncResult = { status: "ok"; count: number } | { status: "failed"; reason: string } | { status: "off" };

function reason(error: unknown): string {
  return error instanceof GraphError ? error.message : `onverwachte fout (${error instanceof Error ? error.message : String(error)})`;
}

function sameListData(row: FacebookEventRow, item: NieuwsItem): boolean {
  return row.name === item.name && row.description === item.description && row.startTime === item.start_time;
}

/** Reads the page's event list and makes the store equal to it; on any failure the store is left as it was. */
async function readList(config: FacebookConfig, now: number): Promise<SyncResult> {
  let items: NieuwsItem[];
  try {
    const json = await graphGet(config, config.pageId, LIST_FIELDS);
    const data = (json as { events?: { data?: unknown } } | null)?.events?.data;
    if (!Array.isArray(data)) return { status: "failed", reason: "antwoord zonder events.data" };
    items = data.map((raw) => toNieuwsItem(raw)).filter((item): item is NieuwsItem => item !== null);
  } catch (error) {
    return { status: "failed", reason: reason(error) };
  }
  // An empty list is what a token without the page's permission often gets: it never wipes the store.
  if (items.length === 0) return { status: "failed", reason: "Facebook gaf een lege lijst evenementen" };

  await transaction(async (tx) => {
    // The news pages go stale only when what they show changed, not at every pass that finds the same events.
    let changed = false;
    const stored = new Map(
      (await tx.select().from(facebookEvent).where(eq(facebookEvent.pageId, config.pageId))).map((row) => [row.id, row]),
    );
    for (const item of items) {
      const row = stored.get(item.id);
      const listed = { name: item.name, description: item.description, startTime: item.start_time, fetchedAt: now };
      if (!row) {
        changed = true;
        await tx.insert(facebookEvent).values({ pageId: config.pageId, id: item.id, ...listed, cover: item.cover?.source ?? null });
      } else if (!sameListData(row, item)) {
        // Changed on Facebook: its details are read again.
        changed = true;
        await tx
          .update(facebookEvent)
          .set({ ...listed, cover: item.cover?.source ?? null, detailsAt: null })
          .where(and(eq(facebookEvent.pageId, config.pageId), eq(facebookEvent.id, item.id)));
      } else {
        const cover = row.detailsAt ? row.cover : (item.cover?.source ?? row.cover);
        changed ||= cover !== row.cover;
        await tx
          .update(facebookEvent)
          .set({ fetchedAt: now, cover })
          .where(and(eq(facebookEvent.pageId, config.pageId), eq(facebookEvent.id, item.id)));
      }
      stored.delete(item.id);
    }
    if (stored.size) {
      changed = true;
      await tx
        .delete(facebookEvent)
        .where(and(eq(facebookEvent.pageId, config.pageId), inArray(facebookEvent.id, [...stored.keys()])));
    }
    if (changed) changes(FACEBOOK_NIEUWS);
    else changesNoPublicPage();
  });
  return { status: "ok", count: items.length };
}

/** Reads place and the full cover of events not detailed yet (the specification's by-id calls), a few per pass. */
async function readDetails(config: FacebookConfig, now: number): Promise<void> {
  const waiting = await getDb()
    .select({ id: facebookEvent.id })
    .from(facebookEvent)
    .where(and(eq(facebookEvent.pageId, config.pageId), isNull(facebookEvent.detailsAt)))
    .limit(DETAILS_PER_SYNC);
  for (const { id } of waiting) {
    const [main, cover] = await Promise.allSettled([graphGet(config, id, ITEM_FIELDS), graphGet(config, id, "cover")]);
    if (main.status === "rejected") {
      // Unknown to Facebook: nothing more to read. A failure: tried again on the next pass.
      if (main.reason instanceof GraphError && main.reason.notFound) {
        await transaction(async (tx) => {
          changesNoPublicPage();
          await tx.update(facebookEvent).set({ detailsAt: now }).where(and(eq(facebookEvent.pageId, config.pageId), eq(facebookEvent.id, id)));
        });
      } else {
        logger.warn({ event: id, reason: reason(main.reason) }, "Facebook-evenement: details niet geladen");
      }
      continue;
    }
    const item = toNieuwsItem(main.value);
    const coverSource = cover.status === "fulfilled" ? (cover.value as { cover?: { source?: unknown } } | null)?.cover?.source : undefined;
    const set: Partial<FacebookEventRow> = { detailsAt: now, place: item?.place?.name ?? null };
    if (typeof coverSource === "string" && /^https?:\/\//.test(coverSource)) set.cover = coverSource;
    else if (item?.cover) set.cover = item.cover.source;
    await transaction(async (tx) => {
      changes(FACEBOOK_NIEUWS);
      await tx.update(facebookEvent).set(set).where(and(eq(facebookEvent.pageId, config.pageId), eq(facebookEvent.id, id)));
    });
  }
}

/** The group's pass in progress, and when a visitor last asked for one. */
const syncState = groupSlot((): { inFlight?: Promise<SyncResult>; lastRefreshAt: number } => ({ lastRefreshAt: Number.NEGATIVE_INFINITY }));

/** One pass: the list into the store, then some details. Passes never overlap; a second caller shares the first. */
export function syncFacebook(now: number = clockNow()): Promise<SyncResult> {
  const config = facebookConfig();
  if (!config) return Promise.resolve({ status: "off" });
  // A job, also when a visitor's 'Vernieuwen' starts it: it stores the events as the system.
  const state = syncState();
  state.inFlight ??= runAsSystem(async (): Promise<SyncResult> => {
    const result = await readList(config, now).catch((error: unknown): SyncResult => ({ status: "failed", reason: reason(error) }));
    if (result.status === "failed") {
      logger.warn({ reason: result.reason }, "Facebook-evenementen niet gelezen; de bewaarde lijst blijft staan");
      return result;
    }
    await readDetails(config, now).catch((error: unknown) => logger.warn({ reason: reason(error) }, "Facebook-details niet gelezen"));
    return result;
  }).finally(() => {
    state.inFlight = undefined;
  });
  return state.inFlight;
}

/** 'Vernieuwen': a pass now, unless one was asked less than REFRESH_INTERVAL_MS ago. */
export async function refreshFacebook(now: number = clockNow()): Promise<SyncResult | null> {
  const state = syncState();
  if (now - state.lastRefreshAt < REFRESH_INTERVAL_MS) return null;
  state.lastRefreshAt = now;
  return syncFacebook(now);
}

/** Forgets the refresh window (tests). */
export function resetFacebookRefresh(): void {
  syncState().lastRefreshAt = Number.NEGATIVE_INFINITY;
}

/** The names of the group's age takken: an event that names one is labelled with it. */
async function takNamen(): Promise<string[]> {
  return (await listPublicTakken()).filter(heeftBoekje).map((t) => t.name);
}

function toItem(row: FacebookEventRow, namen: readonly string[]): NieuwsItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cover: row.cover ? { source: row.cover } : null,
    start_time: row.startTime,
    end_time: null,
    place: row.place ? { name: row.place } : null,
    groep: detectGroep(row.name, row.description, namen),
    is_canceled: false,
    bron: "facebook",
  };
}

/** The stored events of the configured page; none when Facebook is not configured. */
export async function listFacebookNieuws(): Promise<NieuwsItem[]> {
  reads(FACEBOOK_NIEUWS);
  const config = facebookConfig();
  if (!config) return [];
  const [rows, namen] = await Promise.all([getDb().select().from(facebookEvent).where(eq(facebookEvent.pageId, config.pageId)), takNamen()]);
  return rows.map((row) => toItem(row, namen));
}

export async function getFacebookNieuws(id: string): Promise<NieuwsItem | null> {
  reads(FACEBOOK_NIEUWS);
  const config = facebookConfig();
  if (!config) return null;
  const rows = await getDb()
    .select()
    .from(facebookEvent)
    .where(and(eq(facebookEvent.pageId, config.pageId), eq(facebookEvent.id, id)));
  return rows[0] ? toItem(rows[0], await takNamen()) : null;
}

/** The background reader: a pass right away (the server does not wait on Facebook) and every 5 minutes. */
const reader = backgroundLoop(
  "Facebook-synchronisatie",
  async () => {
    await syncFacebook();
    return SYNC_INTERVAL_MS;
  },
  SYNC_INTERVAL_MS,
);

export function startFacebookSync(): void {
  if (facebookConfig()) reader.start();
}

/** Stops the reader and waits for a pass in progress, so the database is not closed under it. */
export async function stopFacebookSync(): Promise<void> {
  await reader.stop();
  await syncState().inFlight;
}
