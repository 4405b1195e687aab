import { demoInhoud, demoVerwijderenInput, verwijderDemoInhoud } from "~/demo/verwijderen.server";
import { getypteWaarden, INSTELLINGEN_INTENTS, instellingenActie, instellingenMelding, laadInstellingenSectie } from "~/domains/instellingen/beheer.server";
import { change, defineSection, formChange, type SectionActionArgs } from "~/admin/part.server";

const FOUT = "Er is een fout opgetreden bij het opslaan van de instellingen";

/**
 * 'Instellingen' (Beheerder only): the group's details, logo, colour, texts and timeline, and the demo content. The
 * demo's part (what is left of it, removing it) is the demo's own: the domain does not know it (decision 0043).
 */
export const instellingenSectie = defineSection({
  load: async ({ url }) => {
    const [sectie, demo] = await Promise.all([laadInstellingenSectie(url), demoInhoud()]);
    return { ...sectie, demo };
  },
  actions: {
    ...Object.fromEntries(
      INSTELLINGEN_INTENTS.map((intent) => [
        intent,
        ({ body }: SectionActionArgs) => change(() => instellingenActie(intent, body), instellingenMelding(intent), FOUT, { values: getypteWaarden(body) }),
      ]),
    ),
    "demo-verwijderen": ({ body }: SectionActionArgs) => formChange(body, demoVerwijderenInput, verwijderDemoInhoud, "demo-verwijderd", FOUT),
  },
});
