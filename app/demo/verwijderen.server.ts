import { and, count, eq, gt, inArray, notExists } from "drizzle-orm";
import { getDb, transaction } from "~/db/client.server";
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
import { boekje } from "~/domains/takken/schema";
import type { DemoTelling } from "./types";


function telling(counts: Omit<DemoTelling, "totaal">): DemoTelling {
  return { ...counts, totaal: Object.values(counts).reduce((a, b) => a + b, 0) };
}

export async function demoInhoud(): Promise<DemoTelling> {
  const db = getDb();
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  const [l, a, p, b, m] = await Promise.all([
    db.select({ n: count() }).from(leiding).where(eq(leiding.demo, true)),
    db.select({ n: count() }).from(activiteit).where(eq(activiteit.demo, true)),
    db.select({ n: count() }).from(geschiedenis).where(eq(geschiedenis.demo, true)),
    db.select({ n: count() }).from(boekje).where(eq(boekje.demo, true)),
    db.select({ n: count() }).from(mededeling).where(eq(mededeling.demo, true)),
  ]);
  return telling({ leiding: n(l), activiteiten: n(a), periodes: n(p), boekjes: n(b), mededelingen: n(m) });
}

/**
 * 'Demo-inhoud verwijderen' and DELETE /api/demo (the Beheerder): every demo leader (with their takken in every
 * year), activity (and so its news item), history period with its texts, booklet and announcement, in one transaction
 * with an audit row; then their photos, badges and booklets on disk. What the group entered itself stays, and so do
 * the accounts (a login linked to a demo leader loses only the link) and the settings. A draft year that the demo
 * prepared and that has nobody left in it goes too.
 */
export async function verwijderDemoInhoud(): Promise<DemoTelling> {
  requireBeheerder();
  const huidig = await huidigBeginjaar();
  const { result, bestanden, boekjes, kampBestanden } = await transaction(async (tx) => {
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

    const result = telling({
      leiding: leiders.length,
      activiteiten: activiteiten.length,
      periodes: periodes.length,
      boekjes: demoBoekjes.length,
      mededelingen: mededelingen.length,
    });
    await recordAudit(tx, {
      action: "demo.verwijderen",
      entity: "demo",
      detail: `${result.leiding} leiding, ${result.activiteiten} activiteiten, ${result.periodes} periodes, ${result.boekjes} boekjes, ${result.mededelingen} mededelingen`,
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
