import { and, count, desc, eq, gt } from "drizzle-orm";
import { formRateLimit, hostingAanvragenAutomatisch, hostingAanvragenGrens } from "~/config/env.server";
import { InputError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { clientKey, createRateLimiter, takeAll } from "~/lib/rate-limit.server";
import { logHoster, maakGroep, SLUG_BESTAAT } from "./groepen.server";
import { aanvraag, hostingAudit } from "./installatie-schema";
import { groepRegel, hostingDb } from "~/group/registry.server";
import type { AanvraagInput } from "./validation";
import { now as clockNow } from "~/lib/clock.server";

// 'Een site aanvragen' on the hoster's front door: stored for the hoster to accept or refuse in the console, or
// accepted at once with HOSTING_AANVRAGEN=automatisch. Limited per client address as the contact form is, and per
// e-mail address per day; the automatic acceptances also over all clients together (HOSTING_AANVRAGEN_PER_UUR and
// _PER_DAG): past them a request waits for the hoster, so that many clients cannot make hundreds of sites (and their
// certificates) in a day.

export const TE_VEEL_AANVRAGEN = "Te veel aanvragen vanaf dit adres. Probeer het later opnieuw.";
const perClient = createRateLimiter({ windowMs: 10 * 60 * 1000, limit: formRateLimit });
const perAdres = createRateLimiter({ windowMs: 24 * 60 * 60 * 1000, limit: () => 3 });

export type AanvraagUitkomst = { soort: "ontvangen" } | { soort: "aangemaakt"; url: string };

/** Who the hoster's log names for a site the front door made. */
const AUTOMATISCH = "Automatisch (HOSTING_AANVRAGEN)";
const UUR_MS = 60 * 60 * 1000;

/** One automatic acceptance at a time: the count of the sites made and the site it makes go together. */
let beurt: Promise<unknown> = Promise.resolve();
function inBeurt<T>(work: () => Promise<T>): Promise<T> {
  const result = beurt.then(work, work);
  beurt = result.catch(() => undefined);
  return result;
}

/** Sites the front door made since `since`, from the hoster's log (stored: a restart does not reset it). */
async function automatischGemaakt(since: number): Promise<number> {
  const [row] = await hostingDb()
    .select({ n: count() })
    .from(hostingAudit)
    .where(and(eq(hostingAudit.wie, AUTOMATISCH), eq(hostingAudit.actie, "groep.aanmaken"), gt(hostingAudit.at, since)));
  return row?.n ?? 0;
}

/** Whether the front door may make one more site now (HOSTING_AANVRAGEN_PER_UUR, HOSTING_AANVRAGEN_PER_DAG). */
async function binnenGrens(now: number): Promise<boolean> {
  const { perUur, perDag } = hostingAanvragenGrens();
  return (await automatischGemaakt(now - UUR_MS)) < perUur && (await automatischGemaakt(now - 24 * UUR_MS)) < perDag;
}

export async function vraagSiteAan(input: AanvraagInput, clientAddress: string, now: number = clockNow()): Promise<AanvraagUitkomst> {
  if (!(await takeAll([[perClient, clientKey(clientAddress)], [perAdres, input.email]]))) throw new InputError(TE_VEEL_AANVRAGEN, 429);
  if (groepRegel(input.slug)) throw new InputError(SLUG_BESTAAT, 409, { slug: SLUG_BESTAAT });
  const db = hostingDb();
  const [open] = await db.select({ id: aanvraag.id }).from(aanvraag).where(and(eq(aanvraag.slug, input.slug), eq(aanvraag.status, "open")));
  if (open) throw new InputError("Voor dit adres loopt al een aanvraag. Kies een ander adres.", 409, { slug: "Voor dit adres loopt al een aanvraag." });
  const [row] = await db.insert(aanvraag).values({ ...input, aangemaakt: now }).returning({ id: aanvraag.id });
  if (!hostingAanvragenAutomatisch()) return { soort: "ontvangen" };
  return inBeurt(async () => {
    if (!(await binnenGrens(clockNow()))) {
      logger.warn({ slug: input.slug }, "Voordeur: de grens van automatisch gemaakte sites is bereikt; de aanvraag wacht op de hoster");
      return { soort: "ontvangen" } as const;
    }
    try {
      const gemaakt = await aanvaardAanvraag(row!.id, AUTOMATISCH);
      return { soort: "aangemaakt", url: gemaakt.url } as const;
    } catch (error) {
      // Nothing of a refused request stays behind: it would hold its address (409) for everyone after.
      await db.delete(aanvraag).where(eq(aanvraag.id, row!.id));
      throw error;
    }
  });
}

export function aanvragen(status: "open" | "alle" = "open") {
  const db = hostingDb();
  const query = db.select().from(aanvraag).orderBy(desc(aanvraag.id)).limit(200);
  return status === "open" ? query.where(eq(aanvraag.status, "open")) : query;
}

async function openAanvraag(id: number) {
  const [row] = await hostingDb().select().from(aanvraag).where(eq(aanvraag.id, id));
  if (!row || row.status !== "open") throw new InputError("Deze aanvraag bestaat niet of werd al behandeld.", 404);
  return row;
}

/** Accepting makes the group and mails its invitation (maakGroep), with the address and name that were asked for. */
export async function aanvaardAanvraag(id: number, wie: string) {
  const row = await openAanvraag(id);
  const gemaakt = await maakGroep({ slug: row.slug, naam: row.naam, email: row.email, domeinen: [], demo: false }, wie);
  await hostingDb().update(aanvraag).set({ status: "aanvaard", behandeld: clockNow() }).where(eq(aanvraag.id, id));
  return gemaakt;
}

export async function weigerAanvraag(id: number, wie: string): Promise<void> {
  const row = await openAanvraag(id);
  await hostingDb().update(aanvraag).set({ status: "geweigerd", behandeld: clockNow() }).where(eq(aanvraag.id, id));
  await logHoster(wie, "aanvraag.weigeren", row.slug, `${row.naam} (${row.email})`);
}
