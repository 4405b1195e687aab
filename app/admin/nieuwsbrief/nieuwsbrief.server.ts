import { removeInschrijving } from "~/domains/nieuwsbrief/mutations.server";
import { listInschrijvingenView } from "~/domains/nieuwsbrief/nieuwsbrief.server";
import { InputError } from "~/lib/errors";
import { numericId } from "~/lib/http.server";
import { change, defineSection } from "~/admin/part.server";

/** 'Nieuwsbrief': the sign-ups (confirmed or not), removing one; the CSV export is its own route. */
export const nieuwsbriefSectie = defineSection({
  load: async () => ({ inschrijvingen: await listInschrijvingenView() }),
  actions: {
    "inschrijving-verwijderen": ({ id }) =>
      change(
        async () => {
          if (!(await removeInschrijving(numericId(id)))) throw new InputError("Deze inschrijving bestaat niet meer.", 404);
        },
        "inschrijving-verwijderd",
        "Er is een fout opgetreden bij het verwijderen van de inschrijving",
      ),
  },
});
