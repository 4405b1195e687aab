import { getDb, prepareDatabase } from "~/db/client.server";
import { loadBaseData } from "./takken";
import { initAuthSecrets, ownerAccountId } from "~/domains/auth/secrets.server";
import { resetAuthLimits } from "~/domains/auth/rate-limit.server";
import { createSession } from "~/domains/auth/session.server";

export const BASE = "http://127.0.0.1:3999";
export const PASSWORD = "test-wachtwoord";

/** A fresh database with the takken and the admin password set; returns a bearer token of the owner 'Beheerder'. */
export async function prepareAdminDb(): Promise<string> {
  process.env.ADMIN_PASSWORD = PASSWORD;
  delete process.env.SESSION_SECRET;
  await prepareDatabase();
  await loadBaseData();
  await initAuthSecrets(() => {});
  resetAuthLimits();
  return ownerToken();
}

/**
 * A new token of the owner, made at the site's clock: sessions follow the clock, so a test that moves it past a
 * token's day logs in again, as a leader would that day.
 */
export async function ownerToken(): Promise<string> {
  return (await createSession(ownerAccountId(), "token")).id;
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
