// A claim that rides along with the next write (issue 52): a submission's key is stored in the very transaction that
// makes the new row, so two posts of one form at once cannot both commit (the second one's key collides and its
// transaction rolls back with its row). Used by app/domains/verzendingen.
import { AsyncLocalStorage } from "node:async_hooks";

/** `Tx`: the transaction of client.server.ts, which calls `takeClaim` (a parameter here, so the two do not import each other). */
export interface ClaimSlot<Tx> {
  /** Runs inside the first transaction of the work, after its own writes; null once used. */
  claim: ((tx: Tx) => Promise<void>) | null;
  /** Whether a committed transaction carried the claim (also when the work failed later). */
  committed: boolean;
}

const slots = new AsyncLocalStorage<ClaimSlot<unknown>>();

/** Runs `work` with `slot.claim` waiting for its first transaction; `slot.committed` tells afterwards. */
export function withClaim<Tx, T>(slot: ClaimSlot<Tx>, work: () => Promise<T>): Promise<T> {
  return slots.run(slot as ClaimSlot<unknown>, work);
}

/**
 * Called by `transaction()` inside each write: the pending claim (if any) is written in this one. Answers a function
 * to call once the transaction committed.
 */
export async function takeClaim<Tx>(tx: Tx): Promise<(() => void) | null> {
  const slot = slots.getStore();
  const claim = slot?.claim;
  if (!slot || !claim) return null;
  // Taken before it runs: work that this write sets off (a job woken after the commit) never carries it.
  slot.claim = null;
  await claim(tx);
  return () => {
    slot.committed = true;
  };
}
