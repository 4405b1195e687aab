import path from "node:path";

// Every setting of the server comes from the environment; the README lists each with its default.
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR || "./data");
}

export function databaseUrl(): string {
  return process.env.DATABASE_URL || `file:${path.join(dataDir(), "scouts.db")}`;
}

export function demoContentEnabled(): boolean {
  return (process.env.DEMO_CONTENT ?? "true").toLowerCase() !== "false";
}

/** SMTP server for outgoing mail, e.g. smtp://user:pass@mail.example.be:587; unset means mail is only stored. */
export function smtpUrl(): string | undefined {
  return process.env.SMTP_URL?.trim() || undefined;
}

export function mailFrom(): string {
  return process.env.MAIL_FROM?.trim() || "website@localhost";
}

/** Where contact messages are mailed; the group's own address unless overridden. */
export function contactTo(fallback: string): string {
  return process.env.CONTACT_TO?.trim() || fallback;
}

/** Contact messages and newsletter sign-ups accepted per client address per 10 minutes (each form counted apart). */
export function formRateLimit(): number {
  const value = Number.parseInt(process.env.FORM_RATE_LIMIT ?? "", 10);
  return Number.isFinite(value) && value > 0 ? value : 5;
}

/**
 * Whether a badge link may make the server fetch from a private or loopback address (its own machine, the local
 * network). Off in production: an admin form must not reach inside; the tests serve their images from 127.0.0.1.
 */
export function imageFetchAllowPrivate(): boolean {
  return (process.env.IMAGE_FETCH_ALLOW_PRIVATE ?? "").toLowerCase() === "true";
}

/** How long the download of one linked image may take in all (connect, redirects, body). */
export function imageFetchTimeoutMs(): number {
  const value = Number.parseInt(process.env.IMAGE_FETCH_TIMEOUT_MS ?? "", 10);
  return Number.isFinite(value) && value > 0 ? value : 10_000;
}
