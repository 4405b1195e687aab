import crypto from "node:crypto";
import { promisify } from "node:util";
import { InputError } from "~/lib/errors";
import { PASSWORD_COMMON, PASSWORD_MISMATCH, PASSWORD_TOO_SHORT, PASSWORD_MIN_LENGTH } from "./messages";

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

/** scrypt$salt$hash, the one format for the owner's and the accounts' passwords. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/** Constant-time check of a typed password against a stored hash; false for a missing or malformed hash. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [kind, salt, hash] = (stored ?? "").split("$");
  if (kind !== "scrypt" || !salt || !hash) {
    // The same work as a real check, so a missing account is not told apart by its speed.
    await scrypt(password.slice(0, 1024), Buffer.alloc(16), KEY_LENGTH);
    return false;
  }
  const expected = Buffer.from(hash, "base64");
  const candidate = await scrypt(password.slice(0, 1024), Buffer.from(salt, "base64"), KEY_LENGTH);
  return candidate.length === expected.length && crypto.timingSafeEqual(candidate, expected);
}

let common: Set<string> | undefined;

/** The 49,000 most common passwords of zxcvbn-ts, loaded on the first password that is set. */
async function commonPasswords(): Promise<Set<string>> {
  if (!common) {
    const { dictionary } = await import("@zxcvbn-ts/language-common");
    common = new Set(dictionary["passwords-common"]);
  }
  return common;
}

/** A new password: at least 12 characters, not a common one, typed the same twice. Refusals name the field. */
export async function checkNewPassword(password: string, repeat: string | undefined, field = "wachtwoord"): Promise<void> {
  if (password.length < PASSWORD_MIN_LENGTH) throw new InputError(PASSWORD_TOO_SHORT, 400, { [field]: PASSWORD_TOO_SHORT });
  if (password.length > 1024 || (await commonPasswords()).has(password.toLowerCase())) {
    throw new InputError(PASSWORD_COMMON, 400, { [field]: PASSWORD_COMMON });
  }
  if (repeat !== undefined && repeat !== password) throw new InputError(PASSWORD_MISMATCH, 400, { herhaal: PASSWORD_MISMATCH });
}
