import type { IncomingMessage, ServerResponse } from "node:http";
import type { GroupContext } from "~/lib/group-context.server";
import { runInGroup } from "~/lib/group-context.server";
import { pageCacheAnswers } from "~/lib/metrics.server";
import { encodingFor, entryHeaders, type CacheablePath, type Entry, type Encoding, type PageCache } from "./page-cache";
import { logRequest } from "./request-log";
import { DOCUMENT_HEADERS, HSTS_HEADERS } from "./security";

export interface CachedAnswersOptions {
  cache: PageCache;
  cacheable: CacheablePath;
  /**
   * The request's group as the app would choose it from the request (server/groups.ts), or undefined when the app
   * must see the request (not a group's site, a suspended group, a host the app must judge itself).
   */
  group: (req: IncomingMessage) => GroupContext | undefined;
  /** Whether the request came over https, as Express decides it with TRUST_PROXY (HSTS is only sent then). */
  secure: (req: IncomingMessage) => boolean;
}

/**
 * A fresh stored page, answered before the app runs (ADR 0036). The page cache's `serve` middleware answers every
 * stored page too; this answers the most common case, a fresh copy whose bytes in the asked encoding are there, for a
 * fraction of what the whole Express pipeline costs per request: the same security headers (made once), the same request
 * log line and id, the same headers the cache sends. Anything else (a copy that is stale, changed or missing, an
 * encoding not made yet, a method other than GET or HEAD, a request with a body, a request the app must route itself)
 * answers false, and the app serves it as before.
 */
export function cachedAnswers(options: CachedAnswersOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    // A body, even on a GET, is the app's to refuse or drain (server/body-limit.ts).
    if (req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] ?? "0") !== "0") return false;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    if (!options.cacheable(query === -1 ? url : url.slice(0, query))) return false;
    const group = options.group(req);
    if (!group) return false;
    const key = `${group.key} ${url}`;
    const acceptEncoding = req.headers["accept-encoding"];
    const found = runInGroup(group, () => {
      const entry = options.cache.peek(key);
      return entry ? options.cache.ready(key, encodingFor(entry, acceptEncoding)) : undefined;
    });
    if (!found) return false;
    const { entry, body } = found;
    const encoding = encodingFor(entry, acceptEncoding);
    const headers = sentHeaders(entry, encoding, body.length, options.secure(req));
    pageCacheAnswers.inc({ state: "HIT" });
    res.writeHead(entry.status, ["X-Request-Id", logRequest(req, res), ...headers]);
    res.end(method === "HEAD" ? undefined : body);
    return true;
  };
}

/**
 * The headers of a stored answer as sent, flat (name, value, name, value, ...): the security headers, replaced by
 * those the page set itself (its own policy), then the cache's. Made once per entry, encoding and protocol.
 */
function sentHeaders(entry: Entry, encoding: Encoding, length: number, secure: boolean): string[] {
  const key = `${encoding} ${secure ? "https" : "http"}`;
  entry.sent ??= new Map();
  let headers = entry.sent.get(key);
  if (!headers) {
    const own = entryHeaders(entry, encoding, "HIT", length);
    const ownNames = new Set(own.map(([name]) => name.toLowerCase()));
    headers = [...(secure ? HSTS_HEADERS : []), ...DOCUMENT_HEADERS, ...own]
      .filter(([name], index, all) => index >= all.length - own.length || !ownNames.has(name.toLowerCase()))
      .flat();
    entry.sent.set(key, headers);
  }
  return headers;
}
