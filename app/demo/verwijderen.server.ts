import crypto from "node:crypto";
import { and, count, eq, gt, inArray, isNull, notExists } from "drizzle-orm";
import { getDb, transaction } from "~/db/client.server";
import { changesEverything } from "~/db/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { requireBeheerder } from "~/domains/auth/permissions.server";
import { deleteKampFiles } from "~/domains/activiteiten/kamp-files.server";
import { activiteit, kampDocument } from "~/domains/activiteiten/schema";
import { geschiedenis } from "~/domains/geschiedenis/schema";
import { leiding, leidingTak } from "~/domains/leiding/schema";
import { mededeling } from "~/domains/mededeling/schema";
import { deleteImage } from "~/domains/media/media.server";
import { huidigBeginjaar } from "~/domains/scoutsjaar/scoutsjaar.server";
import { scoutsjaar } from "~/domains/scoutsjaar/schema";
import { deleteBoekjeFile } from "~/domains/takken/boekje.server";
import { boekje, tak } from "~/domains/takken/schema";
import { specTakken } from "./takken";
import { bewaarInstelling, getInstellingen, leesInstellingen } from "~/domains/instellingen/instellingen.server";
import type { Instellingen } from "~/domains/instellingen/rules";
import { demoIdentiteit, isDemoEmail, OUDE_DEMO_TAKTEKSTEN } from "./groep";
import type { DemoTelling } from "./types";
import { z } from "~/lib/zod";

type Aantallen = Omit<DemoTelling, "identiteit" | "totaal">;

function telling(counts: Aantallen, identiteit: string[]): DemoTelling {
  return { ...counts, identiteit, totaal: Object.values(counts).reduce((a, b) => a + b, 0) + identiteit.length };
}

type TakRij = { id: number; email: string; beschrijving: string; nagekeken: number | null };

/** The neutral text of a tak whose text is still the one it shipped with before issue 38, else null. */
function neutraleTaktekst(t: TakRij): string | null {
  if (t.nagekeken !== null) return null;
  const hash = crypto.createHash("sha256").update(t.beschrijving).digest("hex").slice(0, 16);
  return OUDE_DEMO_TAKTEKSTEN.has(hash) ? (specTakken.find((b) => b.id === t.id)?.beschrijving ?? null) : null;
}

/** The demo's identity still in the settings and the takken, as the confirmation names it, and the settings without it. */
function identiteit(instellingen: Instellingen, takken: TakRij[]): { instellingen: Instellingen; delen: string[]; emails: number[]; teksten: Map<number, string> } {
  const { instellingen: zonder, delen } = demoIdentiteit(instellingen);
  const emails = takken.filter((t) => isDemoEmail(t.email)).map((t) => t.id);
  const teksten = new Map(takken.flatMap((t) => {
    const tekst = neutraleTaktekst(t);
    return tekst === null ? [] : [[t.id, tekst] as const];
  }));
  if (emails.length) delen.push(emails.length === 1 ? "het e-mailadres van 1 tak" : `de e-mailadressen van ${emails.length} takken`);
  if (teksten.size) delen.push(teksten.size === 1 ? "de tekst van 1 tak" : `de teksten van ${teksten.size} takken`);
  return { instellingen: zonder, delen, emails, teksten };
}

const TAK_RIJ = { id: tak.id, email: tak.email, beschrijving: tak.beschrijving, nagekeken: tak.tekstenBijgewerktOp };

export async function demoInhoud(): Promise<DemoTelling> {
  const db = getDb();
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  const [l, a, p, b, m, instellingen, takken] = await Promise.all([
    db.select({ n: count() }).from(leiding).where(eq(leiding.demo, true)),
    db.select({ n: count() }).from(activiteit).where(eq(activiteit.demo, true)),
    db.select({ n: count() }).from(geschiedenis).where(eq(geschiedenis.demo, true)),
    db.select({ n: count() }).from(boekje).where(eq(boekje.demo, true)),
    db.select({ n: count() }).from(mededeling).where(eq(mededeling.demo, true)),
    getInstellingen(),
    db.select(TAK_RIJ).from(tak),
  ]);
  return telling({ leiding: n(l), activiteiten: n(a), periodes: n(p), boekjes: n(b), mededelingen: n(m) }, identiteit(instellingen, takken).delen);
}

/**
 * 'Demo-inhoud verwijderen' and DELETE /api/demo (the Beheerder): every demo leader (with their takken in every
 * year), activity (and so its news item), history period with its texts, booklet and announcement, in one transaction
 * with an audit row; then their photos, badges and booklets on disk. The demo group's identity goes too: every part
 * of the settings and the takken that still holds the demo's value (name, address, contacts, texts, timeline, the
 * takken's addresses and texts) gets its neutral starting value back. What the group entered or changed itself stays,
 * and so do the accounts (a login linked to a demo leader loses only the link). A draft year that the demo prepared
 * and that has nobody left in it goes too.
 */
