// The activity form's values: from a stored activity, from a refused post, and what the writer may choose. Kept out of
// the route module (admin.activiteit.tsx), which stays thin.
import { EMPTY_KAMP, type KampFormValues } from "./KampVelden";
import type { ActiviteitFormValues } from "./ActiviteitForm";
import { beheerbareActiviteit, listActiviteiten, toApi, type TakKeuze } from "~/domains/activiteiten/activiteiten.server";
import type { KampView } from "~/domains/activiteiten/kamp";
import { datumLabel, HELE_GROEP, tijdLabel, vervangingKeuze, type ActiviteitView } from "~/domains/activiteiten/rules";
import type { Actor } from "~/domains/auth/actor.server";
import { now as clockNow } from "~/lib/clock.server";
import { toDateTimeLocal } from "~/lib/days";

/** The kamp fields of a stored camp as the form shows them (the packing list one line per item). */
function kampFormValues(kamp: KampView | null): KampFormValues {
  if (!kamp) return EMPTY_KAMP;
  return {
    "kamp.vertrek.plaats": kamp.vertrekPlaats ?? "",
    "kamp.terugkeer.plaats": kamp.terugkeerPlaats ?? "",
    "kamp.adres": kamp.adres ?? "",
    "kamp.prijs": kamp.prijsCent === null ? "" : prijsInvoer(kamp.prijsCent),
    "kamp.steun": kamp.steun ?? "",
    "kamp.paklijst": kamp.paklijst.join("\n"),
    "kamp.inschrijving.url": kamp.inschrijvingUrl ?? "",
    "kamp.inschrijving.deadline": kamp.inschrijvingDeadline ?? "",
    "kamp.contact": kamp.contact ?? "",
  };
}

/** '165' or '165,50', as a Belgian types it. */
function prijsInvoer(cent: number): string {
  return cent % 100 === 0 ? String(cent / 100) : `${Math.floor(cent / 100)},${String(cent % 100).padStart(2, "0")}`;
}

/** The form's values of a stored activity; a copy ('Dupliceren') starts a week later and is not cancelled. */
export function formValues(a: ActiviteitView, shiftMs = 0): ActiviteitFormValues {
  const api = toApi(a);
  const copy = shiftMs !== 0;
  return {
    titel: a.titel,
    takken: api.takken,
    start: toDateTimeLocal(a.start + shiftMs),
    einde: a.einde === null ? "" : toDateTimeLocal(a.einde + shiftMs),
    plaats: a.plaats ?? "",
    beschrijving: a.beschrijving ?? "",
    meebrengen: a.meebrengen ?? "",
    nieuws: a.nieuws,
    afgelast: copy ? false : a.afgelast,
    reden: copy ? "" : (a.reden ?? ""),
    vervangenDoor: copy || !a.vervangenDoor ? "" : String(a.vervangenDoor.id),
    kamp: a.kamp !== null,
    kampVelden: kampFormValues(a.kamp),
    inschrijven: a.inschrijving !== null,
    plaatsen: a.inschrijving?.plaatsen == null ? "" : String(a.inschrijving.plaatsen),
    inschrijvenTot: a.inschrijving?.tot == null ? "" : toDateTimeLocal(a.inschrijving.tot + shiftMs),
  };
}

export const EMPTY: ActiviteitFormValues = {
  titel: "",
  takken: [],
  start: "",
  einde: "",
  plaats: "",
  beschrijving: "",
  meebrengen: "",
  nieuws: false,
  afgelast: false,
  reden: "",
  vervangenDoor: "",
  kamp: false,
  kampVelden: EMPTY_KAMP,
  inschrijven: false,
  plaatsen: "",
  inschrijvenTot: "",
};

/** Whether every tak of the values is one the writer may choose (an activity of another tak is not theirs to edit). */
export function binnenKeuze(values: ActiviteitFormValues, keuze: TakKeuze): boolean {
  return values.takken.every((slug) => (slug === HELE_GROEP ? keuze.heleGroep : keuze.takken.some((t) => t.slug === slug)));
}

/**
 * 'Vervangen door': coming activities of the same tak that go ahead and that the writer may change (and the one named
 * now, whatever it is), as the form's options.
 */
export async function vervangingOpties(activiteit: ActiviteitView, actor: Actor): Promise<{ id: number; label: string }[]> {
  const [komend, magBeheren] = await Promise.all([listActiviteiten({ komendOp: clockNow() }), beheerbareActiviteit(actor)]);
  const keuzes = vervangingKeuze(activiteit, komend, magBeheren);
  const huidige = activiteit.vervangenDoor;
  const label = (a: { titel: string; start: number; einde: number | null }) => `${a.titel} (${datumLabel(a)}, ${tijdLabel(a)})`;
  return [
    ...(huidige && !keuzes.some((k) => k.id === huidige.id) ? [{ id: huidige.id, label: label(huidige) }] : []),
    ...keuzes.map((k) => ({ id: k.id, label: label(k) })),
  ];
}
