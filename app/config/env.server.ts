import path from "node:path";
import { currentGroup, type GroupContext } from "~/lib/group-context.server";

// Every setting of the server comes from the environment; the README lists each with its default.

/** DATA_DIR: the installation's folder. A single group's data lives in it; in hosting mode each group has a folder under it. */
export function installationDataDir(): string {
  return path.resolve(process.env.DATA_DIR || "./data");
}

/** The running group's folder (its database, pictures, booklets, documents, photos). */
export function dataDir(): string {
  return currentGroup().dataDir;
}

/** The running group's database. */
export function databaseUrl(): string {
  return currentGroup().databaseUrl;
}

/**
 * The group of a single-group installation: DATA_DIR, DATABASE_URL and SITE_URL, read when asked (tests point DATA_DIR
 * at a folder of their own between files).
 */
export const singleGroup: GroupContext = {
  key: "#single",
  slug: null,
  get dataDir() {
    return installationDataDir();
  },
  get databaseUrl() {
    return process.env.DATABASE_URL || `file:${path.join(installationDataDir(), "scouts.db")}`;
  },
  get siteUrl() {
    return configuredSiteUrl();
  },
  slots: new Map(),
  users: 0,
  lastUsed: 0,
};

/**
 * HOSTING_DOMAIN (e.g. `scoutssites.be`): hosting mode, one installation for many groups, each at `{slug}.{domain}`.
 * Unset: the single group of DATA_DIR.
 */
export function hostingDomain(): string | undefined {
  return process.env.HOSTING_DOMAIN?.trim().toLowerCase().replace(/\.$/, "") || undefined;
}

/** The secret of the hoster's API (`Authorization: Bearer ...`); unset: the API answers 401 to everyone. */
export function hostingToken(): string | undefined {
  return process.env.HOSTING_TOKEN?.trim() || undefined;
}

/** The hoster's password for the web console; unset: the console takes only the token. */
export function hostingPassword(): string | undefined {
  return process.env.HOSTING_PASSWORD?.trim() || undefined;
}

/** HOSTING_AANVRAGEN=automatisch: a group's request for a site is accepted at once; otherwise the hoster decides. */
export function hostingAanvragenAutomatisch(): boolean {
  return (process.env.HOSTING_AANVRAGEN ?? "").trim().toLowerCase() === "automatisch";
}

/** Storage per group in hosting mode, in MB (default 2,000). */
export function hostingOpslagMb(): number {
  return positiveInt(process.env.HOSTING_OPSLAG_MB, 2000);
}

/** Mails per group per day in hosting mode (default 2,000): a group cannot use the installation's mail for spam. */
export function hostingMailsPerDag(): number {
  return positiveInt(process.env.HOSTING_MAILS_PER_DAG, 2000);
}

/** How long a hosted group's database stays open without requests or jobs (HOSTING_IDLE_S, default 300 s). */
export function hostingIdleMs(): number {
  return positiveInt(process.env.HOSTING_IDLE_S, 300) * 1000;
}

function positiveInt(raw: string | undefined, fallback: number): number {
  const value = Number.parseInt(raw ?? "", 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * The public address of a hosted group: its first own domain, else `{slug}.{HOSTING_DOMAIN}`. Over https, except for
 * a hosting domain on this machine (`localhost`), which is served over http on PORT (trial runs and tests).
 */
export function hostedSiteUrl(slug: string, domeinen: readonly string[]): string {
  const domain = hostingDomain() ?? "localhost";
  const host = domeinen[0] ?? `${slug}.${domain}`;
  return isLocalHostingDomain(domain) ? `http://${host}:${port()}` : `https://${host}`;
}

/** The hoster's own address (the front door, the console). */
export function hostingUrl(): string {
  const domain = hostingDomain() ?? "localhost";
  return isLocalHostingDomain(domain) ? `http://${domain}:${port()}` : `https://${domain}`;
}

function isLocalHostingDomain(domain: string): boolean {
  return domain === "localhost" || domain.endsWith(".localhost");
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
  return currentGroup().siteUrl;
}

/** SITE_URL as configured (single-group mode), or the address the server listens on. */
function configuredSiteUrl(): string {
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
 * before it gives up: the image is refused and its worker process killed (ADR 0030).
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

/**
 * The evening reminder's moment, "19:00" (a Brussels time, the evening before a day with activities), the default;
 * "uit" turns it off for everyone.
 */
export function meldingHerinnering(): string {
  return process.env.MELDING_HERINNERING?.trim() || "19:00";
}

/**
 * How long before an activity its tak's address gets the list of absences ('Afmeldingen'), in hours (default 3; a
 * decimal is allowed, e.g. 0.5). 0 turns the list off.
 */
export function afmeldingenVoorafMs(): number {
  const value = Number.parseFloat(process.env.AFMELDINGEN_VOORAF ?? "");
  return (Number.isFinite(value) && value >= 0 && value <= 7 * 24 ? value : 3) * 60 * 60 * 1000;
}
