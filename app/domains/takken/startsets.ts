// The sets of takken a new group can start from ('Aan de slag'): the age sections of the Flemish movements as they
// publish them, as data (ADR 0040 names the sources). A group ticks the names it uses; everything can be renamed,
// reordered, recoloured or retired afterwards. The colours are the site's own choice, not the movements'.
import type { TakSoort, TakWoord } from "./rules";

export interface StartNaam {
  naam: string;
  /** Whom the name is for: the movement's boys', girls' or mixed name, its sea scouts' name, or another local name. */
  voor?: "jongens" | "meisjes" | "gemengd" | "zeescouts" | "ook gebruikt";
  /** Ticked when the form opens. */
  standaard?: boolean;
}

export interface StartTak {
  leeftijd: string;
  kleur: string;
  soort: TakSoort;
  namen: StartNaam[];
}

export interface StartSet {
  id: string;
  naam: string;
  /** The movement's word for a tak: the group's word when it starts from this set. */
  woord: TakWoord;
  uitleg: string;
  takken: StartTak[];
}

export const START_SETS: readonly StartSet[] = [
  {
    id: "scouts-en-gidsen-vlaanderen",
    naam: "Scouts en Gidsen Vlaanderen",
    woord: "tak",
    uitleg: "Vijf leeftijdstakken van drie jaar (de kapoenen twee, de jins één of twee), met de namen voor jongens, meisjes of gemengd, en de zeescouts. Akabe voor kinderen en jongeren met een beperking kan erbij.",
    takken: [
      { leeftijd: "6-8", kleur: "#DCEF07", soort: "leeftijd", namen: [{ naam: "Kapoenen", standaard: true }, { naam: "Zeehondjes", voor: "zeescouts" }] },
      {
        leeftijd: "8-11",
        kleur: "#4EBDB6",
        soort: "leeftijd",
        namen: [{ naam: "Welpen", voor: "jongens" }, { naam: "Kabouters", voor: "meisjes" }, { naam: "Welpen-Kabouters", voor: "gemengd", standaard: true }, { naam: "Zeewelpen", voor: "zeescouts" }],
      },
      {
        leeftijd: "11-14",
        kleur: "#FB8B05",
        soort: "leeftijd",
        namen: [{ naam: "Jongverkenners", voor: "jongens" }, { naam: "Jonggidsen", voor: "meisjes" }, { naam: "Jonggivers", voor: "gemengd", standaard: true }, { naam: "Scheepsmakkers", voor: "zeescouts" }],
      },
      {
        leeftijd: "14-17",
        kleur: "#0D29D3",
        soort: "leeftijd",
        namen: [{ naam: "Verkenners", voor: "jongens" }, { naam: "Gidsen", voor: "meisjes" }, { naam: "Givers", voor: "gemengd", standaard: true }, { naam: "Zeeverkenners", voor: "zeescouts" }],
      },
      { leeftijd: "17-18", kleur: "#B1031C", soort: "leeftijd", namen: [{ naam: "Jin", standaard: true }, { naam: "Loodsen", voor: "zeescouts" }] },
      { leeftijd: "6-21", kleur: "#296B07", soort: "leeftijd", namen: [{ naam: "Akabe" }] },
      { leeftijd: "18+", kleur: "#730CCD", soort: "leiding", namen: [{ naam: "Leiding", standaard: true }] },
      { leeftijd: "18+", kleur: "#542D00", soort: "leiding", namen: [{ naam: "Groepsleiding", standaard: true }] },
    ],
  },
  {
    id: "chiro",
    naam: "Chiro",
    woord: "afdeling",
    uitleg: "Zes afdelingen van twee jaar. Groepen zonder ribbels laten de speelclub bij 6 jaar beginnen.",
    takken: [
      { leeftijd: "6-8", kleur: "#E30613", soort: "leeftijd", namen: [{ naam: "Ribbels", standaard: true }, { naam: "Sloebers", voor: "ook gebruikt" }, { naam: "Pinkels", voor: "ook gebruikt" }] },
      { leeftijd: "8-10", kleur: "#F39200", soort: "leeftijd", namen: [{ naam: "Speelclub", standaard: true }] },
      { leeftijd: "10-12", kleur: "#FFD500", soort: "leeftijd", namen: [{ naam: "Rakwi's", standaard: true }] },
      { leeftijd: "12-14", kleur: "#009640", soort: "leeftijd", namen: [{ naam: "Tito's", standaard: true }] },
      { leeftijd: "14-16", kleur: "#0069B4", soort: "leeftijd", namen: [{ naam: "Keti's", standaard: true }] },
      { leeftijd: "16-18", kleur: "#662483", soort: "leeftijd", namen: [{ naam: "Aspi's", standaard: true }] },
      { leeftijd: "18+", kleur: "#1D1D1B", soort: "leiding", namen: [{ naam: "Leiding", standaard: true }] },
      { leeftijd: "18+", kleur: "#542D00", soort: "leiding", namen: [{ naam: "Groepsleiding", standaard: true }] },
    ],
  },
  {
    id: "ksa",
    naam: "KSA",
    woord: "tak",
    uitleg: "Zes leeftijdsgroepen van twee jaar, van het eerste leerjaar tot het zesde middelbaar. De namen van de jongste groep verschillen van groep tot groep.",
    takken: [
      { leeftijd: "6-8", kleur: "#F7A600", soort: "leeftijd", namen: [{ naam: "Leeuwkes", standaard: true }, { naam: "Kabouters", voor: "ook gebruikt" }, { naam: "Sloebers", voor: "ook gebruikt" }] },
      { leeftijd: "8-10", kleur: "#E94E1B", soort: "leeftijd", namen: [{ naam: "Piepjongknapen", standaard: true }] },
      { leeftijd: "10-12", kleur: "#4EBDB6", soort: "leeftijd", namen: [{ naam: "Jongknapen", standaard: true }] },
      { leeftijd: "12-14", kleur: "#1D71B8", soort: "leeftijd", namen: [{ naam: "Knapen", standaard: true }] },
      { leeftijd: "14-16", kleur: "#296B07", soort: "leeftijd", namen: [{ naam: "Jonghernieuwers", standaard: true }] },
      { leeftijd: "16-18", kleur: "#B1031C", soort: "leeftijd", namen: [{ naam: "Hernieuwers", standaard: true }] },
      { leeftijd: "18+", kleur: "#312783", soort: "leiding", namen: [{ naam: "Leiding", standaard: true }] },
      { leeftijd: "18+", kleur: "#542D00", soort: "leiding", namen: [{ naam: "Hoofdleiding", standaard: true }] },
    ],
  },
  {
    id: "fos-open-scouting",
    naam: "FOS Open Scouting",
    woord: "tak",
    uitleg: "De takindeling die de federatie voorstelt, met de namen voor jongens, meisjes of gemengd en de zeescouts. De wolventak is een keuze; de stam is er voor wie na de leiding blijft meedoen.",
    takken: [
      { leeftijd: "5-7", kleur: "#DCEF07", soort: "leeftijd", namen: [{ naam: "Bevers", standaard: true }, { naam: "Zeehonden", voor: "zeescouts" }] },
      { leeftijd: "8-10", kleur: "#4EBDB6", soort: "leeftijd", namen: [{ naam: "Welpen", standaard: true }] },
      { leeftijd: "10-11", kleur: "#7A5C2E", soort: "leeftijd", namen: [{ naam: "Wolven" }] },
      {
        leeftijd: "11-13",
        kleur: "#FB8B05",
        soort: "leeftijd",
        namen: [{ naam: "Jongverkenners", voor: "jongens" }, { naam: "Jonggidsen", voor: "meisjes" }, { naam: "Jonggidsen-Jongverkenners", voor: "gemengd", standaard: true }, { naam: "Aspiranten", voor: "zeescouts" }],
      },
      {
        leeftijd: "14-15",
        kleur: "#0D29D3",
        soort: "leeftijd",
        namen: [{ naam: "Verkenners", voor: "jongens" }, { naam: "Gidsen", voor: "meisjes" }, { naam: "Gidsen-Verkenners", voor: "gemengd", standaard: true }, { naam: "Juniors", voor: "zeescouts" }],
      },
      { leeftijd: "16-17", kleur: "#B1031C", soort: "leeftijd", namen: [{ naam: "Seniors", standaard: true }, { naam: "Loodsen", voor: "zeescouts" }] },
      { leeftijd: "18+", kleur: "#730CCD", soort: "leiding", namen: [{ naam: "Leiding", standaard: true }] },
      { leeftijd: "18+", kleur: "#D94B38", soort: "vrienden", namen: [{ naam: "Stam" }] },
    ],
  },
  {
    id: "leeg",
    naam: "Leeg beginnen",
    woord: "tak",
    uitleg: "Geen takken: je voegt ze zelf een voor een toe.",
    takken: [],
  },
];
