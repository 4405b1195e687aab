import { getypteWaarden, INSTELLINGEN_INTENTS, instellingenActie, instellingenMelding, laadInstellingenSectie } from "~/domains/instellingen/beheer.server";
import { change, defineSection, type SectionActionArgs } from "./section.server";

/** 'Instellingen' (Beheerder only): the group's details, logo, colour, texts and timeline, and the demo content. */
export const instellingenSectie = defineSection({
  load: ({ url }) => laadInstellingenSectie(url),
  actions: Object.fromEntries(
    INSTELLINGEN_INTENTS.map((intent) => [
      intent,
      ({ body }: SectionActionArgs) =>
        change(() => instellingenActie(intent, body), instellingenMelding(intent), "Er is een fout opgetreden bij het opslaan van de instellingen", {
          values: getypteWaarden(body),
        }),
    ]),
  ),
});
