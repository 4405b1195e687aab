import net from "node:net";
import path from "node:path";
// The server reads its environment before anything runs in a browser: Zod straight from the package (see ~/lib/zod).
import { z } from "zod";
import { leesUur, leesWeekmoment } from "./moments";

// Every setting of the server comes from the environment, read by the one schema below (ADR 0034). The server checks
// it once at start, before it listens: a wrong value stops it with one line per problem (server.js). The README's
// configuration table (and docs/hosting.md's) lists each variable with its default; a test holds the two together.

/** One line per problem: the variable, what is wrong, and an example of a good value. */
const fault = (text: string, example: string) => `${text}, bv. ${example}`;

/** A whole number from `min` to `max`. */
function integer(min: number, max: number, example: string) {
  const message = fault(max === Number.MAX_SAFE_INTEGER ? `moet een geheel getal vanaf ${min} zijn` : `moet een geheel getal van ${min} tot ${max} zijn`, example);
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
}

const positive = (example: string) => integer(1, Number.MAX_SAFE_INTEGER, example);

function bool() {
  return z
    .string()
    .transform((value) => value.toLowerCase())
    .refine((value) => value === "true" || value === "false", "moet true of false zijn")
    .transform((value) => value === "true");
}

/** An address with one of these schemes (`https:`), as written (a trailing slash of SITE_URL is dropped where it is used). */
function address(schemes: readonly string[], text: string, example: string) {
  return z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, fault(text, example));
}

/** An e-mail address, bare or with a display name (`Scouts Sint-Pieter <website@mijnscouts.be>`). */
function mailbox(example: string) {
  return z.string().regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, fault("moet een e-mailadres zijn", example));
}

/** TRUST_PROXY: a number of proxies, or addresses and subnets as Express takes them (`loopback`, `10.0.0.0/8`). */
function isTrustProxy(value: string): boolean {
  if (/^\d+$/.test(value)) return true;
  return value.split(",").every((part) => {
    const item = part.trim();
    if (["loopback", "linklocal", "uniquelocal"].includes(item)) return true;
    const [ip, bits, ...rest] = item.split("/");
    if (rest.length || !ip || !net.isIP(ip)) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (net.isIPv4(ip) ? 32 : 128));
  });
}

/** MELDING_STILTE: "22-7", from 22:00 to 07:00; empty turns the quiet hours off. */
function leesStilte(value: string): { van: number; tot: number } | null | undefined {
  if (value === "") return undefined;
  const m = /^(\d{1,2})\s*-\s*(\d{1,2})$/.exec(value);
  if (!m) return null;
  const van = Number(m[1]);
  const tot = Number(m[2]);
  return van > 23 || tot > 23 || van === tot ? null : { van, tot };
}

