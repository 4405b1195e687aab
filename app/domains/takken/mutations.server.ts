import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, ne } from "drizzle-orm";
import { getInstellingen, bewaarInstelling, leesInstellingen } from "~/domains/instellingen/instellingen.server";
import { getDb, transaction, type Tx } from "~/db/client.server";
import { changes, changesEverything } from "~/db/tags.server";
import { writeMeta } from "~/db/meta.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { InputError } from "~/lib/errors";
import { requireBeheerder, requireTakken } from "~/domains/auth/permissions.server";
import { accountTak } from "~/domains/auth/schema";
import { activiteit, activiteitTak } from "~/domains/activiteiten/schema";
import { isKomend } from "~/domains/activiteiten/komend.server";
import { noteerWijziging } from "~/domains/meldingen/wijziging.server";
import { laatsteBerichtVanTak } from "~/domains/meldingen/tak-stopt.server";
import { logoBestanden } from "~/domains/instellingen/site";
import { now as clockNow } from "~/lib/clock.server";
import { boekjeMaand, boekjesDir, deleteBoekjeFile, isPdf } from "./boekje.server";
import { GERESERVEERDE_SLUGS, getoondeBoekjes, heeftBoekje, isPublicTak, maakSlug, maandVan, ROL, woorden, type TakSoort } from "./rules";
import { boekje, tak, takOudAdres, type TakRow } from "./schema";
import { START_SETS } from "./startsets";
import { BOEKJES, TAKKEN } from "./tags.server";
import { isLeeg, takInhoud, takkenHebbenInhoud } from "./inhoud.server";
import { TAKKEN_GEKOZEN, volgendePlaats } from "./takken.server";
import {
  ALLEEN_PDF,
  BOEKJE_TE_GROOT,
  KIES_ANDERE_TAK,
  MAX_BOEKJE_BYTES,
  type StartsetInput,
  type TakInput,
  type TakStopInput,
  type TakTekstenInput,
  type TakUpdateInput,
} from "./validation";

export const TAK_NIET_GEVONDEN = "Deze tak bestaat niet.";

/**
 * A name and its address are free: no other tak has the name or the address, now or as an old address (a parent's
 * bookmark of an old address must keep leading to the tak that had it), and it is none of the reserved ones.
 */
async function assertNaamVrij(tx: Tx, name: string, exceptId?: number): Promise<string> {
  const slug = maakSlug(name);
  const bezet = (veld: string) => ({ [veld]: `Er bestaat al een tak met deze naam of met het adres /takken/${slug}` });
  if (GERESERVEERDE_SLUGS.includes(slug)) throw new InputError(`Het adres /takken/${slug} is voorbehouden: kies een andere naam.`, 409, { name: `Het adres /takken/${slug} is voorbehouden: kies een andere naam.` });
  const rows = await tx.select({ id: tak.id, name: tak.name, slug: tak.slug }).from(tak);
  if (rows.some((r) => r.id !== exceptId && (r.name.toLowerCase() === name.toLowerCase() || r.slug === slug))) {
    throw new InputError("Er bestaat al een tak met deze naam", 409, bezet("name"));
  }
  const [oud] = await tx.select({ takId: takOudAdres.takId }).from(takOudAdres).where(eq(takOudAdres.slug, slug));
  if (oud && oud.takId !== exceptId) {
    const bericht = `Het adres /takken/${slug} was van een andere tak en blijft naar die tak leiden: kies een andere naam.`;
    throw new InputError(bericht, 409, { name: bericht });
  }
  return slug;
}

async function bestaandeTak(tx: Tx, id: number): Promise<TakRow> {
  const [row] = await tx.select().from(tak).where(eq(tak.id, id));
  if (!row || row.soort === ROL) throw new InputError(TAK_NIET_GEVONDEN, 404);
  return row;
}

export async function createTak(input: TakInput): Promise<{ id: number }> {
  requireBeheerder();
  // A new tak without a colour of its own takes the group's.
  const kleur = (input.color ?? (await getInstellingen()).kleur).toUpperCase();
  return transaction(async (tx) => {
    changes(TAKKEN);
    const slug = await assertNaamVrij(tx, input.name);
    if (input.id !== undefined) {
      const rows = await tx.select({ id: tak.id }).from(tak).where(eq(tak.id, input.id));
      if (rows[0]) throw new InputError("Er bestaat al een tak met dit id", 409, { id: "Er bestaat al een tak met dit id" });
    }
    const [row] = await tx
      .insert(tak)
      .values({
        ...(input.id !== undefined ? { id: input.id } : {}),
        name: input.name,
        slug,
        soort: input.soort ?? "leeftijd",
        volgorde: volgendePlaats(await tx.select({ volgorde: tak.volgorde, soort: tak.soort }).from(tak)),
        leeftijd: input.leeftijd ?? "",
        email: input.email ?? "",
        color: kleur,
        beschrijving: input.beschrijving ?? "",
      })
      .returning({ id: tak.id });
    if (!row) throw new Error("insert tak returned nothing");
    await recordAudit(tx, { action: "tak.create", entity: "tak", entityId: row.id, detail: input.name });
    return { id: row.id };
  });
}

