import { eq } from "drizzle-orm";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { getDb, transaction } from "~/db/client.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { InputError } from "~/lib/errors";
import { deleteBoekjeFile } from "./boekje.server";
import { tak } from "./schema";
import type { TakInput, TakUpdateInput } from "./validation";
import { requireBeheerder } from "~/domains/auth/permissions.server";

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

export async function updateTak(id: number, input: TakUpdateInput): Promise<void> {
  requireBeheerder();
  if (input.name !== undefined) await assertNameFree(input.name, id);
  await transaction(async (tx) => {
    const rows = await tx.select({ id: tak.id }).from(tak).where(eq(tak.id, id));
    if (!rows[0]) throw new InputError("Deze tak bestaat niet.", 404);
    const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length) await tx.update(tak).set(set).where(eq(tak.id, id));
    await recordAudit(tx, { action: "tak.update", entity: "tak", entityId: id, detail: Object.keys(set).join(", ") });
  });
}

/** Removes a branch; its leader assignments go with it (foreign key cascade), the leaders stay. */
export async function deleteTak(id: number): Promise<void> {
  requireBeheerder();
  const boekje = await transaction(async (tx) => {
    const rows = await tx.select().from(tak).where(eq(tak.id, id));
    if (!rows[0]) throw new InputError("Deze tak bestaat niet.", 404);
    await tx.delete(tak).where(eq(tak.id, id));
    await recordAudit(tx, { action: "tak.delete", entity: "tak", entityId: id, detail: rows[0].name });
    return rows[0].boekje;
  });
  await deleteBoekjeFile(boekje);
}