export async function verwijderDemoInhoud(): Promise<DemoTelling> {
  requireBeheerder();
  const huidig = await huidigBeginjaar();
  const { result, bestanden, boekjes, kampBestanden } = await transaction(async (tx) => {
    // Leaders, activities, news, history, booklets, the settings: nearly every page shows some of it.
    changesEverything();
    const leiders = await tx.select({ id: leiding.id, foto: leiding.imagename }).from(leiding).where(eq(leiding.demo, true));
    const activiteiten = await tx.select({ id: activiteit.id, foto: activiteit.afbeelding }).from(activiteit).where(eq(activiteit.demo, true));
    const periodes = await tx.select({ id: geschiedenis.id, kenteken: geschiedenis.kenteken }).from(geschiedenis).where(eq(geschiedenis.demo, true));
    const demoBoekjes = await tx.delete(boekje).where(eq(boekje.demo, true)).returning({ bestand: boekje.bestand });
    // A demo camp's documents (the kampboekje) go with their activity.
    const kampDocumenten = activiteiten.length
      ? await tx.select({ bestand: kampDocument.bestand }).from(kampDocument).where(inArray(kampDocument.activiteitId, activiteiten.map((a) => a.id)))
      : [];
    const mededelingen = await tx.delete(mededeling).where(eq(mededeling.demo, true)).returning({ id: mededeling.id });

    // The foreign keys take the assignments, the activities' takken and the periods' texts along.
    await tx.delete(leiding).where(eq(leiding.demo, true));
    // An activity of the group's own that names a demo activity as its replacement loses only that link.
    if (activiteiten.length) await tx.update(activiteit).set({ vervangenDoor: null }).where(inArray(activiteit.vervangenDoor, activiteiten.map((a) => a.id)));
    await tx.delete(activiteit).where(eq(activiteit.demo, true));
    await tx.delete(geschiedenis).where(eq(geschiedenis.demo, true));
    await tx
      .delete(scoutsjaar)
      .where(and(gt(scoutsjaar.beginjaar, huidig), notExists(tx.select({ id: leidingTak.id }).from(leidingTak).where(eq(leidingTak.beginjaar, scoutsjaar.beginjaar)))));

    const huidige = await leesInstellingen(tx);
    const demo = identiteit(huidige, await tx.select(TAK_RIJ).from(tak));
    for (const sleutel of ["groep", "teksten", "momenten"] as const) {
      if (JSON.stringify(demo.instellingen[sleutel]) !== JSON.stringify(huidige[sleutel])) await bewaarInstelling(tx, sleutel, demo.instellingen[sleutel]);
    }
    if (demo.emails.length) await tx.update(tak).set({ email: "" }).where(inArray(tak.id, demo.emails));
    // Not marked as checked: 'Aan de slag' still asks the group to read them.
    for (const [id, beschrijving] of demo.teksten) await tx.update(tak).set({ beschrijving }).where(and(eq(tak.id, id), isNull(tak.tekstenBijgewerktOp)));

    const result = telling(
      { leiding: leiders.length, activiteiten: activiteiten.length, periodes: periodes.length, boekjes: demoBoekjes.length, mededelingen: mededelingen.length },
      demo.delen,
    );
    await recordAudit(tx, {
      action: "demo.verwijderen",
      entity: "demo",
      detail: [
        `${result.leiding} leiding, ${result.activiteiten} activiteiten, ${result.periodes} periodes, ${result.boekjes} boekjes, ${result.mededelingen} mededelingen`,
        ...(demo.delen.length ? [`leeggemaakt: ${demo.delen.join(", ")}`] : []),
      ].join("; "),
    });
    return {
      result,
      bestanden: [...leiders.map((l) => l.foto), ...activiteiten.map((a) => a.foto), ...periodes.map((p) => p.kenteken)],
      boekjes: demoBoekjes.map((b) => b.bestand),
      kampBestanden: kampDocumenten.map((d) => d.bestand),
    };
  });
  // Files only once the rows are gone for good: a failed transaction leaves every picture in place.
  for (const bestand of bestanden) await deleteImage(bestand);
  for (const bestand of boekjes) await deleteBoekjeFile(bestand);
  await deleteKampFiles(kampBestanden);
  return result;
}

/**
 * 'Demo-inhoud verwijderen' as the settings' form posts it: the dialog (or, without JavaScript, the checkbox) confirms
 * it, so one stray post does not empty the site.
 */
export const demoVerwijderenInput = z.object({ bevestig: z.literal("ja", { error: "Vink aan dat je alle demo-inhoud wilt verwijderen." }) });
