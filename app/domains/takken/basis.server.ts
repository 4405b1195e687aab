import { readMeta } from "~/db/meta.server";
import { appMeta } from "~/db/meta-schema";
import { transaction } from "~/db/client.server";
import { basisTakken } from "./basis";
import { tak } from "./schema";
import { now as clockNow } from "~/lib/clock.server";

const BASE_DATA_FLAG = "base_data_loaded";

/** The takken (ids 1 to 9 and the Takleiding role) exist in every installation; loaded once. */
export async function loadBaseData(): Promise<void> {
  if ((await readMeta(BASE_DATA_FLAG)) !== undefined) return;
  await transaction(async (tx) => {
    for (const t of basisTakken) {
      await tx
        .insert(tak)
        .values({ id: t.id, name: t.name, leeftijd: t.leeftijd, email: t.email, color: t.color, beschrijving: t.beschrijving })
        .onConflictDoNothing();
    }
    await tx.insert(appMeta).values({ key: BASE_DATA_FLAG, value: new Date(clockNow()).toISOString() }).onConflictDoNothing();
  });
}
