import { asc, eq } from "drizzle-orm";
import { smtpUrl } from "~/config/env.server";
import { getDb, transaction, type Tx } from "~/db/client.server";
import { changes, changesNoPublicPage } from "~/db/tags.server";
import { staten } from "~/domains/activiteiten/mutations.server";
import { dagLabel } from "~/domains/activiteiten/rules";
import { activiteit } from "~/domains/activiteiten/schema";
import { activiteitChanges } from "~/domains/activiteiten/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { enqueue } from "~/domains/outbox/outbox.server";
import { tak } from "~/domains/takken/schema";
import { now as clockNow } from "~/lib/clock.server";
import { InputError } from "~/lib/errors";
import { naamSleutel } from "~/lib/text";
import { hashLinkToken, isLinkToken, newLinkToken } from "~/lib/token.server";
import { inschrijfActiviteit } from "./inschrijvingen.server";
import { inschrijvingMail, plaatsVrijMail } from "./mail.server";
import { INSCHRIJVEN_TEKSTEN as T, inschrijfStand, plaatsIn } from "./rules";
import { inschrijving } from "./schema";
import type { InschrijfInput } from "./validation";

// The writes of 'Inschrijven'. A parent has no account: a sign-up is a public write (rate-limited by the route), its
// cancellation is proven by the mailed link's token. The public pages show the count beside 'Inschrijven' (never a
// name): each write changes the activity's cache tags. The audit log records that a sign-up was made or cancelled,
// never the child's name.

const NIET_GEVONDEN = "Deze activiteit bestaat niet (meer).";

export interface Ingeschreven {
  naam: string;
  titel: string;
  /** 'zaterdag 06/12'. */
  dag: string;
  /** The place on the waiting list, or null with a place. */
  wachtlijst: number | null;
  /** Whether a confirmation mail was queued (the route then wakes the worker). */
  gemaild: boolean;
  /** The child was already signed up (one sign-up): whether this one changed its remark. */
  al: { opmerkingAangepast: boolean } | null;
}

/** The activity's cache tags: its lists and pages show the count beside 'Inschrijven'. */
async function veranderPaginas(tx: Tx, activiteitId: number): Promise<void> {
  const [staat] = await staten(tx, [activiteitId]);
  if (staat) changes(...activiteitChanges(staat));
}

/** The sign-ups of an activity in the order of their places, in the write's transaction. */
function volgorde(tx: Tx, activiteitId: number) {
  return tx.select().from(inschrijving).where(eq(inschrijving.activiteitId, activiteitId)).orderBy(asc(inschrijving.aangemaaktOp), asc(inschrijving.id));
}

/**
 * Signs a child up for an activity that asks for it, while sign-ups are open (not cancelled, before the closing
 * moment), for the chosen tak (the activity's only tak when it has one). Past the places it goes on the waiting list.
 * The same child twice is one sign-up (a second changes the remark). Queues the confirmation with the link to cancel
 * when an address was given. Refusals are InputErrors naming the field.
 */
export async function schrijfIn(activiteitId: number, input: InschrijfInput, now: number = clockNow()): Promise<Ingeschreven> {
  const a = await inschrijfActiviteit(activiteitId, now);
  if (!a) throw new InputError(NIET_GEVONDEN, 404);
  if (a.stand.status === "gesloten") throw new InputError(a.afgelast ? T.afgelast : T.gesloten, 409);
  const gekozen = input.tak ? a.takken.find((t) => t.slug === input.tak) : a.takken.length === 1 ? a.takken[0] : undefined;
  if (!gekozen) throw new InputError(T.kiesTak, 400, { tak: T.kiesTak });
  const groepsnaam = (await getInstellingen()).groep.naam;
  const token = input.email ? newLinkToken() : null;
  const mailen = Boolean(input.email && smtpUrl());
  const { al, gemaild, wachtlijst } = await transaction(async (tx) => {
    // Checked again where it is written: a cancellation, a moved start or fewer places just before do not slip through.
    const [nu] = await tx
      .select({ afgelast: activiteit.afgelast, start: activiteit.start, inschrijven: activiteit.inschrijven, plaatsen: activiteit.plaatsen, tot: activiteit.inschrijvenTot })
      .from(activiteit)
      .where(eq(activiteit.id, activiteitId));
    if (!nu?.inschrijven) throw new InputError(NIET_GEVONDEN, 404);
    if (inschrijfStand(nu, { plaatsen: nu.plaatsen, tot: nu.tot, aantal: 0 }, now).status === "gesloten") throw new InputError(nu.afgelast ? T.afgelast : T.gesloten, 409);
    await veranderPaginas(tx, activiteitId);
    const alle = await volgorde(tx, activiteitId);
    // The same child (its name as compared, in the same tak) is one sign-up, looked up in the write's transaction.
    const index = alle.findIndex((r) => r.takId === gekozen.id && r.naam !== null && naamSleutel(r.naam) === naamSleutel(input.naam));
    const eerder = index >= 0 ? alle[index] : undefined;
    const nieuwAdres = Boolean(input.email && !eerder?.email);
    let id: number;
    let al: Ingeschreven["al"] = null;
    if (eerder) {
      id = eerder.id;
      const opmerkingAangepast = input.opmerking !== null && input.opmerking !== eerder.opmerking;
      al = { opmerkingAangepast };
      if (opmerkingAangepast || nieuwAdres) {
        await tx
          .update(inschrijving)
          .set({ ...(opmerkingAangepast ? { opmerking: input.opmerking } : {}), ...(nieuwAdres && token ? { email: input.email, annuleerTokenHash: hashLinkToken(token) } : {}) })
          .where(eq(inschrijving.id, id));
        await recordAudit(tx, { action: "inschrijving-gewijzigd", entity: "activiteit", entityId: activiteitId, detail: `Een ouder schreef een kind opnieuw in (${gekozen.name})` });
      }
    } else {
      const [rij] = await tx
        .insert(inschrijving)
        .values({ activiteitId, takId: gekozen.id, naam: input.naam, opmerking: input.opmerking, email: input.email, annuleerTokenHash: token ? hashLinkToken(token) : null, aangemaaktOp: now })
        .returning({ id: inschrijving.id });
      id = rij!.id;
      await recordAudit(tx, { action: "inschrijving-gemaakt", entity: "activiteit", entityId: activiteitId, detail: `Een ouder schreef een kind in (${gekozen.name})` });
    }
    const { wachtlijst } = plaatsIn(eerder ? index + 1 : alle.length + 1, nu.plaatsen);
    const stuur = mailen && token && input.email && (!eerder || nieuwAdres);
    if (stuur) {
      const key = `inschrijving:${id}`;
      const mail = inschrijvingMail(key, { email: input.email!, naam: input.naam, titel: a.titel, start: a.start, einde: a.einde, tak: gekozen.name, token: token!, wachtlijst }, groepsnaam);
      await enqueue(tx, [{ dedupKey: key, kind: "inschrijving", recipient: input.email!, subject: mail.subject, content: { type: "mail", mail }, takken: [gekozen.id] }], now);
    }
    return { al, gemaild: Boolean(stuur), wachtlijst };
  });
  return { naam: input.naam, titel: a.titel, dag: dagLabel(a.start), wachtlijst, gemaild, al };
}

