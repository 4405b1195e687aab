import { managesTakken } from "~/domains/auth/permissions.server";
import { listBoekjes } from "~/domains/takken/boekje.server";
import { storeBoekje } from "~/domains/takken/mutations.server";
import { boekjeLabel, boekjeUrl, heeftBoekje, huidigBoekje, isPublicTak, maandNaam, uploadMaanden, volgendeMaand } from "~/domains/takken/rules";
import type { BoekjeRow } from "~/domains/takken/schema";
import { listTakken } from "~/domains/takken/takken.server";
import { BOEKJE_UPLOAD_FAILED, BOEKJES_LOAD_FAILED } from "~/domains/takken/validation";
import { now as clockNow } from "~/lib/clock.server";
import { InputError } from "~/lib/errors";
import { numericId } from "~/lib/http.server";
import { fileField, textField } from "~/lib/request-body.server";
import { change, defineSection, loadOrReport } from "~/admin/part.server";

/** A booklet as the admin lists it: its link, labelled with its own month. */
function shown(takName: string, row: BoekjeRow | undefined) {
  return row ? { url: boekjeUrl(row.bestand)!, label: boekjeLabel(takName, row.maand), maand: row.maand } : null;
}

/**
 * 'Boekjes': the monthly booklet (PDF) of each tak that has one, for this month or the next. A Takleiding sees their
 * own takken unless ?alle=1; the others only to read.
 */
export const boekjesSectie = defineSection({
  load: ({ url, actor }) => {
    const now = clockNow();
    const alleTakken = actor.rol === "beheerder" ? null : url.searchParams.get("alle") === "1";
    const upload = uploadMaanden(now);
    const maanden = upload.maanden.map((maand) => ({ maand, naam: maandNaam(maand) }));
    return loadOrReport(
      async () => {
        const [takken, boekjes] = await Promise.all([listTakken(), listBoekjes()]);
        const rijen = takken.filter((t) => isPublicTak(t) && heeftBoekje(t) && (alleTakken !== false || actor.takken.includes(t.id)));
        return {
          maanden,
          standaardMaand: upload.standaard,
          alleTakken,
          boekjes: rijen.map((t) => {
            const eigen = boekjes.filter((b) => b.takId === t.id);
            return {
              id: t.id,
              name: t.name,
              slug: t.slug,
              logo: t.logo,
              color: t.color,
              huidig: shown(t.name, huidigBoekje(eigen, now)),
              volgend: shown(t.name, eigen.find((b) => b.maand === volgendeMaand(upload.maanden[0]))),
              magUploaden: managesTakken([t.id], actor),
            };
          }),
        };
      },
      { maanden, standaardMaand: upload.standaard, alleTakken, boekjes: [] },
      BOEKJES_LOAD_FAILED,
    );
  },
  actions: {
    "boekje-uploaden": ({ body, id }) =>
      change(
        async () => {
          const pdf = await fileField(body, "boekje");
          if (!pdf) throw new InputError("Kies een PDF-bestand.", 400, { boekje: "Kies een PDF-bestand." });
          await storeBoekje(numericId(id), pdf, textField(body, "maand"));
        },
        "boekje-geupload",
        BOEKJE_UPLOAD_FAILED,
      ),
  },
});
