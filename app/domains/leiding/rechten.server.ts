import { eq } from "drizzle-orm";
import { getDb, type Db, type Tx } from "~/db/client.server";
import { currentActor, type Actor } from "~/domains/auth/actor.server";
import { NO_ACCESS } from "~/domains/auth/messages";
import { isBeheerder } from "~/domains/auth/permissions.server";
import { publiekBeginjaar } from "~/domains/scoutsjaar/rules";
import { listJaren } from "~/domains/scoutsjaar/scoutsjaar.server";
import { now as clockNow } from "~/lib/clock.server";
import { InputError } from "~/lib/errors";
import { magPersoonWijzigen, type Oordeel, type Schrijver, type Toewijzing } from "./rechten";
import { leidingTak } from "./schema";

/** The writer of this request, as the leader rules see them. */
export function schrijver(actor: Actor | undefined = currentActor()): Schrijver {
  return { beheerder: isBeheerder(actor), takken: actor?.takken ?? [], leidingId: actor?.leidingId ?? null };
}

/** A person's assignments in every year, with their ids, and the current year: what the rules decide on. */
export async function toewijzingenVan(db: Db | Tx, leidingId: number): Promise<{ rijen: (Toewijzing & { id: number })[]; huidig: number }> {
  const [rijen, jaren] = await Promise.all([
    db.select({ id: leidingTak.id, takId: leidingTak.takId, beginjaar: leidingTak.beginjaar }).from(leidingTak).where(eq(leidingTak.leidingId, leidingId)),
    listJaren(db),
  ]);
  return { rijen, huidig: publiekBeginjaar(jaren, clockNow()) };
}

/** A refusal of the leader rules as the answer every path gives: 403, or 409 for the archive. */
export function weiger(oordeel: Oordeel): void {
  if (oordeel === "geen-toegang") throw new InputError(NO_ACCESS, 403);
  if (oordeel === "archief") throw new InputError("Deze leiding staat enkel in het archief: dat wijzig je niet meer.", 409);
}

/** Whether the writer of this request may change this person (the admin form asks before it shows them). */
export async function managesLeider(leidingId: number, db: Db | Tx = getDb(), actor: Actor | undefined = currentActor()): Promise<boolean> {
  const { rijen, huidig } = await toewijzingenVan(db, leidingId);
  return magPersoonWijzigen(schrijver(actor), leidingId, rijen, huidig) === "ja";
}
