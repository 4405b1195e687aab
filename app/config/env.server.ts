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

/**
 * How long the server may spend on one step of making an image (decoding an upload, drawing an SVG, writing a version)
 * before it gives up: the image is refused and its worker process killed (ADR 0028).
 */
export function imageTimeoutMs(): number {
  const value = Number.parseInt(process.env.IMAGE_TIMEOUT_MS ?? "", 10);
  return Number.isFinite(value) && value > 0 ? value : 30_000;
}

/** Parents' messages: how long an activity must stay unchanged before its message goes out (seconds, default 600). */
export function meldingWachttijdMs(): number {
  const value = Number.parseInt(process.env.MELDING_WACHTTIJD_S ?? "", 10);
  return (Number.isFinite(value) && value >= 0 ? value : 600) * 1000;
}

/**
 * Quiet hours for push messages as "22-7" (from 22:00 to 07:00 Brussels time, the default); an empty value turns
 * them off. Undefined when off; an unreadable value keeps the default.
 */
export function meldingStilte(): { van: number; tot: number } | undefined {
  const raw = process.env.MELDING_STILTE;
  if (raw !== undefined && raw.trim() === "") return undefined;
  const m = /^\s*(\d{1,2})\s*-\s*(\d{1,2})\s*$/.exec(raw ?? "22-7");
  const van = m ? Number(m[1]) : 22;
  const tot = m ? Number(m[2]) : 7;
  if (van > 23 || tot > 23 || van === tot) return { van: 22, tot: 7 };
  return { van, tot };
}

/** The weekly message's moment as "do 19:00" (weekday abbreviation and Brussels time); "uit" turns it off. */
export function meldingWeekoverzicht(): string {
  return process.env.MELDING_WEEKOVERZICHT?.trim() || "do 19:00";
}

/** The VAPID subject (a mailto: or https: address the push services can reach the sender at); unset: the group's e-mail. */
export function vapidSubject(): string | undefined {
  return process.env.VAPID_SUBJECT?.trim() || undefined;
}

/** Tests only: push endpoints on loopback and private addresses, over http://, as IMAGE_FETCH_ALLOW_PRIVATE does for images. */
export function pushAllowPrivate(): boolean {
  return (process.env.PUSH_ALLOW_PRIVATE ?? "").toLowerCase() === "true";
}
