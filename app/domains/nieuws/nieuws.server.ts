// The news source: Facebook events through the Graph API, or the demo events when Facebook is not configured.
// Answers are cached in memory for a few minutes; the last good list is kept in the database, so a Graph
// outage, a timeout, a malformed answer or an expired token never empties the page.
import { eq } from "drizzle-orm";
import { demoContentEnabled } from "~/config/env.server";
import { getDb } from "~/db/client.server";
import { demoEvents } from "~/demo/nieuws";
import { facebookConfig, GraphError, graphGet, ITEM_FIELDS, LIST_FIELDS, type FacebookConfig } from "./graph.server";
import { isValidNieuwsId, toNieuwsItem, type NieuwsItem } from "./rules";
import { nieuwsCache } from "./schema";

/** A good answer is reused this long. */
export const CACHE_TTL_MS = 5 * 60_000;
/** After a failure the fallback is served this long before Facebook is asked again. */
export const FAILURE_RETRY_MS = 60_000;
/** 'Vernieuwen' asks Facebook at most once in this window, whoever clicks. */
export const REFRESH_INTERVAL_MS = 30_000;
const ITEM_CACHE_MAX = 500;

interface ListEntry {
  key: string;
  items: NieuwsItem[];
  expiresAt: number;
}
interface ItemEntry {
  item: NieuwsItem | null;
  expiresAt: number;
}

let listEntry: ListEntry | undefined;
/** When 'Vernieuwen' last made a real Graph call (global, whoever clicked). */
let lastFreshCallAt = 0;
const listInFlight = new Map<string, Promise<NieuwsItem[]>>();
const itemCache = new Map<string, ItemEntry>();
const itemInFlight = new Map<string, Promise<NieuwsItem | null>>();

/** Forgets every cached answer (tests; the database copy stays). */
export function resetNieuwsCache(): void {
  listEntry = undefined;
  lastFreshCallAt = 0;
  listInFlight.clear();
  itemCache.clear();
  itemInFlight.clear();
}

function warn(message: string): void {
  console.warn(`[nieuws] ${message}`);
}

function normalizeList(raw: unknown): NieuwsItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(toNieuwsItem).filter((item): item is NieuwsItem => item !== null);
}

function demoNieuws(): NieuwsItem[] {
  return demoContentEnabled() ? normalizeList(demoEvents) : [];
}

function cacheKey(config: FacebookConfig): string {
  return `events:${config.pageId}`;
}

