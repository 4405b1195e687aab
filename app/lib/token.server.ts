import crypto from "node:crypto";

// The tokens of the links mailed to parents who have no account ('Toch aanwezig', 'Inschrijving annuleren'): 32 random
// bytes in base64url in the link, only their SHA-256 stored, so a copy of the database opens no link.

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newLinkToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashLinkToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** Whether a link's token has the shape newLinkToken makes (anything else is not looked up). */
export function isLinkToken(token: string): boolean {
  return TOKEN.test(token);
}
