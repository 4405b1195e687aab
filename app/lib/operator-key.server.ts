import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { hostingDomain, installationDataDir } from "~/config/env.server";

// A single group's operator commands that go through the running server (`npm run terugzetten`, ADR 0042) prove they
// may with a key the server writes at each start into DATA_DIR/beheer.sleutel, readable only by the server's user:
// whoever can read it can read the database beside it anyway. Hosting mode has HOSTING_TOKEN instead.

function keyFile(): string {
  return path.join(installationDataDir(), "beheer.sleutel");
}

/** At start (single group): a new key. */
export function writeOperatorKey(): void {
  if (hostingDomain()) return;
  fs.rmSync(keyFile(), { force: true });
  fs.writeFileSync(keyFile(), `${crypto.randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
}

/** Whether a request carries this run's key (`Authorization: Bearer …`). */
export function operatorKeyValid(request: Request): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.get("Authorization") ?? "")?.[1]?.trim() ?? "");
  let own: Buffer;
  try {
    own = Buffer.from(fs.readFileSync(keyFile(), "utf8").trim());
  } catch {
    return false;
  }
  return own.length > 0 && given.length === own.length && crypto.timingSafeEqual(given, own);
}
