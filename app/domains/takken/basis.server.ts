import { eq } from "drizzle-orm";
import { getDb, transaction } from "~/db/client.server";
import { STANDAARD_KLEUR } from "~/domains/instellingen/rules";
import { ROL, TAKLEIDING } from "./rules";
import { tak } from "./schema";

/**
 * The Takleiding role's id where it is free: as before a group chose its takken (the specification's nine are 1 to 9),
 * so the leaders' assignments of the role keep their meaning in every installation.
 */
const ROL_ID = 10;

/**
 * What every installation has, whatever its takken: the Takleiding role (a leader's role within their tak, kept as a
 * row of `tak` of the kind "rol", never shown as a tak). Made once; a group starts without takken and chooses them
 * ('Aan de slag'), the demo brings the specification's nine (app/demo/takken.server.ts), loaded before this.
 */
export async function loadBaseData(): Promise<void> {
  const db = getDb();
  if ((await db.select({ id: tak.id }).from(tak).where(eq(tak.soort, ROL)).limit(1)).length) return;
  await transaction(async (tx) => {
    const bezet = (await tx.select({ id: tak.id }).from(tak).where(eq(tak.id, ROL_ID))).length > 0;
    await tx
      .insert(tak)
      .values({
        ...(bezet ? {} : { id: ROL_ID }),
        name: TAKLEIDING,
        slug: "takleiding",
        soort: ROL,
        volgorde: 1000,
        leeftijd: "18+",
        color: STANDAARD_KLEUR,
        beschrijving:
          "Takleiding is geen tak op zich, maar de rol van de verantwoordelijke leiding binnen elke tak. Per tak is er een takleider die de ploeg coördineert en het eerste aanspreekpunt is voor de ouders.",
      })
      .onConflictDoNothing();
  });
}
