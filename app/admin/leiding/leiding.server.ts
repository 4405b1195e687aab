import { redirect } from "react-router";
import { addLeidingTak, deleteLeiding, deleteLeidingTak, updateLeidingTak } from "~/domains/leiding/mutations.server";
import { listLeidingBeheer } from "~/domains/leiding/leiding.server";
import { leiderRechten } from "~/domains/leiding/rechten.server";
import { leidingTakInput, leidingTakUpdateInput } from "~/domains/leiding/validation";
import { bekendmakenNu, prepareConcept, setBekendmaking, verwijderConcept, verwijderUitArchief } from "~/domains/scoutsjaar/mutations.server";
import { jaarLabel, jaarStatus, parseJaarLabel } from "~/domains/scoutsjaar/rules";
import { archiefVanJaar, jarenOverzicht } from "~/domains/scoutsjaar/scoutsjaar.server";
import { bekendmakingInput, conceptInput } from "~/domains/scoutsjaar/validation";
import { listTakkenApi } from "~/domains/takken/takken.server";
import { ROL, woorden } from "~/domains/takken/rules";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { formDataOf, NO_STORE } from "~/lib/admin-form.server";
import { numericId } from "~/lib/http.server";
import { parseForm } from "~/lib/forms";
import { change, defineSection, formChange, refusedPanelForm } from "~/admin/part.server";

/**
 * 'Leiding': the leaders of one scouting year, with the year's own block (prepare, reveal, archive). A Takleiding
 * sees their own takken's leaders unless ?alle=1, with only the controls the leader rules allow them.
 */
export const leidingSectie = defineSection({
  async load({ url, actor }) {
    // ?jaar= picks the scouting year being edited: the current one (default), the draft, or an archived year.
    const overzicht = await jarenOverzicht();
    const kiesbaar = [overzicht.huidig, ...(overzicht.concept ? [overzicht.concept.beginjaar] : []), ...overzicht.archief];
    const gevraagd = parseJaarLabel(url.searchParams.get("jaar"));
    const gekozen = gevraagd !== null && kiesbaar.includes(gevraagd) ? gevraagd : overzicht.huidig;
    const status = jaarStatus(gekozen, overzicht.huidig);
    const [leidingRijen, archief, takken, { groep }] = await Promise.all([
      status === "archief" ? Promise.resolve([]) : listLeidingBeheer(gekozen, overzicht.huidig),
      status === "archief" ? archiefVanJaar(gekozen) : Promise.resolve(null),
      listTakkenApi(),
      getInstellingen(),
    ]);
    // The role is named in the group's word here ('Afdelingsleiding'); the API keeps the specification's 'Takleiding'.
    const rol = takken.find((t) => t.soort === ROL);
    const rolNaam = woorden(groep.takWoord).Takleiding;
    const leiding = leidingRijen.map((l) => ({ ...l, takken: l.takken.map((t) => (t.tak_id === rol?.id ? { ...t, tak_name: rolNaam } : t)) }));
    const jaren = {
      gekozen: jaarLabel(gekozen),
      status,
      huidig: jaarLabel(overzicht.huidig),
      volgend: jaarLabel(overzicht.huidig + 1),
      concept: overzicht.concept ? { jaar: jaarLabel(overzicht.concept.beginjaar), bekendmaking: overzicht.concept.bekendmaking } : null,
      archief: overzicht.archief.map(jaarLabel),
    };
    const beheerder = actor.rol === "beheerder";
    const alle = beheerder || url.searchParams.get("alle") === "1";
    const rechten = await leiderRechten(
      leiding.map((l) => l.id),
      gekozen,
      takken.map((t) => t.id),
      actor,
    );
    const rijen = leiding.filter((l) => alle || rechten.get(l.id)!.eigen).map((l) => ({ ...l, rechten: rechten.get(l.id)! }));
    return {
      leiding: rijen,
      archief,
      jaren,
      // A Takleiding moves their own assignments to their own takken only.
      takken: takken.filter((t) => beheerder || actor.takken.includes(t.id)).map((t) => ({ id: t.id, name: t.soort === ROL ? rolNaam : t.name })),
      alleTakken: beheerder ? null : alle,
    };
  },
  actions: {
    "leiding-verwijderen": ({ id }) =>
      change(() => deleteLeiding(numericId(id)), "leiding-verwijderd", "Er is een fout opgetreden bij het verwijderen van de leiding"),
    "tak-toevoegen": ({ body }) => formChange(body, leidingTakInput, addLeidingTak, "tak-toegevoegd", "Er is een fout opgetreden bij het toevoegen van de tak"),
    "tak-wijzigen": ({ body, id }) =>
      formChange(body, leidingTakUpdateInput, (input) => updateLeidingTak(numericId(id), input), "tak-gewijzigd", "Er is een fout opgetreden bij het wijzigen van de tak"),
    "tak-verwijderen": ({ id }) =>
      change(() => deleteLeidingTak(numericId(id)), "tak-verwijderd", "Er is een fout opgetreden bij het verwijderen van de tak"),
    "scoutsjaar-voorbereiden": async ({ body }) => {
      const submission = parseForm(formDataOf(body), conceptInput);
      if (submission.status !== "success") return refusedPanelForm(submission);
      try {
        const { beginjaar } = await prepareConcept(submission.value);
        // Straight to the draft: the admin edits it next.
        return redirect(`/admin?sectie=leiding&jaar=${jaarLabel(beginjaar)}&melding=scoutsjaar-voorbereid`, { headers: NO_STORE });
      } catch (error) {
        return change(() => Promise.reject(error), "scoutsjaar-voorbereid", "Er is een fout opgetreden bij het voorbereiden van het scoutsjaar");
      }
    },
    "bekendmaking-opslaan": ({ body }) =>
      formChange(body, bekendmakingInput, setBekendmaking, "bekendmaking-opgeslagen", "Er is een fout opgetreden bij het opslaan van de bekendmaking"),
    "nu-bekendmaken": () =>
      change(() => bekendmakenNu(), "scoutsjaar-bekendgemaakt", "Er is een fout opgetreden bij het bekendmaken van het scoutsjaar"),
    "concept-verwijderen": () =>
      change(() => verwijderConcept(), "concept-verwijderd", "Er is een fout opgetreden bij het verwijderen van het concept"),
    "archief-verwijderen": ({ id }) =>
      change(() => verwijderUitArchief(numericId(id)), "archief-verwijderd", "Er is een fout opgetreden bij het verwijderen uit het archief"),
  },
});
