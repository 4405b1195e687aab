import path from "node:path";

// Every setting of the server comes from the environment; the README lists each with its default.
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR || "./data");
}

export function databaseUrl(): string {
  return process.env.DATABASE_URL || `file:${path.join(dataDir(), "scouts.db")}`;
}

/** The port the server listens on. */
export function port(): number {
  const value = Number.parseInt(process.env.PORT ?? "", 10);
  return Number.isFinite(value) && value > 0 ? value : 3000;
}

/**
 * The site's public address (canonical URLs, the sitemap, calendar feeds, links in mails), without a trailing slash.
 * Without SITE_URL it is the address the server listens on; start-up warns about that (a real site needs its own).
 */
export function siteUrl(): string {
  const configured = process.env.SITE_URL?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === "https:" || url.protocol === "http:") return url.origin + url.pathname.replace(/\/+$/, "");
    } catch {
      // An unusable value falls back to the default below; start-up reports it.
    }
  }
  return `http://localhost:${port()}`;
}

/** Whether SITE_URL names a usable address (start-up warns otherwise). */
export function siteUrlConfigured(): boolean {
  const configured = process.env.SITE_URL?.trim();
  if (!configured) return false;
  try {
    return ["https:", "http:"].includes(new URL(configured).protocol);
  } catch {
    return false;
  }
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

/** Where contact messages are mailed; the group's own address (its settings) unless overridden. */
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
