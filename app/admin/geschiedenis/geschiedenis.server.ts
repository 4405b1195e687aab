import { listGeschiedenis } from "~/domains/geschiedenis/geschiedenis.server";
import { deleteGeschiedenis } from "~/domains/geschiedenis/mutations.server";
import { change, defineSection, loadOrReport } from "~/admin/part.server";

/** 'Geschiedenis': the periods of the group's history with their badge (kenteken). */
export const geschiedenisSectie = defineSection({
  load: () =>
    loadOrReport(
      async () => ({
        periodes: (await listGeschiedenis()).map((p) => ({ id: p.id, titel: p.titel, beginjaar: p.beginjaar, eindjaar: p.eindjaar, kenteken: p.kenteken })),
      }),
      { periodes: [] },
      "Er was een probleem bij het laden van de geschiedenis",
    ),
  actions: {
    "kenteken-verwijderen": ({ id }) =>
      change(() => deleteGeschiedenis(id), "kenteken-verwijderd", "Er was een probleem bij het verwijderen van het kenteken", { failureText: true }),
  },
});