async function readLastGood(key: string): Promise<NieuwsItem[] | null> {
  try {
    const rows = await getDb().select().from(nieuwsCache).where(eq(nieuwsCache.key, key));
    const row = rows[0];
    return row ? normalizeList(JSON.parse(row.json)) : null;
  } catch (error) {
    warn(`de bewaarde nieuwslijst kon niet gelezen worden: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

async function storeLastGood(key: string, items: NieuwsItem[]): Promise<void> {
  const row = { key, json: JSON.stringify(items), fetchedAt: Date.now() };
  try {
    await getDb()
      .insert(nieuwsCache)
      .values(row)
      .onConflictDoUpdate({ target: nieuwsCache.key, set: { json: row.json, fetchedAt: row.fetchedAt } });
  } catch (error) {
    warn(`de nieuwslijst kon niet bewaard worden: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function reason(error: unknown): string {
  return error instanceof GraphError ? error.message : "onverwachte fout";
}

async function fetchList(config: FacebookConfig): Promise<NieuwsItem[]> {
  const key = cacheKey(config);
  let items: NieuwsItem[] | null = null;
  let failure: string | null = null;
  try {
    const json = await graphGet(config, config.pageId, LIST_FIELDS);
    const data = (json as { events?: { data?: unknown } } | null)?.events?.data;
    if (!Array.isArray(data)) failure = "antwoord zonder events.data";
    else {
      items = normalizeList(data);
      if (items.length === 0) failure = "Facebook gaf een lege lijst evenementen";
    }
  } catch (error) {
    failure = reason(error);
  }

  if (items && items.length > 0 && !failure) {
    listEntry = { key, items, expiresAt: Date.now() + CACHE_TTL_MS };
    await storeLastGood(key, items);
    return items;
  }

  const lastGood = (await readLastGood(key)) ?? (listEntry?.key === key ? listEntry.items : null);
  warn(
    `Facebook-evenementen konden niet geladen worden (${failure}); ` +
      (lastGood ? `de laatste goede lijst (${lastGood.length} items) wordt getoond.` : "er is geen bewaarde lijst."),
  );
  const fallback = lastGood ?? [];
  listEntry = { key, items: fallback, expiresAt: Date.now() + FAILURE_RETRY_MS };
  return fallback;
}

/**
 * The news list, newest first as the source gives it. `fresh` skips the memory cache ('Vernieuwen'), but
 * Facebook is still asked at most once per REFRESH_INTERVAL_MS.
 */
export async function listNieuws(options: { fresh?: boolean } = {}): Promise<NieuwsItem[]> {
  const config = facebookConfig();
  if (!config) return demoNieuws();
  const key = cacheKey(config);
  const now = Date.now();
  if (listEntry?.key === key) {
    if (!options.fresh && now < listEntry.expiresAt) return listEntry.items;
    if (options.fresh && now - lastFreshCallAt < REFRESH_INTERVAL_MS) return listEntry.items;
  }
  let pending = listInFlight.get(key);
  if (!pending) {
    if (options.fresh) lastFreshCallAt = now;
    pending = fetchList(config).finally(() => listInFlight.delete(key));
    listInFlight.set(key, pending);
  }
  return pending;
}

function rememberItem(key: string, item: NieuwsItem | null, ttlMs: number): void {
  itemCache.delete(key);
  itemCache.set(key, { item, expiresAt: Date.now() + ttlMs });
  // Oldest first in a Map: drop the oldest so made-up ids cannot grow memory.
  while (itemCache.size > ITEM_CACHE_MAX) {
    const oldest = itemCache.keys().next().value;
    if (oldest === undefined) break;
    itemCache.delete(oldest);
  }
}

async function knownItem(config: FacebookConfig, id: string): Promise<NieuwsItem | null> {
  const key = cacheKey(config);
  const inMemory = listEntry?.key === key ? listEntry.items : null;
  const list = inMemory ?? (await readLastGood(key)) ?? [];
  return list.find((item) => item.id === id) ?? null;
}

async function fetchItem(config: FacebookConfig, id: string): Promise<NieuwsItem | null> {
  const key = `${cacheKey(config)}:${id}`;
  const [main, cover] = await Promise.allSettled([graphGet(config, id, ITEM_FIELDS), graphGet(config, id, "cover")]);
  if (main.status === "fulfilled") {
    const coverSource = (cover.status === "fulfilled" && (cover.value as { cover?: { source?: unknown } })?.cover?.source) || null;
    const raw = main.value as Record<string, unknown>;
    const item = toNieuwsItem(coverSource ? { ...raw, cover: { source: coverSource } } : raw);
    if (item && item.id === id) {
      rememberItem(key, item, CACHE_TTL_MS);
      return item;
    }
  }
  const error = main.status === "rejected" ? main.reason : new GraphError("antwoord zonder bruikbaar evenement");
  const fallback = await knownItem(config, id);
  if (!(error instanceof GraphError && error.notFound) || fallback) {
    warn(
      `Facebook-evenement ${id} kon niet geladen worden (${reason(error)}); ` +
        (fallback ? "de versie uit de laatste goede lijst wordt getoond." : "het is ook niet bekend in de bewaarde lijst."),
    );
  }
  rememberItem(key, fallback, FAILURE_RETRY_MS);
  return fallback;
}

/** One news item by its id (with place and the full cover), or null when it is unknown. */
export async function getNieuws(id: string): Promise<NieuwsItem | null> {
  if (!isValidNieuwsId(id)) return null;
  const config = facebookConfig();
  if (!config) return demoNieuws().find((item) => item.id === id) ?? null;
  const key = `${cacheKey(config)}:${id}`;
  const cached = itemCache.get(key);
  if (cached && Date.now() < cached.expiresAt) return cached.item;
  let pending = itemInFlight.get(key);
  if (!pending) {
    pending = fetchItem(config, id).finally(() => itemInFlight.delete(key));
    itemInFlight.set(key, pending);
  }
  return pending;
}
