import { activiteitTakken, beheerbareActiviteit, listActiviteitenBeheer } from "~/domains/activiteiten/activiteiten.server";
import { deleteActiviteit, setAfgelast } from "~/domains/activiteiten/mutations.server";
import { effectiveEnd, isKomend } from "~/domains/activiteiten/komend.server";
import { leeftijdsTakken } from "~/domains/activiteiten/overzicht.server";
import { afmeldingenVoor } from "~/domains/afmeldingen/afmeldingen.server";
import { AFMELDING_BEWAREN_DAGEN } from "~/domains/afmeldingen/rules";
import { now as clockNow } from "~/lib/clock.server";
import type { ActiviteitView } from "~/domains/activiteiten/rules";
import { afgelastenInput } from "~/domains/activiteiten/validation";
import { getMededeling } from "~/domains/mededeling/mededeling.server";
import { meldingOuders } from "~/domains/meldingen/beheer.server";
import { clearMededeling, setMededeling } from "~/domains/mededeling/mutations.server";
import { mededelingInput } from "~/domains/mededeling/validation";
import { numericId } from "~/lib/http.server";
import { change, defineSection, formChange } from "~/admin/part.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'Activiteiten': every tak's calendar, and above it the group's one announcement ('Mededeling'). A Takleiding sees
 * their own takken's activities (and the whole group's) unless ?alle=1, and the changes the server allows them.
 */
export const activiteitenSectie = defineSection({
  async load({ url, actor }) {
    const now = clockNow();
    const [activiteiten, takken, mededeling, leeftijd, magBeheren, meldingen] = await Promise.all([
      listActiviteitenBeheer(now),
      activiteitTakken(),
      getMededeling(),
      leeftijdsTakken(),
      beheerbareActiviteit(actor),
      meldingOuders(),
    ]);
    const beheerder = actor.rol === "beheerder";
    const eigen = takken.filter((t) => actor.takken.includes(t.id)).map((t) => t.slug);
    const alle = beheerder || url.searchParams.get("alle") === "1";
    const getoond = alle ? activiteiten : activiteiten.filter((a) => a.heleGroep || a.takken.some((t) => eigen.includes(t.slug)));
    // 'Afmeldingen (N)' (issue 39): on the activities of an age tak the account leads (every one for the Beheerder),
    // while they are coming and as long as their names are kept.
    const leeftijdSlugs = new Set(leeftijd.map((t) => t.slug));
    const mijnLeeftijd = new Set(leeftijd.filter((t) => beheerder || actor.takken.includes(t.id)).map((t) => t.slug));
    const toontAfmeldingen = (a: ActiviteitView) =>
      effectiveEnd(a) + AFMELDING_BEWAREN_DAGEN * DAY_MS > now && (a.heleGroep ? mijnLeeftijd.size > 0 : a.takken.some((t) => leeftijdSlugs.has(t.slug) && mijnLeeftijd.has(t.slug)));
    const metAfmeldingen = getoond.filter(toontAfmeldingen);
    const afmeldingen = await afmeldingenVoor(actor, metAfmeldingen.map((a) => a.id));
    const zichtbaar = new Set(metAfmeldingen.map((a) => a.id));
    return {
      activiteiten: getoond.map((a) => ({
        ...a,
        komend: isKomend(a, now),
        magBeheren: magBeheren(a),
        afmeldingen: zichtbaar.has(a.id) ? (afmeldingen.get(a.id) ?? { aantal: 0, lijst: [] }) : null,
      })),
      takken: takken.filter((t) => alle || eigen.includes(t.slug)).map(({ slug, name }) => ({ slug, name })),
      /** Null for the Beheerder (no switch); else whether the other takken are shown too. */
      alleTakken: beheerder ? null : alle,
      tak: url.searchParams.get("tak") ?? "",
      toon: Number.parseInt(url.searchParams.get("toon") ?? "", 10) || null,
      eerdere: url.searchParams.get("eerdere") === "1",
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
      formChange(
        body,
        afgelastenInput,
        ({ reden, vervangenDoor }) => setAfgelast(numericId(id), true, reden, vervangenDoor),
        "activiteit-afgelast",
        "Er is een fout opgetreden bij het afgelasten van de activiteit",
      ),
    "activiteit-terugzetten": ({ id }) =>
      change(() => setAfgelast(numericId(id), false, null), "activiteit-teruggezet", "Er is een fout opgetreden bij het terugzetten van de activiteit"),
    "mededeling-opslaan": ({ body }) =>
      formChange(body, mededelingInput(clockNow()), setMededeling, "mededeling-opgeslagen", "Er is een fout opgetreden bij het opslaan van de mededeling"),
    "mededeling-verwijderen": () =>
      change(() => clearMededeling(), "mededeling-verwijderd", "Er is een fout opgetreden bij het verwijderen van de mededeling"),
  },
});
