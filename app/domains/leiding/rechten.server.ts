import { eq, inArray } from "drizzle-orm";
import { getDb, type Db, type Tx } from "~/db/client.server";
import { currentActor, type Actor } from "~/domains/auth/actor.server";
import { NO_ACCESS } from "~/domains/auth/messages";
import { isBeheerder } from "~/domains/auth/permissions.server";
import { publiekBeginjaar } from "~/domains/scoutsjaar/rules";
import { listJaren } from "~/domains/scoutsjaar/scoutsjaar.server";
import { now as clockNow } from "~/lib/clock.server";
import { InputError } from "~/lib/errors";
import { magPersoonWijzigen, magToewijzen, magToewijzingWeghalen, type Oordeel, type Schrijver, type Toewijzing } from "./rechten";
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

/** What the admin list shows of one leader for the writer: only the controls whose change the server would allow. */
export interface LeiderRechten {
  /** Name, phone, photo ('Bewerken'). */
  bewerken: boolean;
  /** Deleting the person: the Beheerder's. */
  verwijderen: boolean;
  /** The tak the plus button would add in the shown year, or null when no new assignment is allowed. */
  nieuweTak: number | null;
  /** The assignments (leiding_tak ids) of the shown year the writer may move or remove. */
  eigenToewijzingen: number[];
  /** One of the writer's own takken, or a person they may change: shown by default to a Takleiding. */
  eigen: boolean;
}

/**
 * The leader rules (rechten.ts) for a whole list at once, for year `beginjaar`. `takken` are the candidates for a new
 * assignment, in the order the plus button tries them (the specification's branch 1 first).
 */
export async function leiderRechten(
  leidingIds: readonly number[],
  beginjaar: number,
  takken: readonly number[],
  actor: Actor | undefined = currentActor(),
): Promise<Map<number, LeiderRechten>> {
  const wie = schrijver(actor);
  const db = getDb();
  const [rijen, jaren] = await Promise.all([
    leidingIds.length
      ? db.select({ id: leidingTak.id, leidingId: leidingTak.leidingId, takId: leidingTak.takId, beginjaar: leidingTak.beginjaar }).from(leidingTak).where(inArray(leidingTak.leidingId, [...leidingIds]))
      : Promise.resolve([]),
    listJaren(db),
  ]);
  const huidig = publiekBeginjaar(jaren, clockNow());
  const result = new Map<number, LeiderRechten>();
  for (const leidingId of leidingIds) {
    const eigenRijen = rijen.filter((r) => r.leidingId === leidingId);
    const ditJaar = eigenRijen.filter((r) => r.beginjaar === beginjaar);
    const bewerken = magPersoonWijzigen(wie, leidingId, eigenRijen, huidig) === "ja";
    const vrij = takken.filter((takId) => !ditJaar.some((r) => r.takId === takId));
    const nieuweTak = vrij.find((takId) => magToewijzen(wie, leidingId, eigenRijen, huidig, takId, beginjaar) === "ja") ?? null;
    const eigenToewijzingen = ditJaar.filter((r) => magToewijzingWeghalen(wie, r)).map((r) => r.id);
    result.set(leidingId, {
      bewerken,
      verwijderen: wie.beheerder,
      nieuweTak,
      eigenToewijzingen,
      eigen: wie.beheerder || bewerken || ditJaar.some((r) => wie.takken.includes(r.takId)),
    });
  }
  return result;
}
