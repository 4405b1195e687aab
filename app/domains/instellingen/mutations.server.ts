import { transaction } from "~/db/client.server";
import { changes, changesNoPublicPage } from "~/db/tags.server";
import { writeMeta } from "~/db/meta.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { requireBeheerder } from "~/domains/auth/permissions.server";
import { ImageRejectedError } from "~/domains/media/media.server";
import { InputError } from "~/lib/errors";
import { bewaarInstelling, leesInstellingen } from "./instellingen.server";
import { maakLogo, verwijderLogo } from "./logo.server";
import { sorteerMomenten, type Groep } from "./rules";
import { INSTELLINGEN } from "./tags.server";
import type { InstellingenInput, MomentenInput, TekstenInput } from "./validation";
import { now as clockNow } from "~/lib/clock.server";

// Every change of the settings: the Beheerder's, in one transaction with its audit row. Each names the settings' cache
// tag (instellingen.server.ts, bewaarInstelling; and below where nothing is stored), so every page that shows them is
// rendered (and reads the settings) anew.

export const AAN_DE_SLAG_VERBORGEN = "aan_de_slag_verborgen";

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `current` with every field that `change` gives; nested objects field by field. */
function samenvoegen<T>(current: T, change: unknown): T {
  if (!isObject(current) || !isObject(change)) return (change === undefined ? current : change) as T;
  const result: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(change)) if (value !== undefined && key in current) result[key] = samenvoegen(current[key], value);
  return result as T;
}

/** The dotted names of the fields that differ ('naam, adres.straat'), for the log. */
function gewijzigd(before: unknown, after: unknown, prefix = ""): string[] {
  if (isObject(before) && isObject(after)) {
    return Object.keys(after).flatMap((key) => gewijzigd(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [prefix || "waarde"];
}

/** 'Groep' and 'Kleur', and PUT /api/instellingen: only the fields given change. */
export async function wijzigInstellingen(input: InstellingenInput): Promise<void> {
  requireBeheerder();
  const { kleur, ...groepInput } = input;
  await transaction(async (tx) => {
    // Also when nothing differs: a write names what it changes (one that names nothing makes every answer stale).
    changes(INSTELLINGEN);
    const current = await leesInstellingen(tx);
    const groep = samenvoegen<Groep>(current.groep, groepInput);
    const velden = gewijzigd(current.groep, groep);
    if (velden.length) await bewaarInstelling(tx, "groep", groep);
    if (kleur !== undefined && kleur !== current.kleur) {
      await bewaarInstelling(tx, "kleur", kleur);
      velden.push("kleur");
    }
    await recordAudit(tx, { action: "instellingen.update", entity: "instellingen", entityId: "groep", detail: velden.join(", ") || "geen wijziging" });
  });
}

/**
 * 'Teksten': the about page, the history intro, the camp and footer lines, and the timeline, saved together (one form,
 * one button: an edit of one part is never lost by saving the other).
 */
export async function wijzigTeksten(input: TekstenInput, momenten: MomentenInput): Promise<void> {
  requireBeheerder();
  await transaction(async (tx) => {
    const current = await leesInstellingen(tx);
    await bewaarInstelling(tx, "teksten", input);
    const nieuw = sorteerMomenten(momenten);
    await bewaarInstelling(tx, "momenten", nieuw);
    const velden = gewijzigd(current.teksten, input);
    if (JSON.stringify(current.momenten) !== JSON.stringify(nieuw)) velden.push(`${nieuw.length} momenten`);
    await recordAudit(tx, { action: "instellingen.teksten", entity: "instellingen", entityId: "teksten", detail: velden.join(", ") || "geen wijziging" });
  });
}

/** PUT /api/geschiedenis/momenten: the 'Belangrijke momenten' of the history page, as a whole (oldest first). */
export async function wijzigMomenten(input: MomentenInput): Promise<void> {
  requireBeheerder();
  await transaction(async (tx) => {
    await bewaarInstelling(tx, "momenten", sorteerMomenten(input));
    await recordAudit(tx, { action: "instellingen.momenten", entity: "instellingen", entityId: "momenten", detail: `${input.length} momenten` });
  });
}

/**
 * A new logo: the icons, favicon and share images are made from it first (a refused or failed upload leaves the
 * current logo in place), then the settings point at them and the previous logo's files go.
 */
export async function wijzigLogo(bytes: Buffer): Promise<void> {
  requireBeheerder();
  let id: string;
  try {
    id = await maakLogo(bytes);
  } catch (error) {
    if (error instanceof ImageRejectedError) throw new InputError(error.message, error.status, { logo: error.message });
    throw error;
  }
  let vorig: string | null;
  try {
    vorig = await transaction(async (tx) => {
      const current = (await leesInstellingen(tx)).logo?.id ?? null;
      await bewaarInstelling(tx, "logo", { id });
      await recordAudit(tx, { action: "instellingen.logo", entity: "instellingen", entityId: "logo", detail: "nieuw logo" });
      return current;
    });
  } catch (error) {
    await verwijderLogo(id);
    throw error;
  }
  await verwijderLogo(vorig);
}

/** 'Logo herstellen': back to the site's own logo. */
export async function herstelLogo(): Promise<void> {
  requireBeheerder();
  const vorig = await transaction(async (tx) => {
    const current = (await leesInstellingen(tx)).logo?.id ?? null;
    await bewaarInstelling(tx, "logo", null);
    await recordAudit(tx, { action: "instellingen.logo", entity: "instellingen", entityId: "logo", detail: "logo hersteld" });
    return current;
  });
  await verwijderLogo(vorig);
}

/** 'Aan de slag' stays away once the Beheerder hid it. */
export async function verbergAanDeSlag(): Promise<void> {
  requireBeheerder();
  await transaction(async (tx) => {
    changesNoPublicPage();
    await writeMeta(AAN_DE_SLAG_VERBORGEN, new Date(clockNow()).toISOString(), tx);
    await recordAudit(tx, { action: "instellingen.aan-de-slag", entity: "instellingen", entityId: "aan-de-slag", detail: "verborgen" });
  });
}
