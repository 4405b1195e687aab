import { activiteitTakken, listActiviteitenBeheer } from "~/domains/activiteiten/activiteiten.server";
import { deleteActiviteit, setAfgelast } from "~/domains/activiteiten/mutations.server";
import { isKomend } from "~/domains/activiteiten/komend.server";
import { afgelastenInput } from "~/domains/activiteiten/validation";
import { getMededeling } from "~/domains/mededeling/mededeling.server";
import { clearMededeling, setMededeling } from "~/domains/mededeling/mutations.server";
import { mededelingInput } from "~/domains/mededeling/validation";
import { numericId } from "~/lib/http.server";
import { textField } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { change, defineSection } from "./section.server";

/** 'Activiteiten': every tak's calendar, and above it the group's one announcement ('Mededeling'). */
export const activiteitenSectie = defineSection({
  async load({ url, actor }) {
    const now = Date.now();
    const [activiteiten, takken, mededeling] = await Promise.all([listActiviteitenBeheer(now), activiteitTakken(), getMededeling()]);
    return {
      activiteiten: activiteiten.map((a) => ({ ...a, komend: isKomend(a, now) })),
      takken: takken.map(({ slug, name }) => ({ slug, name })),
      tak: url.searchParams.get("tak") ?? "",
      toon: Number.parseInt(url.searchParams.get("toon") ?? "", 10) || null,
      mededeling: mededeling ? { ...mededeling, verlopen: mededeling.zichtbaarTot <= now } : null,
      // The announcement is the whole group's: the Beheerder's.
      magMededeling: actor.rol === "beheerder",
    };
  },
  actions: {
    "activiteit-verwijderen": ({ id }) =>
      change(() => deleteActiviteit(numericId(id)), "activiteit-verwijderd", "Er is een fout opgetreden bij het verwijderen van de activiteit"),
    "activiteit-afgelasten": ({ body, id }) =>
      change(
        () => setAfgelast(numericId(id), true, parseInput(afgelastenInput, body).reden),
        "activiteit-afgelast",
        "Er is een fout opgetreden bij het afgelasten van de activiteit",
      ),
    "activiteit-terugzetten": ({ id }) =>
      change(() => setAfgelast(numericId(id), false, null), "activiteit-teruggezet", "Er is een fout opgetreden bij het terugzetten van de activiteit"),
    "mededeling-opslaan": ({ body }) =>
      change(() => setMededeling(parseInput(mededelingInput, body)), "mededeling-opgeslagen", "Er is een fout opgetreden bij het opslaan van de mededeling", {
        values: { tekst: textField(body, "tekst") ?? "", link: textField(body, "link") ?? "", zichtbaarTot: textField(body, "zichtbaarTot") ?? "" },
      }),
    "mededeling-verwijderen": () =>
      change(() => clearMededeling(), "mededeling-verwijderd", "Er is een fout opgetreden bij het verwijderen van de mededeling"),
  },
});