/** FAKE_NOW: an ISO moment with its offset (`Z`, `+02:00`), as docs/hosting.md names it; null otherwise. */
function readMoment(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/**
 * Every variable the server reads, with its default. Unset and empty are the same (surrounding spaces are ignored),
 * except for MELDING_STILTE, where empty turns the quiet hours off.
 */
const schema = z.object({
  SITE_URL: address(["https:", "http:"], "moet een adres zijn dat begint met https:// of http://", "https://www.mijnscouts.be").optional(),
  PORT: integer(1, 65535, "3000").default(3000),
  HOST: z.string().refine((value) => net.isIP(value) !== 0 || /^[a-z0-9.-]+$/i.test(value), fault("moet een IP-adres of een hostnaam zijn", "0.0.0.0")).optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^(file|libsql|https?|wss?):/, fault("moet beginnen met file:, libsql:, http(s): of ws(s):", "file:/var/lib/scouts/scouts.db"))
    .optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SESSION_SECRET: z.string().optional(),
  DEMO_CONTENT: bool().default(true),
  FACEBOOK_PAGE_ID: z.string().optional(),
  FACEBOOK_ACCESS_TOKEN: z.string().optional(),
  FACEBOOK_GRAPH_URL: address(["https:", "http:"], "moet een adres zijn dat begint met https:// of http://", "https://graph.facebook.com/v21.0").default(
    "https://graph.facebook.com/v21.0",
  ),
  FACEBOOK_TIMEOUT_MS: positive("5000").default(5000),
  SMTP_URL: address(["smtp:", "smtps:"], "moet beginnen met smtp:// of smtps://", "smtp://gebruiker:wachtwoord@mail.example.be:587").optional(),
  MAIL_FROM: mailbox("Scouts Sint-Pieter <website@mijnscouts.be>").default("website@localhost"),
  CONTACT_TO: mailbox("leiding@mijnscouts.be").optional(),
  FORM_RATE_LIMIT: positive("5").default(5),
  WRITE_RATE_LIMIT: positive("20").default(20),
  PAGE_CACHE_DISK_MB: integer(0, Number.MAX_SAFE_INTEGER, "4096").optional(),
  MELDING_WACHTTIJD_S: integer(0, Number.MAX_SAFE_INTEGER, "600").default(600),
  MELDING_WEEKOVERZICHT: z
    .string()
    .refine((value) => value.toLowerCase() === "uit" || leesWeekmoment(value) !== null, fault("moet een weekdag en een uur zijn, of uit", "do 19:00"))
    .default("do 19:00"),
  MELDING_HERINNERING: z
    .string()
    .refine((value) => value.toLowerCase() === "uit" || leesUur(value) !== null, fault("moet een uur zijn, of uit", "19:00"))
    .default("19:00"),
  AFMELDINGEN_VOORAF: z
    .string()
    .regex(/^\d+(?:[.,]\d+)?$/, fault("moet een aantal uren van 0 tot 168 zijn", "3 of 0.5"))
    .transform((value) => Number(value.replace(",", ".")))
    .refine((value) => value <= 7 * 24, fault("moet een aantal uren van 0 tot 168 zijn", "3 of 0.5"))
    .default(3),
  MELDING_STILTE: z
    .string()
    .refine((value) => leesStilte(value) !== null, fault("moet twee verschillende uren van 0 tot 23 zijn, of leeg", "22-7"))
    .default("22-7"),
  VAPID_SUBJECT: address(["mailto:", "https:"], "moet beginnen met mailto: of https://", "mailto:leiding@mijnscouts.be").optional(),
  PUSH_ALLOW_PRIVATE: bool().default(false),
  IMAGE_TIMEOUT_MS: positive("30000").default(30_000),
  IMAGE_FETCH_TIMEOUT_MS: positive("10000").default(10_000),
  IMAGE_FETCH_ALLOW_PRIVATE: bool().default(false),
  HOSTING_DOMAIN: z
    .string()
    .transform((value) => value.toLowerCase().replace(/\.$/, ""))
    .refine((value) => /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/.test(value), fault("moet een domeinnaam zijn", "scoutssites.be"))
    .optional(),
  HOSTING_TOKEN: z.string().optional(),
  HOSTING_PASSWORD: z.string().optional(),
  HOSTING_AANVRAGEN: z
    .string()
    .transform((value) => value.toLowerCase())
    .refine((value) => value === "automatisch", fault("moet automatisch zijn, of leeg (dan beslist de hoster)", "automatisch"))
    .optional(),
  HOSTING_AANVRAGEN_PER_UUR: positive("3").default(3),
  HOSTING_AANVRAGEN_PER_DAG: positive("6").default(6),
  HOSTING_OPSLAG_MB: positive("2000").default(2000),
  HOSTING_MAILS_PER_DAG: positive("2000").default(2000),
  HOSTING_IDLE_S: positive("300").default(300),
  HOSTING_MAX_OPEN: positive("50").default(50),
  HOSTING_INSTALLATIE: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, fault("moet een korte naam zijn van kleine letters, cijfers en streepjes", "machine-a"))
    .optional(),
  BACKUP_S3_ENDPOINT: address(["https:", "http:"], "moet een adres zijn dat begint met https:// of http://", "https://s3.eu-central-003.backblazeb2.com").optional(),
  BACKUP_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, fault("moet de naam van een bucket zijn (3-63 kleine letters, cijfers, punten of streepjes)", "scouts-backups"))
    .optional(),
  BACKUP_S3_REGION: z.string().default("us-east-1"),
  BACKUP_S3_ACCESS_KEY: z.string().optional(),
  BACKUP_S3_SECRET_KEY: z.string().optional(),
  BACKUP_S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._/-]+$/, fault("mag enkel letters, cijfers en . _ - / bevatten", "scoutssites.be/"))
    .optional(),
  BACKUP_WACHTTIJD_S: integer(0, 3600, "5").default(5),
  BACKUP_ALLES_UREN: integer(1, Number.MAX_SAFE_INTEGER, "24").default(24),
  BACKUP_PER_UUR_DAGEN: integer(1, Number.MAX_SAFE_INTEGER, "7").default(7),
  BACKUP_PER_DAG_DAGEN: integer(1, Number.MAX_SAFE_INTEGER, "30").default(30),
  TRUST_PROXY: z
    .string()
    .refine(isTrustProxy, fault("moet het aantal proxy's voor de server zijn, of hun adressen", "1 of loopback"))
    .transform((value) => (/^\d+$/.test(value) ? Number(value) : value))
    .optional(),
  FAKE_NOW: z
    .string()
    .refine((value) => readMoment(value) !== null, fault("moet een moment zijn", "2027-08-31T23:59:50+02:00"))
    .transform((value) => readMoment(value)!)
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: fault(`moet een van ${LOG_LEVELS.join(", ")} zijn`, "info") }).optional(),
  NODE_ENV: z.enum(["production", "development", "test"], { error: fault("moet production, development of test zijn", "production") }).default("production"),
});

