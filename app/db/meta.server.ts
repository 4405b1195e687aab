import { eq } from "drizzle-orm";
import { getDb, type Db, type Tx } from "./client.server";
import { appMeta } from "./meta-schema";

/** One fact about this installation, or undefined when it was never written. */
export async function readMeta(key: string, db: Db | Tx = getDb()): Promise<string | undefined> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, key));
  return rows[0]?.value;
}

export async function writeMeta(key: string, value: string, db: Db | Tx = getDb()): Promise<void> {
  await db.insert(appMeta).values({ key, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } });
}
