// The fictional demo group's identity: the starting values of the settings when the site starts with demo content, and
// what 'Demo-inhoud verwijderen' gives back to the neutral starting values (app/domains/instellingen/defaults.ts)
// wherever the group has not changed it yet. Small and free of the demo's rows: the admin loads it on every request.

import { NEUTRALE_TEKSTEN, neutraleGroep } from "~/domains/instellingen/defaults";
import { STANDAARD_KLEUR, type Groep, type Instellingen, type Moment, type Teksten } from "~/domains/instellingen/rules";

/** The demo's made-up internet domain: its addresses and links end in it. */
export const DEMO_DOMEIN = "scoutsdemostad.be";

export const DEMO_GROEP: Groep = {
  ...neutraleGroep("Scouts Sint-Joris Demostad"),
  korteNaam: "Sint-Joris",
  opgericht: 1956,
  adres: { straat: "Scoutsstraat 12", postcode: "9999", gemeente: "Demostad" },
  email: `info@${DEMO_DOMEIN}`,
  telefoon: "0470 00 00 00",
  kaart: { lat: 51.04, lon: 3.72 },
  sociaal: {
    facebook: "https://www.facebook.com/scoutsdemostad",
    instagram: "https://www.instagram.com/scoutsdemostad",
    tiktok: "https://www.tiktok.com/@scoutsdemostad",
  },
  bijeenkomst: "Elke zaterdag 14u-17u",
  maker: { naam: "de leiding van Sint-Joris", url: `https://www.${DEMO_DOMEIN}` },
};

export const DEMO_TEKSTEN: Teksten = {
  ...NEUTRALE_TEKSTEN,
  geschiedenis: {
    intro: [
      `In ${DEMO_GROEP.opgericht} begon ${DEMO_GROEP.naam} met een handvol jongens, een geleende vlag en veel goede wil. Sindsdien trokken duizenden kinderen en jongeren op zaterdag het bos in, gingen ze op kamp en groeiden ze op tot leiding.`,
      NEUTRALE_TEKSTEN.geschiedenis.intro,
    ].join("\n\n"),
  },
  kamp: {
    steun: `Geld mag geen drempel zijn om mee op kamp te gaan. Neem gerust contact op met de groepsleiding (${DEMO_GROEP.email}): samen zoeken we een oplossing, in alle vertrouwen.`,
  },
  // The specification's footer says 5 to 18 where the about page says 6 to 18: both readings exist.
  voettekst: "Spel, avontuur en vriendschap voor kinderen en jongeren van 5 tot 18 jaar",
};

/** The demo group's milestones on the history page ('Belangrijke momenten'). */
export const DEMO_MOMENTEN: readonly Moment[] = [
  { jaar: 1956, titel: "De stichting", tekst: "Onderpastoor Van Damme brengt vierentwintig jongens samen: Scouts Sint-Joris is geboren." },
  { jaar: 1970, titel: "Eerste buitenlandse kamp", tekst: "De verkenners trekken voor het eerst over de grens, op kamp in Vianden in Luxemburg." },
  { jaar: 2001, titel: "45 jaar Sint-Joris", tekst: "Met een groot feest, een tentoonstelling en honderden oud-leden vieren we ons 45-jarig jubileum." },
  { jaar: 2016, titel: "60 jaar Sint-Joris", tekst: "Zestig jaar scouting in Demostad, gevierd met een jubileumweekend voor leden, ouders en oud-leiding." },
  { jaar: 2019, titel: "Nieuwe lokalen", tekst: "In september openen de nieuwe lokalen: eindelijk een eigen ruimte voor elke tak." },
];

export const DEMO_INSTELLINGEN: Instellingen = {
  groep: DEMO_GROEP,
  kleur: STANDAARD_KLEUR,
  logo: null,
  teksten: DEMO_TEKSTEN,
  momenten: DEMO_MOMENTEN.map((m) => ({ ...m })),
};

/** A tak's address in the demo: kapoenen@scoutsdemostad.be. */
export function demoTakEmail(naam: string): string {
  return `${naam.toLowerCase()}@${DEMO_DOMEIN}`;
}

