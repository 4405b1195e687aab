import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { getDb, transaction, type Tx } from "~/db/client.server";
import { changes } from "~/db/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { InputError } from "~/lib/errors";
import { requireBeheerder, requireTakken } from "~/domains/auth/permissions.server";
import { now as clockNow } from "~/lib/clock.server";
import { boekjeMaand, boekjesDir, deleteBoekjeFile, isPdf } from "./boekje.server";
import { getoondeBoekjes, hasBoekje, maandVan } from "./rules";
import { boekje, tak } from "./schema";
import { BOEKJES, TAKKEN } from "./tags.server";
import { ALLEEN_PDF, BOEKJE_TE_GROOT, MAX_BOEKJE_BYTES, type TakInput, type TakTekstenInput, type TakUpdateInput } from "./validation";
import { basisTakken } from "./basis";

/** The nine takken and the Takleiding role keep their names: the routes, logos and booklets hang on them. */
const VASTE_NAAM = "De naam van deze tak ligt vast: de adressen van de site hangen ervan af.";

async function assertNameFree(name: string, exceptId?: number): Promise<void> {
  const rows = await getDb().select({ id: tak.id, name: tak.name }).from(tak);
  if (rows.some((r) => r.id !== exceptId && r.name.toLowerCase() === name.toLowerCase())) {
    throw new InputError("Er bestaat al een tak met deze naam", 409, { name: "Er bestaat al een tak met deze naam" });
  }
}

export async function createTak(input: TakInput): Promise<{ id: number }> {
  requireBeheerder();
  await assertNameFree(input.name);
  // A new tak without a colour of its own takes the group's.
  const kleur = input.color ?? (await getInstellingen()).kleur;
  return transaction(async (tx) => {
    changes(TAKKEN);
    if (input.id !== undefined) {
      const rows = await tx.select({ id: tak.id }).from(tak).where(eq(tak.id, input.id));
      if (rows[0]) throw new InputError("Er bestaat al een tak met dit id", 409, { id: "Er bestaat al een tak met dit id" });
    }
    const [row] = await tx
      .insert(tak)
      .values({
        ...(input.id !== undefined ? { id: input.id } : {}),
        name: input.name,
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

/**
 * PUT /api/takken/{id}: the texts (the Beheerder, or a Takleiding of this tak), the name of a tak added later and the
 * colour (the Beheerder).
 */
export async function updateTak(id: number, input: TakUpdateInput): Promise<void> {
  const { name, color, ...teksten } = input;
  if (name !== undefined || color !== undefined) requireBeheerder();
  else requireTakken([id]);
  if (name !== undefined) await assertNameFree(name, id);
  await transaction(async (tx) => {
    changes(TAKKEN);
    const rows = await tx.select({ id: tak.id, name: tak.name }).from(tak).where(eq(tak.id, id));
    if (!rows[0]) throw new InputError("Deze tak bestaat niet.", 404);
    if (name !== undefined && name !== rows[0].name && basisTakken.some((t) => t.id === id)) throw new InputError(VASTE_NAAM, 400, { name: VASTE_NAAM });
    const set = Object.fromEntries(Object.entries({ name, color }).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length) await tx.update(tak).set(set).where(eq(tak.id, id));
    await writeTeksten(tx, id, teksten);
    await recordAudit(tx, { action: "tak.update", entity: "tak", entityId: id, detail: Object.keys({ ...set, ...stripUndefined(teksten) }).join(", ") });
  });
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Stores the texts that were sent; saving them (changed or not) marks the tak as checked ('Aan de slag'). */
async function writeTeksten(tx: Tx, id: number, input: TakTekstenInput): Promise<void> {
  const set = stripUndefined(input);
  if (Object.keys(set).length) await tx.update(tak).set({ ...set, tekstenBijgewerktOp: clockNow() }).where(eq(tak.id, id));
}

/** 'Instellingen' > 'Takken': a tak's description, ages and e-mail address (the Beheerder, or its own Takleiding). */
export async function updateTakTeksten(id: number, input: TakTekstenInput): Promise<void> {
  requireTakken([id]);
  await transaction(async (tx) => {
    changes(TAKKEN);
    const rows = await tx.select({ id: tak.id }).from(tak).where(eq(tak.id, id));
    if (!rows[0]) throw new InputError("Deze tak bestaat niet.", 404);
    await writeTeksten(tx, id, input);
    await recordAudit(tx, { action: "tak.teksten", entity: "tak", entityId: id, detail: Object.keys(stripUndefined(input)).join(", ") });
  });
}

/**
 * Removes a branch; its leader assignments and booklets go with it (foreign key cascade), the leaders stay. It names
 * no tags: its activities, leaders and pages all change, so every cached answer goes stale.
 */
export async function deleteTak(id: number): Promise<void> {
  requireBeheerder();
  const bestanden = await transaction(async (tx) => {
    const rows = await tx.select().from(tak).where(eq(tak.id, id));
    if (!rows[0]) throw new InputError("Deze tak bestaat niet.", 404);
    const boekjes = await tx.select({ bestand: boekje.bestand }).from(boekje).where(eq(boekje.takId, id));
    await tx.delete(tak).where(eq(tak.id, id));
    await recordAudit(tx, { action: "tak.delete", entity: "tak", entityId: id, detail: rows[0].name });
    return boekjes.map((b) => b.bestand);
  });
  for (const bestand of bestanden) await deleteBoekjeFile(bestand);
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
  if (!row) throw new InputError("Deze tak bestaat niet.", 404);
  if (!hasBoekje(takId)) throw new InputError("Boekjes bestaan enkel voor takken met id onder 7.", 400, { boekje: "Geen boekje voor deze tak" });
  const maand = boekjeMaand(gevraagdeMaand, now);
  if (bytes.byteLength > MAX_BOEKJE_BYTES) throw new InputError(BOEKJE_TE_GROOT, 413, { boekje: BOEKJE_TE_GROOT });
  if (!isPdf(bytes)) throw new InputError(ALLEEN_PDF, 400, { boekje: ALLEEN_PDF });

  const slug = row.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
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
