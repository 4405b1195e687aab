import { facebookEnv, hostingDomain } from "~/config/env.server";
// The Facebook Graph API as the news source. The token stays here: it is sent as a header and scrubbed from
// every error text, so it never reaches a log line, an answer or an error page.

export interface FacebookConfig {
  graphUrl: string;
  pageId: string;
  token: string;
  timeoutMs: number;
}

export const LIST_FIELDS = "events{description,cover,start_time,name,id}";
export const ITEM_FIELDS = "description,cover,start_time,name,id,place";

/** Null when the page id or the token is missing: then the demo events are the source. */
export function facebookConfig(): FacebookConfig | null {
  // The page of FACEBOOK_PAGE_ID is one group's: in hosting mode no group reads it.
  if (hostingDomain()) return null;
  return facebookEnv();
}

/** A failed Graph call; `message` is safe to log (token removed). `notFound`: Facebook does not know the object. */
export class GraphError extends Error {
  constructor(
    message: string,
    readonly notFound = false,
  ) {
    super(message);
    this.name = "GraphError";
  }
}

export function redact(message: string, token: string): string {
  if (!token) return message;
  let out = message;
  for (const form of new Set([token, encodeURIComponent(token)])) out = out.split(form).join("[token verborgen]");
  return out;
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `geen antwoord binnen ${timeoutMs} ms`;
  }
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `netwerkfout (${error.message}${cause})`;
  }
  return `onbekende fout (${String(error)})`;
}

/** GET {graphUrl}/{path}?fields=... with the token as bearer; the parsed JSON or a GraphError. */
export async function graphGet(config: FacebookConfig, path: string, fields: string): Promise<unknown> {
  const url = new URL(`${config.graphUrl}/${encodeURIComponent(path)}`);
  url.searchParams.set("fields", fields);
  let status: number;
  let body: string;
  try {
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${config.token}`, Accept: "application/json" },
      signal: AbortSignal.timeout(config.timeoutMs),
      redirect: "error",
    });
    status = response.status;
    body = await response.text();
  } catch (error) {
    throw new GraphError(redact(describeFailure(error, config.timeoutMs), config.token));
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new GraphError(`ongeldig antwoord (geen JSON, HTTP ${status})`);
  }
  const error = json && typeof json === "object" ? (json as { error?: unknown }).error : undefined;
  if (error && typeof error === "object") {
    const e = error as { message?: unknown; type?: unknown; code?: unknown };
    const detail = `${String(e.message ?? "zonder melding")} (${String(e.type ?? "?")}, code ${String(e.code ?? "?")})`;
    // Code 100: the id does not exist (or is no event); that is an unknown item, not an outage.
    throw new GraphError(redact(`Facebook meldt een fout, HTTP ${status}: ${detail}`, config.token), e.code === 100);
  }
  if (status < 200 || status >= 300) throw new GraphError(`HTTP ${status}`);
  return json;
}
