import type { IncomingMessage, ServerResponse } from "node:http";
import type { GroupContext } from "~/group/context.server";
import { runInGroup } from "~/group/context.server";
import { pageCacheAnswers } from "~/lib/metrics.server";
import { encodingFor, entryHeaders, type CacheablePath, type EarlyAnswer, type Encoding, type Entry } from "./page-cache";
import { logRequest } from "./request-log";
import { DOCUMENT_HEADERS, HSTS_HEADERS } from "./security";

export interface CachedAnswersOptions {
  /** The page cache's own decision of what may be answered at once (`pageCacheMiddleware(...).early`). */
  early: EarlyAnswer;
  cacheable: CacheablePath;
  /**
   * The request's group as the app would choose it from the request (app/group/requests.server.ts), or undefined when the app
   * must see the request (not a group's site, a suspended group, a host the app must judge itself).
   */
  group: (req: IncomingMessage) => GroupContext | undefined;
  /** Requests that must see their own writes (the page cache's `seesOwnWrites`). */
  seesOwnWrites: (req: IncomingMessage) => boolean;
  /** Whether the request came over https, as Express decides it with TRUST_PROXY (HSTS is only sent then). */
  secure: (req: IncomingMessage) => boolean;
}

/**
 * A stored page, answered before the app runs (ADR 0036): what the page cache's `serve` middleware would answer at
 * once (a fresh copy, or the copy from before while the page is rendered again), when its bytes in the asked
 * encoding are there, for a fraction of what the whole Express pipeline costs per request: the same security headers
 * (made once), the same request log line and id, the same headers the cache sends. Anything else (a render, a wait, an
 * encoding not made yet, a method other than GET or HEAD, a request with a body, a request the app must route itself)
 * answers false, and the app serves it as before.
 */
export function cachedAnswers(options: CachedAnswersOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    // A body, even on a GET, is the app's to refuse or drain (server/body-limit.ts).
    if (req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] ?? "0") !== "0") return false;
    const url = req.url ?? "";
    // A target in absolute form is the app's to check against the Host header (server/security.ts, oneHost).
    if (!url.startsWith("/")) return false;
    const query = url.indexOf("?");
    if (!options.cacheable(query === -1 ? url : url.slice(0, query))) return false;
    const group = options.group(req);
    if (!group) return false;
    const acceptEncoding = req.headers["accept-encoding"];
    const found = runInGroup(group, () => options.early(`${group.key} ${url}`, options.seesOwnWrites(req), (entry) => encodingFor(entry, acceptEncoding)));
    if (!found) return false;
    const headers = sentHeaders(found.entry, found.encoding, found.state, found.body.length, options.secure(req));
    pageCacheAnswers.inc({ state: found.state });
    res.writeHead(found.entry.status, ["X-Request-Id", logRequest(req, res), ...headers]);
    res.end(method === "HEAD" ? undefined : found.body);
    return true;
  };
}

/**
 * The headers of a stored answer as sent, flat (name, value, name, value, ...): the security headers, replaced by
 * those the page set itself (its own policy), then the cache's. Made once per entry, encoding, state and protocol.
 */
function sentHeaders(entry: Entry, encoding: Encoding, state: "HIT" | "STALE", length: number, secure: boolean): string[] {
  const key = `${encoding} ${state} ${secure ? "https" : "http"}`;
  entry.sent ??= new Map();
  let headers = entry.sent.get(key);
  if (!headers) {
    const own = entryHeaders(entry, encoding, state, length);
    const ownNames = new Set(own.map(([name]) => name.toLowerCase()));
    headers = [...(secure ? HSTS_HEADERS : []), ...DOCUMENT_HEADERS, ...own]
      .filter(([name], index, all) => index >= all.length - own.length || !ownNames.has(name.toLowerCase()))
      .flat();
    entry.sent.set(key, headers);
  }
  return headers;
}
