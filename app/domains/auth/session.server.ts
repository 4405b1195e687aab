import crypto from "node:crypto";
import { and, desc, eq, gt, lt, ne } from "drizzle-orm";
import { getDb, type Db, type Tx } from "~/db/client.server";
import type { Actor } from "./actor.server";
import { account, accountTak, session } from "./schema";
import { hashSessionId } from "./secrets.server";
import { now as clockNow } from "~/lib/clock.server";

/** 24 hours, as in the specification. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** "Last activity" is written at most once a minute per session, not on every request. */
const LAST_SEEN_STEP_MS = 60 * 1000;

export type SessionKind = "cookie" | "token";

/** Starts a browser session or an API token for an account and returns its random id; only its hash is stored. */
export async function createSession(
  accountId: number,
  kind: SessionKind,
  userAgent = "",
  now: number = clockNow(),
): Promise<{ id: string; expiresAt: number }> {
  const id = crypto.randomBytes(32).toString("base64url");
  const expiresAt = now + SESSION_LIFETIME_MS;
  const db = getDb();
  // Expired rows are swept whenever a new session starts, so the table stays small without a timer.
  await db.delete(session).where(lt(session.expiresAt, now));
  await db.insert(session).values({
    idHash: hashSessionId(id),
    accountId,
    kind,
    userAgent: userAgent.slice(0, 300),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  await db.update(account).set({ lastLoginAt: now }).where(eq(account.id, accountId));
  return { id, expiresAt };
}

/**
 * The account behind a live session or token of an active account, or null. Both are random secrets of the same
 * strength; the kind only tells the account's session list what each one is.
 */
export async function findSession(id: string | null | undefined, now: number = clockNow()): Promise<Actor | null> {
  if (!id || id.length > 200) return null;
  const idHash = hashSessionId(id);
  const db = getDb();
  const rows = await db
    .select({ session, account })
    .from(session)
    .innerJoin(account, eq(account.id, session.accountId))
    .where(and(eq(session.idHash, idHash), gt(session.expiresAt, now), eq(account.actief, true)));
  const row = rows[0];
  if (!row) return null;
  if (now - row.session.lastSeenAt > LAST_SEEN_STEP_MS) {
    await db.update(session).set({ lastSeenAt: now }).where(eq(session.idHash, idHash));
  }
  const takken = await db.select({ takId: accountTak.takId }).from(accountTak).where(eq(accountTak.accountId, row.account.id));
  return {
    accountId: row.account.id,
    naam: row.account.naam,
    rol: row.account.rol,
    eigenaar: row.account.eigenaar,
    takken: takken.map((t) => t.takId),
    leidingId: row.account.leidingId,
    sessionHash: idHash,
  };
}

export async function deleteSession(id: string | null | undefined): Promise<void> {
  if (!id || id.length > 200) return;
  await getDb().delete(session).where(eq(session.idHash, hashSessionId(id)));
}

/** Ends every session and token of an account, or all but one (the one the account is using). */
export async function endSessions(accountId: number, options: { except?: string; db?: Db | Tx } = {}): Promise<void> {
  const db = options.db ?? getDb();
  const where = options.except
    ? and(eq(session.accountId, accountId), ne(session.idHash, options.except))
    : eq(session.accountId, accountId);
  await db.delete(session).where(where);
}

/** Ends one session of this account by its hash (the hash is what the page shows as the session's id). */
export async function endSession(accountId: number, idHash: string): Promise<boolean> {
  const result = await getDb()
    .delete(session)
    .where(and(eq(session.accountId, accountId), eq(session.idHash, idHash)));
  return result.rowsAffected > 0;
}

export interface SessionView {
  id: string;
  kind: SessionKind;
  userAgent: string;
  lastSeenAt: number;
  current: boolean;
}

export async function listSessions(actor: Actor, now: number = clockNow()): Promise<SessionView[]> {
  const rows = await getDb()
    .select()
    .from(session)
    .where(and(eq(session.accountId, actor.accountId), gt(session.expiresAt, now)))
    .orderBy(desc(session.lastSeenAt));
  return rows.map((row) => ({
    id: row.idHash,
    kind: row.kind,
    userAgent: row.userAgent,
    lastSeenAt: row.lastSeenAt,
    current: row.idHash === actor.sessionHash,
  }));
}
