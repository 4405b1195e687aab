import { groupSlot } from "~/group/context.server";
import { clientKey, createRateLimiter, takeAll, type RateLimiter } from "~/lib/rate-limit.server";
import { now as clockNow } from "~/lib/clock.server";

/**
 * Login attempts (ADR 0014). An attempt is counted before its password is checked (so parallel guesses cannot slip past
 * a limit) and given back when it was right. The limits slow a guesser without letting strangers lock a leader out:
 * - 5 attempts per 15 minutes per client and account together: a guesser's address, not the account, is held;
 * - 20 per 15 minutes per client over all accounts, so one address cannot try every account in turn;
 * - a ceiling of 30 per 15 minutes per account from all clients together, against a guesser with many addresses. A
 *   client that logged in to the account before (in the last 30 days) is not held by the ceiling, so the owner still
 *   gets in from their own device while it is reached.
 * The owner 'Beheerder' logs in without an e-mail address; their account key is OWNER.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_ATTEMPTS = 5;
export const LOGIN_CLIENT_CEILING = 20;
export const LOGIN_ACCOUNT_CEILING = 30;
const KNOWN_CLIENT_MS = 30 * 24 * 60 * 60 * 1000;
const MAX_KNOWN_CLIENTS = 10_000;
const OWNER = "\0beheerder";

const perClientAccount = createRateLimiter({ windowMs: LOGIN_WINDOW_MS, limit: () => LOGIN_MAX_ATTEMPTS });
const perClient = createRateLimiter({ windowMs: LOGIN_WINDOW_MS, limit: () => LOGIN_CLIENT_CEILING });
const perAccount = createRateLimiter({ windowMs: LOGIN_WINDOW_MS, limit: () => LOGIN_ACCOUNT_CEILING });
/** Per group, the client and account pairs that logged in, with when: they pass the account's ceiling. */
const knownClientsOfGroup = groupSlot(() => new Map<string, number>());

/** A login attempt that was let through; `succeeded` gives it back when the password was right. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/** Takes one attempt for this client address and e-mail address (none: the owner); null (nothing taken) when held. */
export async function takeAttempt(clientAddress: string, email: string | undefined): Promise<LoginAttempt | null> {
  const client = clientKey(clientAddress);
  const accountKey = email?.toLowerCase() || OWNER;
  const pair = `${client}\n${accountKey}`;
  const knownClients = knownClientsOfGroup();
  const knownAt = knownClients.get(pair);
  const known = knownAt !== undefined && clockNow() - knownAt < KNOWN_CLIENT_MS;
  const uses: (readonly [RateLimiter, string])[] = [
    [perClientAccount, pair],
    [perClient, client],
  ];
  if (!known) uses.push([perAccount, accountKey]);
  if (!(await takeAll(uses))) return null;
  return {
    async succeeded() {
      for (const [limiter, key] of uses) await limiter.giveBack(key);
      knownClients.delete(pair);
      knownClients.set(pair, clockNow());
      // Bounded memory: the pair that logged in longest ago is forgotten first.
      if (knownClients.size > MAX_KNOWN_CLIENTS) knownClients.delete(knownClients.keys().next().value!);
    },
  };
}

// Reset requests ('Wachtwoord vergeten?'): 5 per 15 minutes per client, counted for known and unknown addresses alike,
// so the answer tells nothing. Past that only that client is refused (429): the address's owner, asking from their
// own connection, never is. What protects the owner's mailbox is the cap on the mails themselves, one an hour per
// account whoever asks (RESET_MAIL_INTERVAL_MS, stored: accounts.server.ts), which refuses nobody.
export const RESET_REQUESTS_PER_CLIENT = 5;
const resetPerClient = createRateLimiter({ windowMs: LOGIN_WINDOW_MS, limit: () => RESET_REQUESTS_PER_CLIENT });

export function takeResetRequest(clientAddress: string): Promise<boolean> {
  return resetPerClient.take(clientKey(clientAddress));
}

/** Tests: every login and reset count forgotten. */
export function resetAuthLimits(): void {
  for (const limiter of [perClientAccount, perClient, perAccount, resetPerClient]) limiter.reset();
  knownClientsOfGroup().clear();
}
