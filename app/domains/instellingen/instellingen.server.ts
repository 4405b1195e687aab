import type { SendMailOptions } from "nodemailer";
import { getDb, transaction, type Db, type Tx } from "~/db/client.server";
import { changedSince, changes, contentVersion, reads } from "~/db/tags.server";
import { groupCache, siteUrl } from "~/group/context.server";
import { logger } from "~/lib/logger.server";
import { mailSender } from "~/lib/mail.server";
import { registerSender } from "~/domains/outbox/senders.server";
import { neutraleInstellingen, STANDAARD_INSTELLINGEN } from "./defaults";
import { kleurDonkerGenoeg, sorteerMomenten, type Instellingen, type Logo, type Moment } from "./rules";
import { instelling } from "./schema";
import { TAK_WOORDEN } from "~/domains/takken/rules";
import { siteVan, type Site } from "./site";
import { INSTELLINGEN } from "./tags.server";
import { now as clockNow } from "~/lib/clock.server";

export type Sleutel = keyof Instellingen;
const SLEUTELS: readonly Sleutel[] = ["groep", "kleur", "logo", "teksten", "momenten"];

/**
 * How long a read of the settings serves without looking at the database again. A settings write in this process
 * makes the next read fresh at once (their cache tag); this bounds the wait when another process wrote.
 */
const MAX_LEEFTIJD_MS = 2000;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The stored value over the default, field by field: a field added in a later version gets its default. A default of
 * null (not filled in yet) takes whatever was stored: every write checked it on its way in.
 */
function over<T>(standaard: T, opgeslagen: unknown): T {
  if (standaard === null) return (opgeslagen ?? null) as T;
  if (isObject(standaard) && isObject(opgeslagen)) {
    const result: Record<string, unknown> = { ...standaard };
    for (const [key, value] of Object.entries(standaard)) if (key in opgeslagen) result[key] = over(value, opgeslagen[key]);
    return result as T;
  }
  if (Array.isArray(standaard)) return (Array.isArray(opgeslagen) ? opgeslagen : standaard) as T;
  return (opgeslagen !== undefined && opgeslagen !== null && typeof opgeslagen === typeof standaard ? opgeslagen : standaard) as T;
}

function isLogo(value: unknown): value is Logo {
  return isObject(value) && typeof value.id === "string" && /^logo-[a-f0-9]{16,64}$/.test(value.id);
}

function isMoment(value: unknown): value is Moment {
  return isObject(value) && typeof value.jaar === "number" && typeof value.tekst === "string";
}

async function lees(db: Db | Tx = getDb()): Promise<Instellingen> {
  const rows = await db.select().from(instelling);
  const stored = new Map<string, unknown>();
  for (const row of rows) {
    try {
      stored.set(row.sleutel, JSON.parse(row.waarde));
    } catch {
      logger.warn({ sleutel: row.sleutel }, "Instelling onleesbaar: de standaardwaarde wordt gebruikt");
    }
  }
  const kleur = stored.get("kleur");
  const logo = stored.get("logo");
  const momenten = stored.get("momenten");
  const groep = over(STANDAARD_INSTELLINGEN.groep, stored.get("groep"));
  if (!TAK_WOORDEN.includes(groep.takWoord)) groep.takWoord = STANDAARD_INSTELLINGEN.groep.takWoord;
  return {
    groep,
    kleur: typeof kleur === "string" && kleurDonkerGenoeg(kleur) ? kleur : STANDAARD_INSTELLINGEN.kleur,
    logo: isLogo(logo) ? { id: logo.id } : null,
    teksten: over(STANDAARD_INSTELLINGEN.teksten, stored.get("teksten")),
    momenten: Array.isArray(momenten) ? sorteerMomenten(momenten.filter(isMoment)) : STANDAARD_INSTELLINGEN.momenten,
  };
}

/** The group's settings as last read. */
const cached = groupCache((): { entry?: { value: Promise<Instellingen>; version: number; at: number } } => ({}));

/**
 * The group's settings: the one way every reader gets them (pages, feeds, mails, images). Read once and kept until
 * the next settings write (their cache tag, tags.server.ts) or for two seconds.
 */
export function getInstellingen(): Promise<Instellingen> {
  reads(INSTELLINGEN);
  const now = clockNow();
  const group = cached();
  const cache = group.entry;
  if (cache && !changedSince([INSTELLINGEN], cache.version) && now - cache.at < MAX_LEEFTIJD_MS) return cache.value;
  const value = lees();
  const entry = { value, version: contentVersion(), at: now };
  group.entry = entry;
  value.catch(() => {
    if (group.entry === entry) group.entry = undefined;
  });
  return value;
}

/** What every page knows of the group (the root loader hands it to them). */
export async function getSite(): Promise<Site> {
  return siteVan(await getInstellingen(), siteUrl());
}

/** Writes one part of the settings inside a write's transaction (which makes every page that shows them stale). */
export async function bewaarInstelling<K extends Sleutel>(tx: Tx, sleutel: K, waarde: Instellingen[K], now = clockNow()): Promise<void> {
  changes(INSTELLINGEN);
  const json = JSON.stringify(waarde);
  await tx
    .insert(instelling)
    .values({ sleutel, waarde: json, updatedAt: now })
    .onConflictDoUpdate({ target: instelling.sleutel, set: { waarde: json, updatedAt: now } });
}

/** The settings as the current transaction sees them (a write that changes part of a part reads it here first). */
export function leesInstellingen(tx: Tx): Promise<Instellingen> {
  return lees(tx);
}

/**
 * On the first start of a group: its starting values become the stored settings, part by part, where nothing is stored
 * yet (a later start changes nothing). A new group gets the neutral ones with its name: `neutraleInstellingen(naam)`.
 */
export async function seedInstellingen(startwaarden: Instellingen = neutraleInstellingen(), now: number = clockNow()): Promise<void> {
  const present = new Set((await getDb().select({ sleutel: instelling.sleutel }).from(instelling)).map((r) => r.sleutel));
  const missing = SLEUTELS.filter((s) => !present.has(s));
  if (missing.length === 0) return;
  await transaction(async (tx) => {
    for (const sleutel of missing) {
      await tx
        .insert(instelling)
        .values({ sleutel, waarde: JSON.stringify(startwaarden[sleutel]), updatedAt: now })
        .onConflictDoNothing();
    }
  });
}

/** A mail of the running group answers to the group's own address (its settings), unless it names another (a contact message's sender). */
export async function metGroepsAdres(mail: SendMailOptions): Promise<SendMailOptions> {
  if (mail.replyTo) return mail;
  const email = (await getInstellingen()).groep.email;
  return email ? { ...mail, replyTo: email } : mail;
}

// A queued mail goes out from MAIL_FROM under the group's name, as the settings have it when it is sent.
registerSender("mail", {
  channel: "mail",
  async send(content, transport) {
    await transport!.sendMail(await metGroepsAdres({ ...content.mail, from: mailSender((await getInstellingen()).groep.naam) }));
  },
});
