import { and, eq, isNull } from "drizzle-orm";
import { smtpUrl } from "~/config/env.server";
import { getDb, transaction } from "~/db/client.server";
import { changesNoPublicPage } from "~/db/tags.server";
import { dagLabel } from "~/domains/activiteiten/rules";
import { activiteit } from "~/domains/activiteiten/schema";
import { recordAudit } from "~/domains/audit/audit.server";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { enqueue } from "~/domains/outbox/outbox.server";
import { now as clockNow } from "~/lib/clock.server";
import { InputError } from "~/lib/errors";
import { hashLinkToken, isLinkToken, newLinkToken } from "~/lib/token.server";
import { afmeldActiviteit } from "./afmeldingen.server";
import { afmeldingMail } from "./mail.server";
import { naamSleutel } from "~/lib/text";
import { AFMELDEN_TEKSTEN as T, afmeldbaar } from "./rules";
import { afmelding } from "./schema";
import type { AfmeldInput } from "./validation";

// The writes of 'Afmelden'. A parent has no account: an absence is a public write (rate-limited by the route), its
// withdrawal is proven by the mailed link's token. No public page shows absences: nothing goes stale (ADR 0026). The
// audit log records that an absence was made or withdrawn, never the child's name.

const hash = hashLinkToken;

export interface Afgemeld {
  naam: string;
  titel: string;
  /** 'zaterdag 06/12'. */
  dag: string;
  /** Whether a confirmation mail was queued (the route then wakes the worker). */
  gemaild: boolean;
  /** The child was already reported for this activity (one absence, issue 52): whether this report changed its reason. */
  al: { redenAangepast: boolean } | null;
}

/**
 * Stores a child's absence from an activity that is not cancelled and has not begun, for the chosen tak (the
 * activity's only tak when it has one), and queues the confirmation mail with 'Toch aanwezig' when an address was
 * given. Refusals are InputErrors naming the field.
 */
export async function meldAf(activiteitId: number, input: AfmeldInput, now: number = clockNow()): Promise<Afgemeld> {
  const a = await afmeldActiviteit(activiteitId, now);
  if (!a) throw new InputError("Deze activiteit bestaat niet (meer).", 404);
  if (a.dicht) throw new InputError(a.dicht === "afgelast" ? T.afgelast : T.begonnen, 409);
  const gekozen = input.tak ? a.takken.find((t) => t.slug === input.tak) : a.takken.length === 1 ? a.takken[0] : undefined;
  if (!gekozen) throw new InputError(T.kiesTak, 400, { tak: T.kiesTak });
  const groepsnaam = (await getInstellingen()).groep.naam;
  const token = input.email ? newLinkToken() : null;
  const mailen = Boolean(input.email && smtpUrl());
  const { al, gemaild } = await transaction(async (tx) => {
    changesNoPublicPage();
    // Checked again where it is written: a cancellation or a moved start just before does not slip through.
    const [nu] = await tx.select({ afgelast: activiteit.afgelast, start: activiteit.start }).from(activiteit).where(eq(activiteit.id, activiteitId));
    if (!nu || !afmeldbaar(nu, now)) throw new InputError(nu?.afgelast ? T.afgelast : T.begonnen, 409);
    // The same child (its name as compared, in the same tak) is one absence: a second report changes its reason, and
    // adds an address when the first had none. Looked up in the write's transaction: two reports at once are one too.
    const eerder = (
      await tx
        .select({ id: afmelding.id, naam: afmelding.naam, reden: afmelding.reden, email: afmelding.email })
        .from(afmelding)
        .where(and(eq(afmelding.activiteitId, activiteitId), eq(afmelding.takId, gekozen.id), isNull(afmelding.gewistOp)))
    ).find((r) => r.naam !== null && naamSleutel(r.naam) === naamSleutel(input.naam));
    const nieuwAdres = Boolean(input.email && !eerder?.email);
    let id: number;
    if (eerder) {
      id = eerder.id;
      const redenAangepast = input.reden !== null && input.reden !== eerder.reden;
      if (redenAangepast || nieuwAdres) {
        await tx
          .update(afmelding)
          .set({ ...(redenAangepast ? { reden: input.reden } : {}), ...(nieuwAdres && token ? { email: input.email, intrekTokenHash: hash(token) } : {}) })
          .where(eq(afmelding.id, id));
        await recordAudit(tx, { action: "afmelding-gewijzigd", entity: "activiteit", entityId: activiteitId, detail: `Een ouder meldde een kind opnieuw af (${gekozen.name})` });
      }
      if (!(mailen && nieuwAdres)) return { al: { redenAangepast }, gemaild: false };
    } else {
      const [rij] = await tx
        .insert(afmelding)
        .values({ activiteitId, takId: gekozen.id, naam: input.naam, reden: input.reden, email: input.email, intrekTokenHash: token ? hash(token) : null, aangemaaktOp: now })
        .returning({ id: afmelding.id });
      id = rij!.id;
      await recordAudit(tx, { action: "afmelding-gemaakt", entity: "activiteit", entityId: activiteitId, detail: `Een ouder meldde een kind af (${gekozen.name})` });
    }
    if (mailen && token && input.email) {
      const key = `afmelding:${id}`;
      const mail = afmeldingMail(key, { email: input.email, naam: input.naam, titel: a.titel, start: a.start, einde: a.einde, tak: gekozen.name, token }, groepsnaam);
      await enqueue(tx, [{ dedupKey: key, kind: "afmelding", recipient: input.email, subject: mail.subject, content: { type: "mail", mail }, takken: [gekozen.id] }], now);
    }
    return { al: eerder ? { redenAangepast: input.reden !== null && input.reden !== eerder.reden } : null, gemaild: mailen };
  });
  return { naam: input.naam, titel: a.titel, dag: dagLabel(a.start), gemaild, al };
}

export interface Intrekking {
  naam: string;
  titel: string;
  dag: string;
  /** Whether 'Toch aanwezig' can still be pressed (the activity has not begun). */
  open: boolean;
}

/** What a 'Toch aanwezig' link is for; null when it is unknown, used, or its names were removed. */
export async function vindIntrekking(token: string, now: number = clockNow()): Promise<Intrekking | null> {
  if (!isLinkToken(token)) return null;
  const [rij] = await getDb()
    .select({ naam: afmelding.naam, titel: activiteit.titel, start: activiteit.start, afgelast: activiteit.afgelast })
    .from(afmelding)
    .innerJoin(activiteit, eq(activiteit.id, afmelding.activiteitId))
    .where(eq(afmelding.intrekTokenHash, hash(token)));
  if (!rij?.naam) return null;
  return { naam: rij.naam, titel: rij.titel, dag: dagLabel(rij.start), open: rij.start > now };
}

/** 'Toch aanwezig': the absence is withdrawn (deleted), while the activity has not begun; null for an unknown link. */
export async function trekIn(token: string, now: number = clockNow()): Promise<Intrekking | null> {
  const gevonden = await vindIntrekking(token, now);
  if (!gevonden) return null;
  if (!gevonden.open) throw new InputError(T.begonnen, 409);
  const weg = await transaction(async (tx) => {
    changesNoPublicPage();
    const [rij] = await tx.delete(afmelding).where(eq(afmelding.intrekTokenHash, hash(token))).returning({ activiteitId: afmelding.activiteitId });
    if (rij) await recordAudit(tx, { action: "afmelding-ingetrokken", entity: "activiteit", entityId: rij.activiteitId, detail: "Een ouder trok een afmelding in ('Toch aanwezig')" });
    return rij;
  });
  return weg ? gevonden : null;
}