export type Env = z.output<typeof schema>;

/** The variables the schema reads, in the README's order. */
export const ENV_VARIABLES = Object.keys(schema.shape) as (keyof Env)[];

/** Values that would show a secret in the start's output are not repeated there. */
const SECRET = new Set<string>(["ADMIN_PASSWORD", "SESSION_SECRET", "FACEBOOK_ACCESS_TOKEN", "SMTP_URL", "HOSTING_TOKEN", "HOSTING_PASSWORD", "DATABASE_URL", "BACKUP_S3_ACCESS_KEY", "BACKUP_S3_SECRET_KEY"]);

/** A wrong environment: `problems` has one line per variable. */
export class EnvError extends Error {
  override name = "EnvError";
  constructor(readonly problems: string[]) {
    super(`De instellingen kloppen niet:\n${problems.join("\n")}`);
  }
}

/** Reads and checks every variable of `source` (process.env): the values with their defaults, or an EnvError. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const raw: Record<string, string> = {};
  for (const name of ENV_VARIABLES) {
    const value = source[name]?.trim();
    if (value !== undefined && (value !== "" || name === "MELDING_STILTE")) raw[name] = value;
  }
  const parsed = schema.safeParse(raw);
  const problems = new Map<string, string>();
  if (parsed.success) {
    // The bucket's two keys go together: one of them alone is a mistake (without both, the AWS SDK's own sources apply).
    const { BACKUP_S3_ACCESS_KEY: key, BACKUP_S3_SECRET_KEY: secret } = parsed.data;
    if ((key === undefined) === (secret === undefined)) return parsed.data;
    const missing = key === undefined ? "BACKUP_S3_ACCESS_KEY" : "BACKUP_S3_SECRET_KEY";
    throw new EnvError([`${missing} ontbreekt: zet BACKUP_S3_ACCESS_KEY en BACKUP_S3_SECRET_KEY samen, bv. de sleutel van de bucket en zijn geheim`]);
  }
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0]);
    if (problems.has(name)) continue;
    const shown = SECRET.has(name) ? "" : ` (nu: ${JSON.stringify(raw[name])})`;
    problems.set(name, `${name} ${issue.message}${shown}`);
  }
  throw new EnvError([...problems.values()]);
}

/** The environment as checked at start (server.js): it does not change while the server runs. */
let checked: Env | undefined;
/** Without a check at start (tests in-process, which set variables between files): read again when a value changed. */
let lastRead: { key: string; env: Env } | undefined;

