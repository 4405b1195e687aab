import { storeBoekje } from "~/domains/takken/mutations.server";
import { boekjeLabel, dutchMonthName, hasBoekje } from "~/domains/takken/rules";
import { listTakkenApi } from "~/domains/takken/takken.server";
import { BOEKJE_UPLOAD_FAILED, BOEKJES_LOAD_FAILED } from "~/domains/takken/validation";
import { InputError } from "~/lib/errors";
import { numericId } from "~/lib/http.server";
import { fileField } from "~/lib/request-body.server";
import { change, defineSection, loadOrReport } from "./section.server";

/** 'Boekjes': the monthly booklet (PDF) of each tak that has one; a Takleiding sees their own takken. */
export const boekjesSectie = defineSection({
  load: ({ actor }) =>
    loadOrReport(
      async () => {
        const takken = (await listTakkenApi()).filter((t) => hasBoekje(t.id) && (actor.rol === "beheerder" || actor.takken.includes(t.id)));
        return { maand: dutchMonthName(), boekjes: takken.map((t) => ({ id: t.id, name: t.name, boekjeUrl: t.boekjeUrl, label: boekjeLabel(t.name) })) };
      },
      { maand: dutchMonthName(), boekjes: [] },
      BOEKJES_LOAD_FAILED,
    ),
  actions: {
    "boekje-uploaden": ({ body, id }) =>
      change(
        async () => {
          const pdf = await fileField(body, "boekje");
          if (!pdf) throw new InputError("Kies een PDF-bestand.", 400, { boekje: "Kies een PDF-bestand." });
          await storeBoekje(numericId(id), pdf);
        },
        "boekje-geupload",
        BOEKJE_UPLOAD_FAILED,
      ),
  },
});