/** The takken in their order (the role aside), with `id` at place `plaats` (1 is the first); every place renumbered. */
async function zetPlaats(tx: Tx, id: number, plaats: number): Promise<void> {
  const rows = await tx.select({ id: tak.id }).from(tak).where(ne(tak.soort, ROL)).orderBy(tak.volgorde, tak.id);
  const rest = rows.map((r) => r.id).filter((r) => r !== id);
  const index = Math.min(Math.max(plaats, 1), rest.length + 1) - 1;
  const nieuw = [...rest.slice(0, index), id, ...rest.slice(index)];
  for (const [i, takId] of nieuw.entries()) await tx.update(tak).set({ volgorde: i + 1 }).where(eq(tak.id, takId));
}

/**
 * PUT /api/takken/{id} and the tak's form: the texts (the Beheerder, or a Takleiding of this tak); the name, colour,
 * kind and place in the order (the Beheerder). A new name is a new address: the old one is kept, and answers 301 to
 * the new one for as long as the site runs (routes call `verhuisdeSlug`). A name, colour or place shows on nearly every
 * page (the activities' and leaders' labels, the menus, the feeds), so such a change makes every cached answer stale.
 */
export async function updateTak(id: number, input: TakUpdateInput): Promise<{ slug: string }> {
  const { name, color, soort, volgorde, ...teksten } = input;
  const [huidig] = await getDb().select().from(tak).where(eq(tak.id, id));
  // Only a real change of the name, colour, kind or place is the Beheerder's: a form that sends them unchanged is not.
  const structureel =
    (name !== undefined && name !== huidig?.name) ||
    (color !== undefined && color.toLowerCase() !== huidig?.color.toLowerCase()) ||
    (soort !== undefined && soort !== huidig?.soort) ||
    volgorde !== undefined;
  if (structureel) requireBeheerder();
  else requireTakken([id]);
  const now = clockNow();
  return transaction(async (tx) => {
    const row = await bestaandeTak(tx, id);
    if (row.gestoptOp !== null && structureel) throw new InputError("Deze tak is gestopt: ze verandert niet meer.", 409);
    const gewijzigd: string[] = [];
    let slug = row.slug;
    if (structureel) {
      changesEverything();
      if (name !== undefined && name !== row.name) {
        slug = await assertNaamVrij(tx, name, id);
        if (slug !== row.slug) {
          // The tak takes back an address it had before: it is its own again, not an old one.
          await tx.delete(takOudAdres).where(eq(takOudAdres.slug, slug));
          await tx.insert(takOudAdres).values({ slug: row.slug, takId: id, sinds: now }).onConflictDoNothing();
        }
        await tx.update(tak).set({ name, slug }).where(eq(tak.id, id));
        gewijzigd.push(`naam: ${row.name} -> ${name}`);
      }
      if (color !== undefined && color.toLowerCase() !== row.color.toLowerCase()) {
        await tx.update(tak).set({ color: color.toUpperCase() }).where(eq(tak.id, id));
        gewijzigd.push("kleur");
      }
      if (soort !== undefined && soort !== row.soort) {
        await assertSoortWissel(tx, row, soort, now);
        await tx.update(tak).set({ soort }).where(eq(tak.id, id));
        gewijzigd.push(`soort: ${soort}`);
      }
      if (volgorde !== undefined) {
        await zetPlaats(tx, id, volgorde);
        gewijzigd.push(`plaats ${volgorde}`);
      }
    } else {
      changes(TAKKEN);
    }
    const velden = stripUndefined(teksten);
    if (Object.keys(velden).length) {
      await writeTeksten(tx, id, teksten, now);
      gewijzigd.push(...Object.keys(velden));
    }
    await recordAudit(tx, { action: structureel ? "tak.update" : "tak.teksten", entity: "tak", entityId: id, detail: gewijzigd.join(", ") || "geen wijziging" });
    return { slug };
  });
}

/**
 * An age tak that has parents following it or booklets stays one: another kind has neither, and the parents would hear
 * nothing more without knowing why (stopping the tak tells them).
 */
