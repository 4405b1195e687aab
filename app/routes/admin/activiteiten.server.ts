import { activiteitTakken, listActiviteitenBeheer } from "~/domains/activiteiten/activiteiten.server";
import { deleteActiviteit, setAfgelast } from "~/domains/activiteiten/mutations.server";
import { isKomend } from "~/domains/activiteiten/komend.server";
import type { ActiviteitView } from "~/domains/activiteiten/rules";
import { managesTakken } from "~/domains/auth/permissions.server";
import { afgelastenInput } from "~/domains/activiteiten/validation";
import { getMededeling } from "~/domains/mededeling/mededeling.server";
import { meldingOuders } from "~/domains/meldingen/beheer.server";
import { clearMededeling, setMededeling } from "~/domains/mededeling/mutations.server";
import { mededelingInput } from "~/domains/mededeling/validation";
import { numericId } from "~/lib/http.server";
import { textField } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { change, defineSection } from "./section.server";

/**
 * 'Activiteiten': every tak's calendar, and above it the group's one announcement ('Mededeling'). A Takleiding sees
 * their own takken's activities (and the whole group's) unless ?alle=1, and the changes the server allows them.
 */
export const activiteitenSectie = defineSection({
  async load({ url, actor }) {
    const now = Date.now();
    const [activiteiten, takken, mededeling, meldingen] = await Promise.all([listActiviteitenBeheer(now), activiteitTakken(), getMededeling(), meldingOuders()]);
    const idOf = new Map(takken.map((t) => [t.slug, t.id]));
    const beheerder = actor.rol === "beheerder";
    const eigen = takken.filter((t) => actor.takken.includes(t.id)).map((t) => t.slug);
    const alle = beheerder || url.searchParams.get("alle") === "1";
    const magBeheren = (a: ActiviteitView) => managesTakken(a.heleGroep ? [] : a.takken.map((t) => idOf.get(t.slug) ?? 0), actor);
    const getoond = alle ? activiteiten : activiteiten.filter((a) => a.heleGroep || a.takken.some((t) => eigen.includes(t.slug)));
    return {
      activiteiten: getoond.map((a) => ({ ...a, komend: isKomend(a, now), magBeheren: magBeheren(a) })),
      takken: takken.filter((t) => alle || eigen.includes(t.slug)).map(({ slug, name }) => ({ slug, name })),
      /** Null for the Beheerder (no switch); else whether the other takken are shown too. */
      alleTakken: beheerder ? null : alle,
      tak: url.searchParams.get("tak") ?? "",
      toon: Number.parseInt(url.searchParams.get("toon") ?? "", 10) || null,
      mededeling: mededeling ? { ...mededeling, verlopen: mededeling.zichtbaarTot <= now } : null,
      // The announcement is the whole group's: the Beheerder's.
      magMededeling: actor.rol === "beheerder",
      // 'Afgelasten' says how many parents will hear of it.
      meldingen,
    };
  },
  actions: {
    "activiteit-verwijderen": ({ id }) =>
      change(() => deleteActiviteit(numericId(id)), "activiteit-verwijderd", "Er is een fout opgetreden bij het verwijderen van de activiteit"),
    "activiteit-afgelasten": ({ body, id }) =>
      change(
        () => {
          const { reden, vervangenDoor } = parseInput(afgelastenInput, body);
          return setAfgelast(numericId(id), true, reden, vervangenDoor);
        },
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