export function isDemoEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${DEMO_DOMEIN}`);
}

/**
 * The takken's texts as every installation got them before issue 38, which named the demo group, its town and its
 * meeting time (SHA-256, first 16 hex digits). A tak whose text is still one of them, never saved by anyone, gets the
 * neutral text of app/domains/takken/basis.ts back.
 */
export const OUDE_DEMO_TAKTEKSTEN = new Set([
  "f5668d0fd6513bc0",
  "d31024d030f0af7c",
  "5c860a7060206e39",
  "aff124924e18eb14",
  "33c0d8fa99bd966b",
  "ce45cc182e2a402a",
  "a68f2e46b08817ac",
]);

// ---- What is still the demo's -----------------------------------------------------------------------------------

/** A detail of 'Groep' as the confirmation names it, with the fields it covers. */
const GROEP_DELEN: { label: string; velden: (keyof Groep)[] }[] = [
  { label: "naam", velden: ["naam", "korteNaam"] },
  { label: "jaar van oprichting", velden: ["opgericht"] },
  { label: "adres", velden: ["adres"] },
  { label: "plaats op de kaart", velden: ["kaart"] },
  { label: "e-mailadres", velden: ["email"] },
  { label: "telefoonnummer", velden: ["telefoon"] },
  { label: "bijeenkomst", velden: ["bijeenkomst"] },
  { label: "sociale media", velden: ["sociaal"] },
  { label: "'Website gemaakt door'", velden: ["maker"] },
];

const TEKST_DELEN: { label: string; lees: (t: Teksten) => string }[] = [
  { label: "inleiding van de geschiedenis", lees: (t) => t.geschiedenis.intro },
  { label: "tekst over steun bij de kampprijs", lees: (t) => t.kamp.steun },
  { label: "regel in de voettekst", lees: (t) => t.voettekst },
];

function gelijk(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** `current`'s fields that still hold the demo's value, each given back to the neutral one; nested objects field by field. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function terugNaarNeutraal<T>(current: T, demo: T, neutraal: T): T {
  if (gelijk(current, demo)) return structuredClone(neutraal);
  if (isRecord(current) && isRecord(demo) && isRecord(neutraal)) {
    const result: Record<string, unknown> = { ...current };
    for (const key of Object.keys(result)) result[key] = terugNaarNeutraal(result[key], demo[key], neutraal[key]);
    return result as T;
  }
  return current;
}

/** What 'Demo-inhoud verwijderen' changes in the settings: their parts that still hold the demo group's values. */
export interface DemoIdentiteit {
  /** The settings with every such part back to the neutral starting value (the group's own name stays its own). */
  instellingen: Instellingen;
  /** What changes, in the words of the confirmation ('naam', 'adres', '5 belangrijke momenten', ...). */
  delen: string[];
}

export function demoIdentiteit(current: Instellingen): DemoIdentiteit {
  const delen: string[] = [];
  const groep = { ...current.groep };
  for (const { label, velden } of GROEP_DELEN) {
    let veranderd = false;
    for (const veld of velden) {
      // The short name goes back to one made from the group's own name, when it has one.
      const neutraal = neutraleGroep(veld === "naam" ? undefined : groep.naam);
      const nieuw = terugNaarNeutraal(groep[veld], DEMO_GROEP[veld], neutraal[veld]);
      if (!gelijk(nieuw, groep[veld])) {
        (groep as Record<string, unknown>)[veld] = nieuw;
        veranderd = true;
      }
    }
    if (veranderd) delen.push(label);
  }
  const teksten = terugNaarNeutraal(current.teksten, DEMO_TEKSTEN, NEUTRALE_TEKSTEN);
  for (const { label, lees } of TEKST_DELEN) if (lees(teksten) !== lees(current.teksten)) delen.push(label);
  const momenten = current.momenten.filter((m) => !DEMO_MOMENTEN.some((d) => gelijk({ jaar: m.jaar, titel: m.titel, tekst: m.tekst }, d)));
  const weg = current.momenten.length - momenten.length;
  if (weg) delen.push(weg === 1 ? "1 belangrijk moment" : `${weg} belangrijke momenten`);
  return { instellingen: { ...current, groep, teksten, momenten }, delen };
}
