// Requests as a leader's browser and a script send them to the route modules, in-process: a login for a session
// cookie, a page with that cookie, an admin form post and a JSON API call.
import { action as adminAction } from "~/routes/admin";
import { BASE, bearer } from "./admin";
import { callRoute } from "./route";

/** Logs in on /admin (no e-mail: the owner 'Beheerder'); returns the session cookie. */
export async function login(email: string | undefined, password: string): Promise<string> {
  const body = new URLSearchParams({ intent: "login", password, ...(email ? { email } : {}) });
  const response = await callRoute(adminAction, new Request(`${BASE}/admin`, { method: "POST", body, headers: { Origin: BASE } }));
  if (response.status !== 302) throw new Error(`login ${email ?? "owner"}: HTTP ${response.status}`);
  return (response.headers.get("Set-Cookie") ?? "").split(";")[0]!;
}

/** A request with the session cookie (and, for a write, the site's Origin, as a browser sends it). */
export function page(url: string, cookie: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  headers.set("Cookie", cookie);
  if (init.method && init.method !== "GET") headers.set("Origin", BASE);
  return new Request(`${BASE}${url}`, { ...init, headers });
}

/** An admin form post as a browser sends it (a list sends its field once per value). */
export function post(url: string, cookie: string, fields: Record<string, string | string[]>): Request {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  return page(url, cookie, { method: "POST", body });
}

/** A JSON API call, with a bearer token or none. */
export function api(url: string, method: string, token: string | null, body?: unknown): Request {
  const init: RequestInit = { method, headers: { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) };
  return new Request(`${BASE}${url}`, token ? bearer(token, init) : init);
}

/**
 * An admin form's refusal (a page form's `{ error, reply }`, a panel's `{ ok: false, error, reply }`, the reply being
 * Conform's): each field's message as the page shows it (the first), and what was typed.
 */
export function refusedForm(answer: { ok?: boolean; error: string; reply?: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null } }) {
  const fields: Record<string, string> = {};
  for (const [name, messages] of Object.entries(answer.reply?.error ?? {})) if (messages?.[0] !== undefined) fields[name] = messages[0];
  return { ok: answer.ok, error: answer.error, fields, values: answer.reply?.initialValue ?? {} };
}
