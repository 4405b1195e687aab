import { and, count, desc, eq, lt, type SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "~/db/client.server";
import { currentActor } from "~/domains/auth/actor.server";
import { audit } from "./schema";
import { now as clockNow } from "~/lib/clock.server";

/** Rows of the log are kept for two years. */
export const AUDIT_RETENTION_MS = 2 * 365 * 24 * 60 * 60 * 1000;
export const AUDIT_PAGE_SIZE = 50;

/** Records an admin change and who made it; call it inside the same transaction as the change itself. */
export async function recordAudit(
  tx: Db | Tx,
  entry: { action: string; entity: string; entityId?: string | number | null; detail?: string },
): Promise<void> {
  const actor = currentActor();
  await tx.insert(audit).values({
    at: clockNow(),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    detail: entry.detail ?? null,
    accountId: actor?.accountId ?? null,
    accountNaam: actor?.naam ?? null,
  });
}

/** Drops rows older than two years; run at every start. */
export async function sweepAudit(now: number = clockNow()): Promise<void> {
  await getDb().delete(audit).where(lt(audit.at, now - AUDIT_RETENTION_MS));
}

export interface AuditFilter {
  accountId?: number;
  entity?: string;
  page: number;
}

export type AuditRow = typeof audit.$inferSelect;

/** 'Logboek': newest first, filtered per account and per kind of record, one page at a time. */
export async function listAudit(filter: AuditFilter): Promise<{ rows: AuditRow[]; total: number; entities: string[] }> {
  const db = getDb();
  const conditions: SQL[] = [];
  if (filter.accountId !== undefined) conditions.push(eq(audit.accountId, filter.accountId));
  if (filter.entity) conditions.push(eq(audit.entity, filter.entity));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totaal], entities] = await Promise.all([
    db
      .select()
      .from(audit)
      .where(where)
      .orderBy(desc(audit.at), desc(audit.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((Math.max(filter.page, 1) - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(audit).where(where),
    db.selectDistinct({ entity: audit.entity }).from(audit).orderBy(audit.entity),
  ]);
  return { rows, total: totaal?.n ?? 0, entities: entities.map((e) => e.entity) };
}