/**
 * Checks the whole environment, once, at start (server.js calls it before the server listens): from then on every
 * accessor answers from what it read. Throws an EnvError naming each wrong variable.
 */
export function checkEnvironment(): Env {
  checked = undefined;
  checked = loadEnv();
  return checked;
}

/** The checked environment; in a process that never called checkEnvironment(), the current process.env, checked. */
export function env(): Env {
  if (checked) return checked;
  const key = ENV_VARIABLES.map((name) => process.env[name] ?? "\u0000").join("\u0001");
  if (lastRead?.key !== key) lastRead = { key, env: loadEnv() };
  return lastRead.env;
}

/** DATA_DIR: the installation's folder. A single group's data lives in it; in hosting mode each group has a folder under it. */
export function installationDataDir(): string {
  return path.resolve(env().DATA_DIR);
}

/** DATABASE_URL: the database of a single-group installation; unset, `scouts.db` in DATA_DIR. */
export function singleDatabaseUrl(): string {
  return env().DATABASE_URL ?? `file:${path.join(installationDataDir(), "scouts.db")}`;
}

/**
 * HOSTING_DOMAIN (e.g. `scoutssites.be`): hosting mode, one installation for many groups, each at `{slug}.{domain}`.
 * Unset: the single group of DATA_DIR.
 */
export function hostingDomain(): string | undefined {
  return env().HOSTING_DOMAIN;
}

/** The secret of the hoster's API (`Authorization: Bearer ...`); unset: the API answers 401 to everyone. */
export function hostingToken(): string | undefined {
  return env().HOSTING_TOKEN;
}

/** The hoster's password for the web console; unset: the console takes only the token. */
export function hostingPassword(): string | undefined {
  return env().HOSTING_PASSWORD;
}

/** HOSTING_AANVRAGEN=automatisch: a group's request for a site is accepted at once; otherwise the hoster decides. */
export function hostingAanvragenAutomatisch(): boolean {
  return env().HOSTING_AANVRAGEN === "automatisch";
}

/**
 * HOSTING_AANVRAGEN=automatisch: at most this many sites made by the front door per hour and per day, over every
 * client (defaults 3 and 6); past it a request waits for the hoster, as without automatisch.
 */
export function hostingAanvragenGrens(): { perUur: number; perDag: number } {
  return { perUur: env().HOSTING_AANVRAGEN_PER_UUR, perDag: env().HOSTING_AANVRAGEN_PER_DAG };
}

/** Storage per group in hosting mode, in MB (default 2,000). */
export function hostingOpslagMb(): number {
  return env().HOSTING_OPSLAG_MB;
}

/** Mails per group per day in hosting mode (default 2,000): a group cannot use the installation's mail for spam. */
export function hostingMailsPerDag(): number {
  return env().HOSTING_MAILS_PER_DAG;
}

/** How long a hosted group's database stays open without requests or jobs (HOSTING_IDLE_S, default 300 s). */
export function hostingIdleMs(): number {
  return env().HOSTING_IDLE_S * 1000;
}

/**
 * The installation's name among those that share one bucket (HOSTING_INSTALLATIE): who holds a group in the bucket's
 * ownership records, and where its hosting.db is copied. Unset: `installatie`, the one installation of a bucket.
 */
export function installatieNaam(): string {
  return env().HOSTING_INSTALLATIE ?? "installatie";
}

/** At most this many hosted groups have their database open at once (HOSTING_MAX_OPEN, default 50). */
export function hostingMaxOpen(): number {
  return env().HOSTING_MAX_OPEN;
}

/**
 * The bucket every group's data is replicated to (BACKUP_S3_*, ADR 0042), with the retention and the wait before a
 * copy; null when BACKUP_S3_BUCKET is unset (replication off).
 */
