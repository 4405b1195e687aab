import crypto from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { session } from "./schema";
import { hashSessionId } from "./secrets.server";

/** 24 hours, as in the specification. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Creates a session (also used for API bearer tokens) and returns its random id; only its hash is stored. */
export async function createSession(now: number = Date.now()): Promise<{ id: string; expiresAt: number }> {
  const id = crypto.randomBytes(32).toString("base64url");
  const expiresAt = now + SESSION_LIFETIME_MS;
  const db = getDb();
  // Expired rows are swept whenever a new session starts, so the table stays small without a timer.
  await db.delete(session).where(lt(session.expiresAt, now));
  await db.insert(session).values({ idHash: hashSessionId(id), createdAt: now, expiresAt });
  return { id, expiresAt };
}

/** True when the id belongs to a live session; an expired one is deleted and refused. */
export async function isSessionValid(id: string | null | undefined, now: number = Date.now()): Promise<boolean> {
  if (!id || id.length > 200) return false;
  const idHash = hashSessionId(id);
  const rows = await getDb().select().from(session).where(eq(session.idHash, idHash));
  const row = rows[0];
  if (!row) return false;
  if (row.expiresAt <= now) {
    await getDb().delete(session).where(eq(session.idHash, idHash));
    return false;
  }
  return true;
}

export async function deleteSession(id: string | null | undefined): Promise<void> {
  if (!id || id.length > 200) return;
  await getDb().delete(session).where(eq(session.idHash, hashSessionId(id)));
}
