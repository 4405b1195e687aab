import { listBerichtenView } from "~/domains/contact/contact.server";
import { retryContactMail, setContactHandled } from "~/domains/contact/mutations.server";
import { wakeOutboxWorker } from "~/domains/outbox/worker.server";
import { InputError } from "~/lib/errors";
import { numericId } from "~/lib/http.server";
import { textField } from "~/lib/request-body.server";
import { change, defineSection } from "~/admin/part.server";

/** 'Berichten': the contact messages, their mail state, and sending a failed one again. */
export const berichtenSectie = defineSection({
  load: async () => ({ berichten: await listBerichtenView() }),
  actions: {
    "bericht-afgehandeld": ({ body, id }) => {
      const handled = textField(body, "afgehandeld") !== "0";
      return change(
        async () => {
          if (!(await setContactHandled(numericId(id), handled))) throw new InputError("Dit bericht bestaat niet meer.", 404);
        },
        handled ? "bericht-afgehandeld" : "bericht-heropend",
        "Er is een fout opgetreden bij het bijwerken van het bericht",
      );
    },
    "mail-opnieuw": ({ id }) =>
      change(
        async () => {
          if (!(await retryContactMail(numericId(id)))) throw new InputError("Dit bericht wacht niet (meer) op een nieuwe verzending.", 409);
          wakeOutboxWorker();
        },
        "mail-opnieuw",
        "Er is een fout opgetreden bij het opnieuw verzenden van het bericht",
      ),
  },
});
