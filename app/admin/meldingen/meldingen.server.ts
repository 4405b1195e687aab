import { meldingenOverzicht } from "~/domains/meldingen/beheer.server";
import { meldingOpnieuw, stuurTestbericht } from "~/domains/meldingen/mutations.server";
import { wakeOutboxWorker } from "~/domains/outbox/worker.server";
import { numericId } from "~/lib/http.server";
import { change, defineSection } from "~/admin/part.server";

/** 'Meldingen': how many parents follow each tak, the outbox of their messages, and a test message to oneself. */
export const meldingenSectie = defineSection({
  load: ({ actor }) => meldingenOverzicht(actor),
  actions: {
    "melding-test": () =>
      change(
        async () => {
          await stuurTestbericht();
          wakeOutboxWorker();
        },
        "melding-test",
        "Er is een fout opgetreden bij het versturen van het testbericht",
      ),
    "melding-opnieuw": ({ id }) =>
      change(
        async () => {
          await meldingOpnieuw(numericId(id));
          wakeOutboxWorker();
        },
        "melding-opnieuw",
        "Er is een fout opgetreden bij het opnieuw verzenden van de melding",
      ),
  },
});
