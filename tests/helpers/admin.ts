import { getDb, prepareDatabase } from "~/db/client.server";
import { loadBaseData } from "~/demo/seed.server";
import { initAuthSecrets } from "~/domains/auth/secrets.server";
import { resetLoginFailures } from "~/domains/auth/rate-limit.server";
import { createSession } from "~/domains/auth/session.server";

export const BASE = "http://127.0.0.1:3999";
export const PASSWORD = "test-wachtwoord";

/** A fresh database with the takken and the admin password set; returns a bearer token. */
export async function prepareAdminDb(): Promise<string> {
  process.env.ADMIN_PASSWORD = PASSWORD;
  delete process.env.SESSION_SECRET;
  await prepareDatabase();
  await loadBaseData();
  await initAuthSecrets(() => {});
  resetLoginFailures();
  return (await createSession()).id;
}

/** The arguments React Router gives a loader or action, for calling route modules directly. */
export function args(request: Request, params: Record<string, string> = {}, clientAddress = "192.0.2.1") {
  return { request, params, context: { clientAddress }, unstable_pattern: "" } as never;
}

export function bearer(token: string, init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  headers.set("Authorization", `Bearer ${token}`);
  return { ...init, headers };
}

export function form(fields: Record<string, string | Blob>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

export async function count(table: string): Promise<number> {
  const rs = await getDb().$client.execute(`SELECT count(*) AS n FROM ${table}`);
  return Number(rs.rows[0]?.n);
}

/** A Response thrown or returned by a route, whichever it was. */
export async function settle(run: () => Promise<unknown>): Promise<Response> {
  try {
    const value = await run();
    if (value instanceof Response) return value;
    // data() results of page routes
    const d = value as { data?: unknown; init?: ResponseInit | null; type?: string };
    if (d && d.type === "DataWithResponseInit") return Response.json(d.data, d.init ?? {});
    return Response.json(value);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const d = thrown as { data?: unknown; init?: ResponseInit | null; type?: string };
    if (d && d.type === "DataWithResponseInit") return Response.json(d.data, d.init ?? {});
    throw thrown;
  }
}
