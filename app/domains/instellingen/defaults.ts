// The starting values of a new group's settings: neutral, naming no group, address, phone, e-mail or history. What
// only the group can know starts empty, and the pages leave it out until it is filled in ('Aan de slag' lists it).
// The demo group has its own starting values (app/demo/groep.ts).

import { ALBUMS_BEWAREN, STANDAARD_KLEUR, type Groep, type Instellingen, type Teksten } from "./rules";

/** The name of a group that has not given one yet. */
export const STANDAARD_NAAM = "Scoutsgroep";

/** The longest short name (the text under the icon on a phone). */
const MAX_KORTE_NAAM = 40;

export function neutraleGroep(naam: string = STANDAARD_NAAM): Groep {
  return {
    naam,
    korteNaam: naam === STANDAARD_NAAM ? "Scouts" : naam.slice(0, MAX_KORTE_NAAM).trim(),
    opgericht: null,
    adres: { straat: "", postcode: "", gemeente: "" },
    email: "",
    telefoon: "",
    kaart: null,
    sociaal: { facebook: "", instagram: "", tiktok: "" },
    // The umbrella organisation's, the same for every Flemish scouts group.
    links: {
      ledenadministratie: { naam: "Groepsadmin", url: "https://groepsadmin.scoutsengidsenvlaanderen.be" },
      partner: { naam: "Scouts en Gidsen Vlaanderen", url: "https://www.scoutsengidsenvlaanderen.be" },
      privacybeleid: "https://www.scoutsengidsenvlaanderen.be/privacy",
    },
    bijeenkomst: "",
    leeftijden: { van: 6, tot: 18 },
    maker: { naam: "de leiding", url: "" },
    albumsBewaren: ALBUMS_BEWAREN.standaard,
    takWoord: "tak",
  };
}

export const NEUTRALE_TEKSTEN: Teksten = {
  over: {
    lidWorden: [
      "Je kan lid worden vanaf zes jaar, of als je zes wordt vóór 1 januari van het werkjaar, of als je in het eerste leerjaar zit.",
      "Je blijft lid tot je achttien bent. Daarna kan je zelf leiding worden en de volgende generatie scouts mee laten groeien.",
      "Kom gerust eens proberen: de eerste vergaderingen zijn vrijblijvend. Neem contact op en we vertellen je graag meer.",
    ].join("\n\n"),
    lokaal: {
      titel: "Verhuur van ons lokaal",
      tekst: "Onze lokalen kunnen niet gehuurd worden. Ze zijn er enkel voor de werking van onze eigen scoutsgroep.",
    },
    waarden: [
      { titel: "Vriendschap", tekst: "Bij ons hoort iedereen erbij. Samen spelen, samen lachen en vrienden maken voor het leven." },
      { titel: "Avontuur", tekst: "Tochten, weekends en kampen: we trekken de natuur in en ontdekken steeds iets nieuws." },
      { titel: "Groei", tekst: "Verantwoordelijkheid leren opnemen, in je eigen tempo, tot je zelf leiding wordt." },
    ],
  },
  geschiedenis: {
    intro: "Elke periode kreeg een eigen kenteken. Klik op een kenteken om te lezen wie toen de groep leidde, waar het kamp doorging en wat er dat jaar allemaal gebeurde.",
  },
  kamp: {
    steun: "Geld mag geen drempel zijn om mee op kamp te gaan. Neem gerust contact op met de groepsleiding: samen zoeken we een oplossing, in alle vertrouwen.",
  },
  voettekst: "Spel, avontuur en vriendschap voor kinderen en jongeren",
};

/**
 * The settings a new group starts with: its name (when it gave one) and neutral values for the rest. A clean start
 * stores them (seedInstellingen); a group made in hosting mode gets them with its own name.
 */
export function neutraleInstellingen(naam: string = STANDAARD_NAAM): Instellingen {
  return {
    groep: neutraleGroep(naam),
    kleur: STANDAARD_KLEUR,
    logo: null,
    teksten: structuredClone(NEUTRALE_TEKSTEN),
    momenten: [],
  };
}

/** What a part of the settings falls back to when it is missing or unreadable (and a page before any settings). */
export const STANDAARD_INSTELLINGEN: Instellingen = neutraleInstellingen();
