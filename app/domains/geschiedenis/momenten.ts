// The demo group's milestones on the history page ('Belangrijke momenten'): the starting value of the setting, which
// the group changes in the admin ('Instellingen' > 'Teksten') or through /api/geschiedenis/momenten.
import type { Moment } from "~/domains/instellingen/rules";

export const belangrijkeMomenten: readonly Moment[] = [
  {
    jaar: 1956,
    titel: "De stichting",
    tekst: "Onderpastoor Van Damme brengt vierentwintig jongens samen: Scouts Sint-Joris is geboren.",
  },
  {
    jaar: 1970,
    titel: "Eerste buitenlandse kamp",
    tekst: "De verkenners trekken voor het eerst over de grens, op kamp in Vianden in Luxemburg.",
  },
  {
    jaar: 2001,
    titel: "45 jaar Sint-Joris",
    tekst: "Met een groot feest, een tentoonstelling en honderden oud-leden vieren we ons 45-jarig jubileum.",
  },
  {
    jaar: 2016,
    titel: "60 jaar Sint-Joris",
    tekst: "Zestig jaar scouting in Demostad, gevierd met een jubileumweekend voor leden, ouders en oud-leiding.",
  },
  {
    jaar: 2019,
    titel: "Nieuwe lokalen",
    tekst: "In september openen de nieuwe lokalen: eindelijk een eigen ruimte voor elke tak.",
  },
];
