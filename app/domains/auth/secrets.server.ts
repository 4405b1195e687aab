import crypto from "node:crypto";
import { promisify } from "node:util";
import { logger } from "~/lib/logger.server";
import { readMeta, writeMeta } from "~/db/meta.server";

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;
const PASSWORD_HASH_KEY = "admin_password_hash";
const SESSION_SECRET_KEY = "session_secret";

interface AuthSecrets {
  passwordSalt: Buffer;
  passwordHash: Buffer;
  sessionSecret: string;
}

let secrets: AuthSecrets | undefined;

function encodeHash(salt: Buffer, hash: Buffer): string {
  return `scrypt$${salt.toString("base64")}$${hash.toString("base64")}`;
}

function decodeHash(value: string): { salt: Buffer; hash: Buffer } | null {
  const [kind, salt, hash] = value.split("$");
  if (kind !== "scrypt" || !salt || !hash) return null;
  return { salt: Buffer.from(salt, "base64"), hash: Buffer.from(hash, "base64") };
}

/**
 * Loads the admin password hash and the session secret; run once before the server listens.
 * ADMIN_PASSWORD is hashed in memory; without it a generated password is printed once and only its hash is kept.
 */
export async function initAuthSecrets(log: (line: string) => void = (line) => logger.warn(line)): Promise<void> {
  let passwordSalt: Buffer;
  let passwordHash: Buffer;
  const configured = process.env.ADMIN_PASSWORD;
  if (configured) {
    passwordSalt = crypto.randomBytes(16);
    passwordHash = await scrypt(configured, passwordSalt, KEY_LENGTH);
  } else {
    const stored = decodeHash((await readMeta(PASSWORD_HASH_KEY)) ?? "");
    if (stored) {
      ({ salt: passwordSalt, hash: passwordHash } = stored);
    } else {
      const generated = crypto.randomBytes(12).toString("base64url");
      passwordSalt = crypto.randomBytes(16);
      passwordHash = await scrypt(generated, passwordSalt, KEY_LENGTH);
      await writeMeta(PASSWORD_HASH_KEY, encodeHash(passwordSalt, passwordHash));
      log(`Admin-wachtwoord (enkel nu getoond, bewaar het goed): ${generated}`);
    }
  }

  let sessionSecret = process.env.SESSION_SECRET;
  if (!sessionSecret) {
    sessionSecret = await readMeta(SESSION_SECRET_KEY);
    if (!sessionSecret) {
      sessionSecret = crypto.randomBytes(32).toString("base64url");
      await writeMeta(SESSION_SECRET_KEY, sessionSecret);
    }
  }
  secrets = { passwordSalt, passwordHash, sessionSecret };
}

function current(): AuthSecrets {
  if (!secrets) throw new Error("initAuthSecrets() was not called before the first login");
  return secrets;
}

/** Constant-time comparison of a typed password with the admin password. */
export async function verifyAdminPassword(password: string): Promise<boolean> {
  const { passwordSalt, passwordHash } = current();
  const candidate = await scrypt(password.slice(0, 1024), passwordSalt, KEY_LENGTH);
  return crypto.timingSafeEqual(candidate, passwordHash);
}

/** What is stored for a session or token: an HMAC of the random id, so the database alone yields no usable cookie. */
export function hashSessionId(id: string): string {
  return crypto.createHmac("sha256", current().sessionSecret).update(id).digest("hex");
}