export interface Annulering {
  naam: string;
  titel: string;
  dag: string;
  /** Whether it can still be cancelled (the activity has not begun). */
  open: boolean;
  /** Its place on the waiting list, or null with a place. */
  wachtlijst: number | null;
  /** After a cancellation: whether the first on the waiting list was mailed that they have a place now. */
  gemaild?: boolean;
}

/** What an 'Inschrijving annuleren' link is for; null when it is unknown, used, or its names were removed. */
export async function vindAnnulering(token: string, now: number = clockNow()): Promise<Annulering | null> {
  if (!isLinkToken(token)) return null;
  const [rij] = await getDb()
    .select({ id: inschrijving.id, activiteitId: inschrijving.activiteitId, naam: inschrijving.naam, titel: activiteit.titel, start: activiteit.start, plaatsen: activiteit.plaatsen })
    .from(inschrijving)
    .innerJoin(activiteit, eq(activiteit.id, inschrijving.activiteitId))
    .where(eq(inschrijving.annuleerTokenHash, hashLinkToken(token)));
  if (!rij?.naam) return null;
  const voor = await getDb()
    .select({ id: inschrijving.id })
    .from(inschrijving)
    .where(eq(inschrijving.activiteitId, rij.activiteitId))
    .orderBy(asc(inschrijving.aangemaaktOp), asc(inschrijving.id));
  const { wachtlijst } = plaatsIn(voor.findIndex((r) => r.id === rij.id) + 1, rij.plaatsen);
  return { naam: rij.naam, titel: rij.titel, dag: dagLabel(rij.start), open: rij.start > now, wachtlijst };
}

/**
 * 'Inschrijving annuleren': the sign-up is deleted, while the activity has not begun; a place it held goes to the first
 * on the waiting list, who is mailed when they gave an address. Null for an unknown link.
 */
export async function annuleer(token: string, now: number = clockNow()): Promise<Annulering | null> {
  const gevonden = await vindAnnulering(token, now);
  if (!gevonden) return null;
  if (!gevonden.open) throw new InputError(T.begonnen, 409);
  const groepsnaam = (await getInstellingen()).groep.naam;
  const weg = await transaction(async (tx) => {
    const [rij] = await tx.select().from(inschrijving).where(eq(inschrijving.annuleerTokenHash, hashLinkToken(token)));
    if (!rij) {
      changesNoPublicPage();
      return null;
    }
    const [a] = await tx.select().from(activiteit).where(eq(activiteit.id, rij.activiteitId));
    await veranderPaginas(tx, rij.activiteitId);
    const alle = await volgorde(tx, rij.activiteitId);
    await tx.delete(inschrijving).where(eq(inschrijving.id, rij.id));
    await recordAudit(tx, { action: "inschrijving-geannuleerd", entity: "activiteit", entityId: rij.activiteitId, detail: "Een ouder annuleerde een inschrijving" });
    // A place held is a place freed: the first on the waiting list has it now (the order does the rest).
    const plaatsen = a?.plaatsen ?? null;
    const positie = alle.findIndex((r) => r.id === rij.id);
    const opgeschoven = plaatsen !== null && positie < plaatsen ? alle[plaatsen] : undefined;
    if (a && opgeschoven?.email && opgeschoven.naam && smtpUrl()) {
      const [vanTak] = await tx.select({ name: tak.name }).from(tak).where(eq(tak.id, opgeschoven.takId));
      const key = `inschrijving:${opgeschoven.id}:plaats`;
      const mail = plaatsVrijMail(key, { email: opgeschoven.email, naam: opgeschoven.naam, titel: a.titel, start: a.start, einde: a.einde, tak: vanTak?.name ?? "" }, groepsnaam);
      await enqueue(tx, [{ dedupKey: key, kind: "inschrijving", recipient: opgeschoven.email, subject: mail.subject, content: { type: "mail", mail }, takken: [opgeschoven.takId] }], now);
      return { gemaild: true };
    }
    return { gemaild: false };
  });
  return weg ? { ...gevonden, ...weg } : null;
}
