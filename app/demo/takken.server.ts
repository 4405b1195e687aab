import { readMeta } from "~/db/meta.server";
import { appMeta } from "~/db/meta-schema";
import { transaction } from "~/db/client.server";
import { tak, takOudAdres } from "~/domains/takken/schema";
import { now as clockNow } from "~/lib/clock.server";
import { specTakken } from "./takken";

/** Set once the nine were loaded; installations from before issue 47 had them as base data, under the same flag. */
const SPEC_TAKKEN_FLAG = "base_data_loaded";

/**
 * The specification's nine takken (ids 1 to 9), for the demo group; once: a group that renamed or retired them keeps
 * what it made of them. Runs before `loadBaseData`, so the Takleiding role keeps its id 10.
 */
export async function loadSpecTakken(): Promise<void> {
  if ((await readMeta(SPEC_TAKKEN_FLAG)) !== undefined) return;
  const now = clockNow();
  await transaction(async (tx) => {
    for (const t of specTakken) {
      // A name or address the group already uses (it chose its takken before the demo came) stays the group's.
      const [row] = await tx
        .insert(tak)
        .values({ id: t.id, name: t.name, slug: t.slug, soort: t.soort, volgorde: t.id, logo: t.logo, leeftijd: t.leeftijd, email: t.email, color: t.color, beschrijving: t.beschrijving })
        .onConflictDoNothing()
        .returning({ id: tak.id });
      if (!row) continue;
      for (const slug of t.oudeAdressen ?? []) await tx.insert(takOudAdres).values({ slug, takId: row.id, sinds: now }).onConflictDoNothing();
    }
    await tx.insert(appMeta).values({ key: SPEC_TAKKEN_FLAG, value: new Date(now).toISOString() }).onConflictDoNothing();
  });
}
