import type { Db, Tx } from "~/db/client.server";
import { audit } from "./schema";

/** Records an admin change; call it inside the same transaction as the change itself. */
export async function recordAudit(
  tx: Db | Tx,
  entry: { action: string; entity: string; entityId?: string | number | null; detail?: string },
): Promise<void> {
  await tx.insert(audit).values({
    at: Date.now(),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    detail: entry.detail ?? null,
  });
}
