// One tap, one save (issue 52): a submission that makes something new carries a key (a form render's hidden field,
// the API's Idempotency-Key header); a repeat of that key by the same account gets the first answer again instead of
// making a second row. See docs/decisions/0041-one-tap-one-save.md.
import { and, eq, isNull, lt } from "drizzle-orm";
import { withClaim, type ClaimSlot } from "~/db/claim.server";
import { getDb, type Tx } from "~/db/client.server";
import { now as clockNow } from "~/lib/clock.server";
import { InputError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { isSleutel } from "./rules";
import { verzending } from "./schema";

/** How long a key is remembered: a leader who retries a save the next weekend still gets one row. */
export const VERZENDING_BEWAREN_MS = 7 * 24 * 60 * 60 * 1000;
/** A claim without an answer this old belongs to a submission that never finished (a crash): it no longer counts. */
const ONAF_MS = 2 * 60 * 1000;
/** How long a repeat waits for the first submission's answer, and how often it looks. */
const WACHTEN_MS = 30_000;
const KIJKEN_MS = 100;

export const NOG_BEZIG = "Deze inzending is nog onderweg. Probeer het zo dadelijk opnieuw.";
export const ANDER_DOEL = "Deze sleutel werd al gebruikt voor een ander verzoek.";
export const ONGELDIGE_SLEUTEL = "Ongeldige Idempotency-Key: 8 tot 255 zichtbare ASCII-tekens.";

/** The first answer, as stored: a redirect (a form), or a status with a JSON body (the API, a panel's outcome). */
export type Antwoord = { status: number; location: string } | { status: number; body: unknown };

/** Who sends which key for what. */
export interface Verzending {
  accountId: number;
  sleutel: string;
  /** "POST /admin/activiteit/add": a key is bound to one address. */
  doel: string;
}

/** A key that another submission already claimed in its transaction (it rolls this one back). */
class SleutelBezet extends Error {}

/** Whether an error is a repeat's claim that lost (eenmalig answers it): a catch-all must let it through. */
export function isHerhaling(error: unknown): boolean {
  return error instanceof SleutelBezet;
}

const rij = (v: Verzending) => and(eq(verzending.accountId, v.accountId), eq(verzending.sleutel, v.sleutel));

async function lees(v: Verzending) {
  const [found] = await getDb().select().from(verzending).where(rij(v));
  return found;
}

/** The first submission's answer: at once when it is known, else after waiting for it (it is still on its way). */
async function eerderAntwoord(v: Verzending, now: () => number): Promise<Antwoord | null> {
  // Real time waited, not the site's clock (which a test may hold still).
  const deadline = performance.now() + WACHTEN_MS;
  for (;;) {
    const found = await lees(v);
    if (!found) return null;
    if (found.doel !== v.doel) throw new InputError(ANDER_DOEL, 422);
    if (found.antwoord !== null) return JSON.parse(found.antwoord) as Antwoord;
    if (now() - found.aangemaaktOp > ONAF_MS) {
      // Never finished: the key is free again (the row it may have made stays, as after any crash).
      await getDb().delete(verzending).where(and(rij(v), isNull(verzending.antwoord)));
      return null;
    }
    if (performance.now() > deadline) throw new InputError(NOG_BEZIG, 409);
    await new Promise((resolve) => setTimeout(resolve, KIJKEN_MS));
  }
}

async function bewaar(v: Verzending, antwoord: Antwoord | null, claimed: boolean, now: number): Promise<void> {
  const db = getDb();
  if (!antwoord) {
    // A failure is not remembered: a retry may succeed.
    if (claimed) await db.delete(verzending).where(rij(v));
    return;
  }
  const tekst = JSON.stringify(antwoord);
  if (claimed) await db.update(verzending).set({ antwoord: tekst }).where(rij(v));
  // A write that ran no transaction() of its own: remembered now, for a later repeat.
  else await db.insert(verzending).values({ ...v, antwoord: tekst, aangemaaktOp: now }).onConflictDoNothing();
}

/**
 * Runs `run` once per key: without a key it just runs; with one that this account used before for this address, the
 * first answer comes back (`replay`) and nothing runs. The key is claimed inside the first transaction `run` commits
 * (app/db/claim.server.ts), so a second submission at the same moment rolls back and waits for the first's answer.
 * `answer` says what of a result is remembered (null: a refusal, which a retry may change).
 */
export async function eenmalig<T>(
  v: Verzending | null,
  run: () => Promise<T>,
  answer: (result: T) => Antwoord | null,
  replay: (antwoord: Antwoord) => T,
): Promise<T> {
  if (!v) return run();
  if (!isSleutel(v.sleutel)) throw new InputError(ONGELDIGE_SLEUTEL, 400);
  const eerder = await eerderAntwoord(v, clockNow);
  if (eerder) return replay(eerder);
  const now = clockNow();
  const slot: ClaimSlot<Tx> = {
    claim: async (tx: Tx) => {
      // The old keys go with the new one: the table holds a week of creates.
      await tx.delete(verzending).where(lt(verzending.aangemaaktOp, now - VERZENDING_BEWAREN_MS));
      const [nieuw] = await tx.insert(verzending).values({ ...v, antwoord: null, aangemaaktOp: now }).onConflictDoNothing().returning({ sleutel: verzending.sleutel });
      if (!nieuw) throw new SleutelBezet();
    },
    committed: false,
  };
  let result: T;
  try {
    result = await withClaim(slot, run);
  } catch (error) {
    if (slot.committed) {
      await bewaar(v, null, true, now).catch((err: unknown) => logger.error({ err }, "verzending vrijgeven mislukt"));
      throw error;
    }
    // A repeat that lost: its key was taken by the first (SleutelBezet), or it was refused for what the first made
    // meanwhile (the tak is already there). The first's answer is the one.
    const eerste = await eerderAntwoord(v, clockNow);
    if (eerste) return replay(eerste);
    throw error instanceof SleutelBezet ? new InputError(NOG_BEZIG, 409) : error;
  }
  const antwoord = answer(result);
  if (!antwoord && !slot.committed) {
    // A refusal as an answer (a panel's outcome) can be a repeat's too.
    const eerste = await eerderAntwoord(v, clockNow);
    if (eerste) return replay(eerste);
  }
  await bewaar(v, antwoord, slot.committed, now);
  return result;
}
