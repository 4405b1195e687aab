import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { authEnv } from "~/config/env.server";
import { getDb } from "~/db/client.server";
import { readMeta, writeMeta } from "~/db/meta.server";
import { groupSlot } from "~/group/context.server";
import { logger } from "~/lib/logger.server";
import { OWNER_NAME } from "./messages";
import { hashPassword, verifyPassword } from "./passwords.server";
import { account, session } from "./schema";
import { now as clockNow } from "~/lib/clock.server";

const PASSWORD_HASH_KEY = "admin_password_hash";
const SESSION_SECRET_KEY = "session_secret";

interface AuthSecrets {
  ownerPasswordHash: string;
  ownerAccountId: number;
  sessionSecret: string;
}

/** The group's owner password hash and session secret, loaded by initAuthSecrets. */
const loaded = groupSlot((): { secrets?: AuthSecrets } => ({}));

/** The owner account 'Beheerder', who logs in with ADMIN_PASSWORD and no e-mail address; made on the first start. */
async function ownerAccount(): Promise<number> {
  const db = getDb();
  const [owner] = await db.select({ id: account.id }).from(account).where(eq(account.eigenaar, true));
  if (owner) return owner.id;
  const [created] = await db
    .insert(account)
    .values({ naam: OWNER_NAME, rol: "beheerder", eigenaar: true, createdAt: clockNow() })
    .returning({ id: account.id });
  return created!.id;
}

/**
 * Loads the owner password hash and the session secret; run once before the server listens (a hosted group: whenever
 * its database is opened).
 * ADMIN_PASSWORD is kept as a scrypt hash; when it differs from the one of the previous start, every session and token
 * of the owner ends. Without it a generated password is printed once and only its hash is kept.
 * A hosted group (`hosted`) takes neither ADMIN_PASSWORD nor SESSION_SECRET, which are the installation's: its owner
 * account gets a password nobody knows (its leaders log in with their own accounts, the first invited by the hoster),
 * and its own session secret.
 */
export async function initAuthSecrets(log: (line: string) => void = (line) => logger.warn(line), options: { hosted?: boolean } = {}): Promise<void> {
  const ownerAccountId = await ownerAccount();
  let ownerPasswordHash = (await readMeta(PASSWORD_HASH_KEY)) ?? "";
  const configuredEnv = options.hosted ? undefined : authEnv();
  const configured = configuredEnv?.adminPassword;
  if (configured) {
    if (!(await verifyPassword(configured, ownerPasswordHash))) {
      ownerPasswordHash = await hashPassword(configured);
      await writeMeta(PASSWORD_HASH_KEY, ownerPasswordHash);
      await getDb().delete(session).where(eq(session.accountId, ownerAccountId));
    }
  } else if (!ownerPasswordHash.startsWith("scrypt$")) {
    const generated = crypto.randomBytes(12).toString("base64url");
    ownerPasswordHash = await hashPassword(generated);
    await writeMeta(PASSWORD_HASH_KEY, ownerPasswordHash);
    if (!options.hosted) log(`Admin-wachtwoord (enkel nu getoond, bewaar het goed): ${generated}`);
  }

  let sessionSecret = configuredEnv?.sessionSecret;
  if (!sessionSecret) {
    sessionSecret = await readMeta(SESSION_SECRET_KEY);
    if (!sessionSecret) {
      sessionSecret = crypto.randomBytes(32).toString("base64url");
      await writeMeta(SESSION_SECRET_KEY, sessionSecret);
    }
  }
  loaded().secrets = { ownerPasswordHash, ownerAccountId, sessionSecret };
}

function current(): AuthSecrets {
  const { secrets } = loaded();
  if (!secrets) throw new Error("initAuthSecrets() was not called before the first login");
  return secrets;
}

/** Constant-time comparison of a typed password with the owner's password (ADMIN_PASSWORD). */
export async function verifyAdminPassword(password: string): Promise<boolean> {
  return verifyPassword(password, current().ownerPasswordHash);
}

export function ownerAccountId(): number {
  return current().ownerAccountId;
}

/** What is stored for a session, token or mailed link: an HMAC of the random id, so the database alone yields nothing usable. */
export function hashSessionId(id: string): string {
  return crypto.createHmac("sha256", current().sessionSecret).update(id).digest("hex");
}