export function backupSettings(): {
  bucket: { endpoint: string | undefined; bucket: string; region: string; accessKeyId: string | undefined; secretAccessKey: string | undefined; prefix: string };
  wachttijdMs: number;
  bewaren: { allesUren: number; perUurDagen: number; perDagDagen: number };
} | null {
  const e = env();
  if (!e.BACKUP_S3_BUCKET) return null;
  const prefix = e.BACKUP_S3_PREFIX?.replace(/^\/+|\/+$/g, "");
  return {
    bucket: {
      endpoint: e.BACKUP_S3_ENDPOINT,
      bucket: e.BACKUP_S3_BUCKET,
      region: e.BACKUP_S3_REGION,
      accessKeyId: e.BACKUP_S3_ACCESS_KEY,
      secretAccessKey: e.BACKUP_S3_SECRET_KEY,
      prefix: prefix ? `${prefix}/` : "",
    },
    wachttijdMs: e.BACKUP_WACHTTIJD_S * 1000,
    bewaren: { allesUren: e.BACKUP_ALLES_UREN, perUurDagen: e.BACKUP_PER_UUR_DAGEN, perDagDagen: e.BACKUP_PER_DAG_DAGEN },
  };
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
  return env().PORT;
}

/**
 * Where the server listens: PORT, and HOST, by default only this machine behind a proxy (TRUST_PROXY set: the TLS
 * proxy runs here, and a port reachable from outside would let anyone pass the proxy and choose their own
 * X-Forwarded-For), else every interface (undefined, as Node does when no host is given).
 */
export function listenAddress(): { port: number; host: string | undefined } {
  const { PORT, HOST, TRUST_PROXY } = env();
  return { port: PORT, host: HOST ?? (TRUST_PROXY === undefined ? undefined : "127.0.0.1") };
}

/** TRUST_PROXY as Express's `trust proxy` setting: a number of proxies or their addresses; undefined: off. */
export function trustProxy(): number | string | undefined {
  return env().TRUST_PROXY;
}

/**
 * SITE_URL as configured (single-group mode), or the address the server listens on, without a trailing slash; start-up
 * warns about the latter (a real site needs its own). A running group's address is the group's: `siteUrl()` of
 * app/group/context.server.ts.
 */
export function configuredSiteUrl(): string {
  const configured = env().SITE_URL;
  if (!configured) return `http://localhost:${port()}`;
  const url = new URL(configured);
  return url.origin + url.pathname.replace(/\/+$/, "");
}

/** Whether SITE_URL is set (start-up warns otherwise). */
export function siteUrlConfigured(): boolean {
  return env().SITE_URL !== undefined;
}

export function demoContentEnabled(): boolean {
  return env().DEMO_CONTENT;
}

/** SMTP server for outgoing mail, e.g. smtp://user:pass@mail.example.be:587; unset means mail is only stored. */
export function smtpUrl(): string | undefined {
  return env().SMTP_URL;
}

export function mailFrom(): string {
  return env().MAIL_FROM;
}

/** Where contact messages are mailed; the group's own address (its settings) unless overridden. */
export function contactTo(fallback: string): string {
  return env().CONTACT_TO ?? fallback;
}

/** Contact messages and newsletter sign-ups accepted per client address per 10 minutes (each form counted apart). */
export function formRateLimit(): number {
  return env().FORM_RATE_LIMIT;
}

/**
 * At most this many MB of stored pages wait on disk when memory has no room for them (PAGE_CACHE_DISK_MB; default 4096
 * in hosting mode, 256 for one group; 0: none, a page pushed out of memory is rendered again).
 */
export function pageCacheDiskMb(): number {
  return env().PAGE_CACHE_DISK_MB ?? (hostingDomain() ? 4096 : 256);
}

/** Writes (saves, uploads, forms) a group may start per second; the others wait their turn (WRITE_RATE_LIMIT, default 20). */
export function writeRateLimit(): number {
  return env().WRITE_RATE_LIMIT;
}

/**
 * Whether a badge link may make the server fetch from a private or loopback address (its own machine, the local
 * network). Off in production: an admin form must not reach inside; the tests serve their images from 127.0.0.1.
 */