async function assertSoortWissel(tx: Tx, row: TakRow, soort: TakSoort, now: number): Promise<void> {
  if (!heeftBoekje(row) || heeftBoekje({ soort })) return;
  const inhoud = (await takInhoud(now, [row.id], tx)).get(row.id);
  if (inhoud && (inhoud.inschrijvingen > 0 || inhoud.boekjes > 0)) {
    const bericht = "Deze tak heeft nog ouders die ze volgen of boekjes: ze blijft een leeftijdstak. Stop ze en maak een nieuwe als ze iets anders wordt.";
    throw new InputError(bericht, 409, { soort: bericht });
  }
}

/** 'Hoger' and 'Lager' in the admin's list: one place up or down. */
export async function verschuifTak(id: number, richting: "hoger" | "lager"): Promise<void> {
  requireBeheerder();
  await transaction(async (tx) => {
    changesEverything();
    await bestaandeTak(tx, id);
    const rows = await tx.select({ id: tak.id }).from(tak).where(ne(tak.soort, ROL)).orderBy(tak.volgorde, tak.id);
    const plaats = rows.findIndex((r) => r.id === id) + 1;
    await zetPlaats(tx, id, richting === "hoger" ? plaats - 1 : plaats + 1);
    await recordAudit(tx, { action: "tak.volgorde", entity: "tak", entityId: id, detail: richting });
  });
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Stores the texts that were sent; saving them (changed or not) marks the tak as checked ('Aan de slag'). */
async function writeTeksten(tx: Tx, id: number, input: TakTekstenInput, now: number = clockNow()): Promise<void> {
  const set = stripUndefined(input);
  if (Object.keys(set).length) await tx.update(tak).set({ ...set, tekstenBijgewerktOp: now }).where(eq(tak.id, id));
}

/** A tak's description, ages and e-mail address (the Beheerder, or its own Takleiding). */
export async function updateTakTeksten(id: number, input: TakTekstenInput): Promise<void> {
  requireTakken([id]);
  await transaction(async (tx) => {
    changes(TAKKEN);
    await bestaandeTak(tx, id);
    await writeTeksten(tx, id, input);
    await recordAudit(tx, { action: "tak.teksten", entity: "tak", entityId: id, detail: Object.keys(stripUndefined(input)).join(", ") });
  });
}

/** What stopping a tak did: for the admin's message and the API's answer. */
export interface TakGestopt {
  id: number;
  /** Removed for good (nothing hung on it), or stopped (its history kept). */
  verwijderd: boolean;
  afgelast: number;
  verplaatst: number;
  /** Subscriptions that got the last message. */
  ouders: number;
}

/**
 * DELETE /api/takken/{id} and 'Stoppen' in the admin. A tak with nothing in it is removed for good. Any other tak stops:
 * it leaves the public site and every list of takken, its address stays reserved (and its old ones), its history
 * stays (past activities, the leaders' assignments of every year, albums, booklets, its messages' archive); its
 * coming activities of its own are cancelled or moved to another tak (`keuze`), those it shares with other takken go on
 * without it; its parents get one last message and are unsubscribed from it; the Takleiding accounts no longer manage
 * it. One transaction: all of it, or nothing.
 */
export async function stopTak(id: number, keuze: TakStopInput = { activiteiten: "afgelasten" }): Promise<TakGestopt> {
  requireBeheerder();
  const now = clockNow();
  const instellingen = await getInstellingen();
  const w = woorden(instellingen.groep.takWoord);
  const bestanden: string[] = [];
  const result = await transaction(async (tx) => {
    changesEverything();
    const row = await bestaandeTak(tx, id);
    if (row.gestoptOp !== null) throw new InputError(`De ${w.tak} ${row.name} is al gestopt.`, 409);
    const inhoud = (await takInhoud(now, [id], tx)).get(id)!;
    if (isLeeg(inhoud)) {
      const boekjes = await tx.select({ bestand: boekje.bestand }).from(boekje).where(eq(boekje.takId, id));
      bestanden.push(...boekjes.map((b) => b.bestand));
      await tx.delete(tak).where(eq(tak.id, id));
      await recordAudit(tx, { action: "tak.delete", entity: "tak", entityId: id, detail: row.name });
      return { id, verwijderd: true, afgelast: 0, verplaatst: 0, ouders: 0 };
    }
    let naar: TakRow | undefined;
    if (keuze.activiteiten === "verplaatsen") {
      naar = keuze.naar === undefined || keuze.naar === id ? undefined : await tx.select().from(tak).where(eq(tak.id, keuze.naar)).then((r) => r[0]);
      if (!naar || !isPublicTak(naar)) throw new InputError(KIES_ANDERE_TAK, 400, { naar: KIES_ANDERE_TAK });
    }
    const { afgelast, verplaatst } = await komendeActiviteiten(tx, row, naar, now, w.tak);
    const andere = (await tx.select({ id: tak.id, name: tak.name, soort: tak.soort, gestoptOp: tak.gestoptOp }).from(tak)).filter((t) => t.id !== id && isPublicTak(t) && heeftBoekje(t));
    const ouders = await laatsteBerichtVanTak(
      tx,
      { id, naam: row.name },
      andere,
      { groepsnaam: instellingen.groep.naam, icon: logoBestanden(instellingen.logo).icon192, w },
      now,
    );
    await tx.delete(accountTak).where(eq(accountTak.takId, id));
    await tx.update(tak).set({ gestoptOp: now }).where(eq(tak.id, id));
    await recordAudit(tx, {
      action: "tak.stop",
      entity: "tak",
      entityId: id,
      detail: `${row.name}: ${afgelast} afgelast, ${verplaatst} verplaatst${naar ? ` naar ${naar.name}` : ""}, ${ouders} ouders verwittigd`,
    });
    return { id, verwijderd: false, afgelast, verplaatst, ouders };
  });
  for (const bestand of bestanden) await deleteBoekjeFile(bestand);
  return result;
}

/** A removal through the API's DELETE: the same as stopping (an empty tak goes, any other stops). */
export const deleteTak = (id: number, keuze?: TakStopInput) => stopTak(id, keuze);

/**
 * The coming activities of a stopping tak: one it shares with other takken goes on without it; one of its own is
 * cancelled (its parents heard why in the last message) or moved to `naar`, whose parents hear of it as of any change.
 */
async function komendeActiviteiten(tx: Tx, row: TakRow, naar: TakRow | undefined, now: number, woord: string): Promise<{ afgelast: number; verplaatst: number }> {
  const links = await tx
    .select({ id: activiteit.id, start: activiteit.start, einde: activiteit.einde, afgelast: activiteit.afgelast })
    .from(activiteitTak)
    .innerJoin(activiteit, eq(activiteit.id, activiteitTak.activiteitId))
    .where(eq(activiteitTak.takId, row.id));
  let afgelast = 0;
  let verplaatst = 0;
  for (const a of links.filter((l) => isKomend(l, now))) {
    const anderen = await tx.select({ takId: activiteitTak.takId }).from(activiteitTak).where(and(eq(activiteitTak.activiteitId, a.id), ne(activiteitTak.takId, row.id)));
    if (anderen.length > 0 || naar) {
      await tx.delete(activiteitTak).where(and(eq(activiteitTak.activiteitId, a.id), eq(activiteitTak.takId, row.id)));
      if (naar && !anderen.some((o) => o.takId === naar.id)) await tx.insert(activiteitTak).values({ activiteitId: a.id, takId: naar.id });
      if (naar) verplaatst++;
    } else if (!a.afgelast) {
      await tx.update(activiteit).set({ afgelast: true, reden: `De ${woord} ${row.name} is gestopt.` }).where(eq(activiteit.id, a.id));
      afgelast++;
    } else continue;
    await bumpSequence(tx, a.id, now);
    // The parents of the tak it moved to hear of it as of a new activity of theirs (so no 'before'); the stopping
    // tak's parents heard of it in the last message.
    if (naar) await noteerWijziging(tx, a.id, null);
  }
  return { afgelast, verplaatst };
}

async function bumpSequence(tx: Tx, id: number, now: number): Promise<void> {
  const [r] = await tx.select({ sequence: activiteit.sequence }).from(activiteit).where(eq(activiteit.id, id));
  await tx.update(activiteit).set({ sequence: (r?.sequence ?? 0) + 1, updatedAt: now }).where(eq(activiteit.id, id));
}

/**
 * 'Aan de slag': the group starts from a movement's set (the names it ticked, in the movement's order) or from none,
 * and takes the movement's word. Only while nothing hangs on any tak yet: the takken it had until then are replaced.
 */
export async function kiesStartset(input: StartsetInput): Promise<{ aantal: number }> {
  requireBeheerder();
  const set = START_SETS.find((s) => s.id === input.set);
  if (!set) throw new InputError("Kies een beweging uit de lijst.", 400, { set: "Kies een beweging uit de lijst." });
  const gekozen = new Set(input.namen);
  const takken = set.takken.flatMap((t) => t.namen.filter((n) => gekozen.has(n.naam)).map((n) => ({ ...t, naam: n.naam })));
  const onbekend = input.namen.filter((n) => !set.takken.some((t) => t.namen.some((m) => m.naam === n)));
  if (onbekend.length) throw new InputError(`Onbekende naam voor ${set.naam}: ${onbekend.join(", ")}`, 400, { namen: `Onbekende naam voor ${set.naam}: ${onbekend.join(", ")}` });
  const now = clockNow();
  return transaction(async (tx) => {
    changesEverything();
    if (await takkenHebbenInhoud(tx)) {
      const bericht = "Je takken hebben al leiding, activiteiten, boekjes, inschrijvingen of albums: pas ze een voor een aan.";
      throw new InputError(bericht, 409, { set: bericht });
    }
    const weg = await tx.select({ id: tak.id }).from(tak).where(ne(tak.soort, ROL));
    if (weg.length) await tx.delete(tak).where(inArray(tak.id, weg.map((r) => r.id)));
    for (const [i, t] of takken.entries()) {
      await tx.insert(tak).values({ name: t.naam, slug: maakSlug(t.naam), soort: t.soort, volgorde: i + 1, leeftijd: t.leeftijd, color: t.kleur });
    }
    const instellingen = await leesInstellingen(tx);
    if (instellingen.groep.takWoord !== set.woord) await bewaarInstelling(tx, "groep", { ...instellingen.groep, takWoord: set.woord }, now);
    await writeMeta(TAKKEN_GEKOZEN, set.id, tx);
    await recordAudit(tx, { action: "takken.startset", entity: "tak", entityId: set.id, detail: takken.map((t) => t.naam).join(", ") || "geen takken" });
    return { aantal: takken.length };
  });
}

/**
 * Stores a monthly booklet for a branch and a month (this one or the next): written under a new server-made name
 * (temp file + rename), the row stored in a transaction, and only then the replaced file removed. Booklets a tak page
 * will never show again (older than the one it shows now) go at the same time. A refused or failed upload leaves the
 * earlier booklet in place. An uploaded booklet is the group's own, never demo content.
 */
export async function storeBoekje(takId: number, bytes: Buffer, gevraagdeMaand?: string, now: number = clockNow()): Promise<{ url: string; maand: string }> {
  requireTakken([takId]);
  const rows = await getDb().select().from(tak).where(eq(tak.id, takId));
  const row = rows[0];
  if (!row) throw new InputError(TAK_NIET_GEVONDEN, 404);
  if (!heeftBoekje(row) || row.gestoptOp !== null) throw new InputError("Boekjes bestaan enkel voor leeftijdstakken.", 400, { boekje: "Geen boekje voor deze tak" });
  const maand = boekjeMaand(gevraagdeMaand, now);
  if (bytes.byteLength > MAX_BOEKJE_BYTES) throw new InputError(BOEKJE_TE_GROOT, 413, { boekje: BOEKJE_TE_GROOT });
  if (!isPdf(bytes)) throw new InputError(ALLEEN_PDF, 400, { boekje: ALLEEN_PDF });

  const slug = row.slug;
  const fileName = `${slug}-${maand}-${now}-${crypto.randomBytes(6).toString("hex")}.pdf`;
  const dir = boekjesDir();
  await fs.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.tmp-${fileName}`);
  const target = path.join(dir, fileName);
  let weg: string[];
  try {
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, target);
    weg = await transaction(async (tx) => {
      changes(BOEKJES);
      const before = await tx.select().from(boekje).where(eq(boekje.takId, takId));
      const nieuw = { takId, maand, bestand: fileName, uploadedAt: now, demo: false };
      await tx
        .insert(boekje)
        .values(nieuw)
        .onConflictDoUpdate({ target: [boekje.takId, boekje.maand], set: { bestand: fileName, uploadedAt: now, demo: false } });
      const after = [...before.filter((b) => b.maand !== maand), nieuw];
      const shown = getoondeBoekjes(after, now)[0];
      const stale = after.filter((b) => b.maand < maandVan(now) && b !== shown);
      for (const b of stale) await tx.delete(boekje).where(and(eq(boekje.takId, takId), eq(boekje.maand, b.maand)));
      await recordAudit(tx, { action: "tak.boekje", entity: "tak", entityId: takId, detail: `${maand}: ${fileName}` });
      return [...before.filter((b) => b.maand === maand), ...stale].map((b) => b.bestand);
    });
  } catch (error) {
    await fs.rm(tmp, { force: true });
    await fs.rm(target, { force: true });
    throw error;
  }
  for (const file of weg) await deleteBoekjeFile(file);
  return { url: `/boekjes/${fileName}`, maand };
}