export function imageFetchAllowPrivate(): boolean {
  return env().IMAGE_FETCH_ALLOW_PRIVATE;
}

/** How long the download of one linked image may take in all (connect, redirects, body). */
export function imageFetchTimeoutMs(): number {
  return env().IMAGE_FETCH_TIMEOUT_MS;
}

/**
 * How long the server may spend on one step of making an image (decoding an upload, drawing an SVG, writing a version)
 * before it gives up: the image is refused and its worker process killed (ADR 0030).
 */
export function imageTimeoutMs(): number {
  return env().IMAGE_TIMEOUT_MS;
}

/** Parents' messages: how long an activity must stay unchanged before its message goes out (seconds, default 600). */
export function meldingWachttijdMs(): number {
  return env().MELDING_WACHTTIJD_S * 1000;
}

/** Quiet hours for push messages as "22-7" (from 22:00 to 07:00 Brussels time, the default); undefined when off. */
export function meldingStilte(): { van: number; tot: number } | undefined {
  return leesStilte(env().MELDING_STILTE) ?? undefined;
}

/** The weekly message's moment as "do 19:00" (weekday abbreviation and Brussels time); "uit" turns it off. */
export function meldingWeekoverzicht(): string {
  return env().MELDING_WEEKOVERZICHT;
}

/** The VAPID subject (a mailto: or https: address the push services can reach the sender at); unset: the group's e-mail. */
export function vapidSubject(): string | undefined {
  return env().VAPID_SUBJECT;
}

/** Tests only: push endpoints on loopback and private addresses, over http://, as IMAGE_FETCH_ALLOW_PRIVATE does for images. */
export function pushAllowPrivate(): boolean {
  return env().PUSH_ALLOW_PRIVATE;
}

/**
 * The evening reminder's moment, "19:00" (a Brussels time, the evening before a day with activities), the default;
 * "uit" turns it off for everyone.
 */
export function meldingHerinnering(): string {
  return env().MELDING_HERINNERING;
}

/**
 * How long before an activity its tak's address gets the list of absences ('Afmeldingen'), in hours (default 3; a
 * decimal is allowed, e.g. 0.5). 0 turns the list off.
 */
export function afmeldingenVoorafMs(): number {
  return env().AFMELDINGEN_VOORAF * 60 * 60 * 1000;
}

/** The Facebook page whose events are news, with the Graph API's token, address and time limit; null without both. */
export function facebookEnv(): { pageId: string; token: string; graphUrl: string; timeoutMs: number } | null {
  const { FACEBOOK_PAGE_ID, FACEBOOK_ACCESS_TOKEN, FACEBOOK_GRAPH_URL, FACEBOOK_TIMEOUT_MS } = env();
  if (!FACEBOOK_PAGE_ID || !FACEBOOK_ACCESS_TOKEN) return null;
  return { pageId: FACEBOOK_PAGE_ID, token: FACEBOOK_ACCESS_TOKEN, graphUrl: FACEBOOK_GRAPH_URL.replace(/\/+$/, ""), timeoutMs: FACEBOOK_TIMEOUT_MS };
}

/** The owner's password and the session key as configured (a single group; a hosted group takes neither). */
export function authEnv(): { adminPassword: string | undefined; sessionSecret: string | undefined } {
  const { ADMIN_PASSWORD, SESSION_SECRET } = env();
  return { adminPassword: ADMIN_PASSWORD, sessionSecret: SESSION_SECRET };
}

/** The log's level: LOG_LEVEL, else `info` (`silent` under the tests). */
export function logLevel(): (typeof LOG_LEVELS)[number] {
  const { LOG_LEVEL, NODE_ENV } = env();
  return LOG_LEVEL ?? (NODE_ENV === "test" ? "silent" : "info");
}

/** FAKE_NOW (tests only): the moment the clock starts at, in ms; undefined: the real time. */
export function fakeNow(): number | undefined {
  return env().FAKE_NOW;
}
