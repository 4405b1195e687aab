// The demo group's calendar: one scouting year (1 September - 31 August) around the day the demo is loaded, so the
// site looks like a real group's year whatever that day is. A pure function of that day: the same day gives the
// same activities.
import { addDays, weekdayOf } from "~/lib/days";
import type { DemoActiviteit, DemoKamp } from "./types";

const LOKAAL = "Scoutslokaal Sint-Joris, Scoutsstraat 12";
const UNIFORM = "Uniform en kleren die vuil mogen worden";

/** What each age tak does on its Saturdays, in turn through the year. */
const ZATERDAGEN: Record<string, { titels: string[]; extra: Record<number, string> }> = {
  Kapoenen: {
    titels: ["Piratenspel in het bos", "Knutselnamiddag", "Dierenzoektocht", "Pannenkoeken bakken", "Sprookjesbos", "Waterspelletjes", "Verkleedfeest", "Speurtocht naar de schat van Zilverbaard"],
    extra: { 6: "Verkleedkleren", 5: "Regenlaarzen en een handdoek" },
  },
  Welpen: {
    titels: ["Junglespel", "Hutten bouwen", "Knopen leren", "Zwemnamiddag", "Quiz van Akela", "Bosspel", "Dropping light", "Kookwedstrijd"],
    extra: { 3: "Zwemgerief en 3 euro", 4: "Een goed humeur" },
  },
  Pioniers: {
    titels: ["Sjorren: een vlaggenmast", "Vuur maken", "Fietstocht", "Stadsspel", "Kaart en kompas", "Koken op een vuurtje", "Nachtspel", "Ploegenspel"],
    extra: { 2: "Fiets, fietshelm en fluohesje", 6: "Zaklamp (het wordt donker)" },
  },
  Jongverkenners: {
    titels: ["Patrouillevergadering", "Sportnamiddag", "Stadsspel in Demostad", "Kookwedstrijd", "Dropping", "Sjorren", "Bosspel tegen de leiding", "Tocht met kaart"],
    extra: { 4: "Een zaklamp en warme kleren", 7: "Stevige schoenen" },
  },
  Verkenners: {
    titels: ["Debatnamiddag", "Fietstocht", "Bosspel", "Carwash voor de kampkas", "Planning van het kamp", "Sportdag", "Pionieren", "Stadsspel"],
    extra: { 1: "Fiets en fietshelm", 3: "Oude kleren" },
  },
  Jin: {
    titels: ["Jinvergadering", "Pannenkoekenverkoop", "Klusnamiddag", "Planning buitenlands kamp", "Vorming EHBO", "Spel voor de kapoenen", "Quizavond voorbereiden", "Fuifvergadering"],
    extra: { 1: "Bakgerief en een schort", 2: "Werkhandschoenen" },
  },
};

/** Each tak's weekend (month of the scouting year, counted from September = 0) and its camp in July. */
const WEEKENDS: Record<string, { maand: number; titel: string; plaats: string }> = {
  Kapoenen: { maand: 6, titel: "Kapoenenweekend", plaats: "Jeugdverblijf Het Kabouterbos, Kasterlee" },
  Welpen: { maand: 5, titel: "Welpenweekend in de Ardennen", plaats: "Jeugdverblijf De Hazelaar, Houffalize" },
  Pioniers: { maand: 1, titel: "Pioniersweekend", plaats: "Scoutsterrein De Brem, Westerlo" },
  Jongverkenners: { maand: 2, titel: "Jongverkennersweekend", plaats: "Hoeve Ten Bos, Tielt-Winge" },
  Verkenners: { maand: 4, titel: "Verkennersweekend: hike", plaats: "Vertrek aan het station van Demostad" },
  Jin: { maand: 0, titel: "Jin: startweekend", plaats: "Scoutslokaal Sint-Joris" },
};

/** Each age tak's camp in July of the scouting year, with what parents need to know (issue 28). */
const KAMPEN: Record<string, { start: number; dagen: number; plaats: string; kamp: Omit<DemoKamp, "deadline"> }> = {
  Kapoenen: {
    start: 21,
    dagen: 5,
    plaats: "Lichtaart",
    kamp: {
      vertrekPlaats: "De ouders brengen de kapoenen naar het kamphuis (10u)",
      terugkeerPlaats: "Ophalen aan het kamphuis (15u), met een drankje voor de ouders",
      adres: "Kamphuis De Wegwijzer\nKasteelstraat 14\n2460 Lichtaart",
      prijs: 120,
      extra: ["Knuffel", "Reservekleren in een plastic zak (voor ongelukjes)"],
      contact: "0470 11 22 31",
    },
  },
  Welpen: {
    start: 18,
    dagen: 7,
    plaats: "Gedinne",
    kamp: {
      vertrekPlaats: "Met de bus vanaf het scoutslokaal (10u)",
      terugkeerPlaats: "Aan het scoutslokaal (15u)",
      adres: "Kamphuis Zonnedauw\nRue de la Croix 8\n5575 Gedinne",
      prijs: 165,
      extra: ["Knuffel", "Verkleedkleren voor de bonte avond"],
      contact: "0470 11 22 32",
    },
  },
  Pioniers: {
    start: 21,
    dagen: 10,
    plaats: "Vresse-sur-Semois",
    kamp: {
      vertrekPlaats: "Met de trein vanaf het station van Demostad (9u30)",
      terugkeerPlaats: "Station van Demostad (16u)",
      adres: "Kampterrein Les Hêtres\nChemin des Hêtres 3\n5550 Vresse-sur-Semois",
      prijs: 195,
      extra: ["Zakmes", "Werkhandschoenen (voor het sjorren)"],
      contact: "0470 11 22 33",
    },
  },
  Jongverkenners: {
    start: 11,
    dagen: 10,
    plaats: "Bièvre",
    kamp: {
      vertrekPlaats: "Met de fiets vanaf het scoutslokaal (8u): de bagage gaat met de camion",
      terugkeerPlaats: "Aan het scoutslokaal (17u)",
      adres: "Kampterrein La Clairière\nRue du Moulin 21\n5555 Bièvre",
      prijs: 210,
      extra: ["Fiets in orde, met fietshelm en fluohesje", "Zakmes", "Werkhandschoenen (voor het sjorren)"],
      contact: "0470 11 22 34",
    },
  },
  Verkenners: {
    start: 11,
    dagen: 10,
    plaats: "Vielsalm",
    kamp: {
      vertrekPlaats: "Met de trein vanaf het station van Demostad (9u)",
      terugkeerPlaats: "Station van Demostad (17u)",
      adres: "Kampterrein Le Moulin\nRoute de Salmchâteau 40\n6690 Vielsalm",
      prijs: 220,
      extra: ["Trekrugzak voor de tweedaagse", "Zakmes", "Werkhandschoenen (voor het sjorren)"],
      contact: "0470 11 22 35",
    },
  },
  Jin: {
    start: 2,
    dagen: 14,
    plaats: "Bohinj (Slovenië)",
    kamp: {
      vertrekPlaats: "Luchthaven Zaventem, vertrekhal (5u30)",
      terugkeerPlaats: "Luchthaven Zaventem (22u)",
      adres: "Camp Danica\nTriglavska cesta 60\n4264 Bohinjska Bistrica, Slovenië",
      prijs: 450,
      extra: ["Reispas of identiteitskaart", "Europese ziekteverzekeringskaart", "Trekrugzak (maximaal 15 kg)"],
      contact: "0470 11 22 36",
    },
  },
};

/** What every camp's packing list holds; a line ending in ':' heads a group. */
const PAKLIJST = [
  "Slapen:",
  "Slaapzak",
  "Matje of veldbed",
  "Kussen",
  "Pyjama",
  "Kleren:",
  "Uniform (hemd en das), aan bij vertrek",
  "T-shirts (één per dag)",
  "Ondergoed en sokken (één per dag)",
  "Korte en lange broeken",
  "Warme trui",
  "Regenjas",
  "Zwemgerief",
  "Stevige stapschoenen",
  "Sportschoenen",
  "Pet of hoedje",
  "Toilettas:",
  "Tandenborstel en tandpasta",
  "Zeep en shampoo",
  "Twee handdoeken",
  "Zonnecrème",
  "Muggenmelk",
  "Verder:",
  "Zaklamp",
  "Drinkbus",
  "Gamel en bestek",
  "Keukenhanddoek",
  "Identiteitskaart (of Kids-ID)",
  "Medicatie, met een briefje voor de leiding",
];

/** The packing list of a demo camp: the common one, the tak's own things under 'Verder:'. */
export function demoPaklijst(kamp: DemoKamp): string[] {
  return [...PAKLIJST, ...kamp.extra];
}

function firstWeekday(from: string, weekday: number): string {
  return addDays(from, (weekday - weekdayOf(from) + 7) % 7);
}

function nthWeekdayOfMonth(year: number, month: number, weekday: number, n: number): string {
  return addDays(firstWeekday(`${year}-${String(month).padStart(2, "0")}-01`, weekday), 7 * (n - 1));
}

/** The scouting year (its starting calendar year) that contains a day. */
export function scoutsjaarVan(day: string): number {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return month >= 9 ? year : year - 1;
}

function jaarActiviteiten(jaar: number): DemoActiviteit[] {
  const out: DemoActiviteit[] = [];
  const overgang = nthWeekdayOfMonth(jaar, 9, 6, 2);
  const kerstStart = `${jaar}-12-20`;
  const kerstEinde = `${jaar + 1}-01-06`;
  const laatsteZaterdag = nthWeekdayOfMonth(jaar + 1, 6, 6, 3);

  // Group events, for every tak.
  out.push(
    {
      titel: "Overgang",
      takken: "Hele groep",
      datum: overgang,
      van: "14:00",
      tot: "17:00",
      plaats: LOKAAL,
      beschrijving:
        "Het nieuwe scoutsjaar begint met de overgang!\nWie naar een nieuwe tak overgaat, maakt kennis met de nieuwe leiding. Ook nieuwe leden zijn van harte welkom.\nKom in uniform om 14u aan het lokaal. Om 17u is er een drankje voor de ouders.",
      meebrengen: "Uniform",
    },
    {
      titel: "Spaghettiavond",
      takken: "Hele groep",
      datum: nthWeekdayOfMonth(jaar, 11, 6, 4),
      van: "17:00",
      tot: "21:00",
      plaats: "Parochiezaal Sint-Joris",
      beschrijving:
        "Onze jaarlijkse spaghettiavond staat weer voor de deur!\nKies uit spaghetti bolognaise, een vegetarische saus of een kindermenu, met een dessertje toe.\nDoorlopend van 17u tot 21u. Kaarten zijn te koop bij de leiding of aan de kassa.\nDe opbrengst gaat volledig naar de werking van onze takken.",
    },
    {
      titel: "Kapoenen: Sinterklaasfeestje",
      takken: ["Kapoenen"],
      datum: firstWeekday(`${jaar}-12-01`, 6),
      van: "14:00",
      tot: "17:00",
      plaats: LOKAAL,
      beschrijving:
        "Sinterklaas en zijn Pieten komen op bezoek bij de kapoenen!\nWe zingen liedjes, spelen spelletjes en misschien heeft de Sint wel iets lekkers in zijn grote zak.\nMama, papa, broers en zussen zijn welkom vanaf 16u30 om mee te vieren.",
      meebrengen: "Een tekening voor de Sint",
    },
    {
      titel: "Kerstmarkt",
      takken: "Hele groep",
      datum: nthWeekdayOfMonth(jaar, 12, 6, 2),
      van: "15:00",
      tot: "22:00",
      plaats: "Marktplein Demostad",
      beschrijving:
        "Ook dit jaar staat Scouts Sint-Joris met een kraampje op de kerstmarkt van Demostad.\nDe leiding en Mastworp schenken warme chocomelk en de Jin bakt verse pannenkoeken.\nDe opbrengst gaat naar nieuwe tenten voor de groep. Kom je ons een handje helpen of gewoon gezellig langs?",
    },
    {
      titel: "Nieuwjaarsreceptie",
      takken: "Hele groep",
      datum: nthWeekdayOfMonth(jaar + 1, 1, 6, 2),
      van: "17:00",
      tot: "19:00",
      plaats: LOKAAL,
      beschrijving:
        "Samen klinken we op het nieuwe jaar.\nAlle leden, ouders, oud-leiding en sympathisanten zijn welkom, na de vergadering van 17u tot 19u.\nEr is een hapje, een drankje en een diashow met de mooiste foto's van de kampen.",
    },
    {
      titel: "Jongverkenners: wafelenbak voor het kamp",
      takken: ["Jongverkenners"],
      datum: firstWeekday(`${jaar + 1}-03-01`, 6),
      van: "10:00",
      tot: "16:00",
      plaats: LOKAAL,
      beschrijving:
        "De jongverkenners sparen voor hun kamp en bakken daarom een hele dag lang verse wafels!\nKom gezellig langs aan het lokaal voor een warme wafel.\nBestellen om mee te nemen kan ook: een doos van tien wafels kost 8 euro.",
    },
    {
      titel: "Klusdag in het lokaal",
      takken: ["Mastworp", "Leiding"],
      datum: nthWeekdayOfMonth(jaar, 10, 6, 1),
      van: "09:00",
      tot: "12:00",
      plaats: LOKAAL,
      beschrijving: "Mastworp en de leiding knappen het lokaal op voor de winter: dakgoten, verf en de verwarming.",
      meebrengen: "Werkhandschoenen en een ladder als je die hebt",
    },
    {
      titel: "Afsluitdag en barbecue",
      takken: "Hele groep",
      datum: laatsteZaterdag,
      van: "14:00",
      tot: "21:00",
      plaats: LOKAAL,
      beschrijving:
        "We sluiten het scoutsjaar af met spelen voor alle takken en een barbecue voor leden en ouders.\nInschrijven voor de barbecue kan tot een week op voorhand bij de takleiding.",
      meebrengen: "Uniform en een goed humeur",
    },
  );

  for (const [tak, werking] of Object.entries(ZATERDAGEN)) {
    const weekend = WEEKENDS[tak]!;
    const weekendMaand = ((8 + weekend.maand) % 12) + 1;
    const weekendJaar = weekendMaand >= 9 ? jaar : jaar + 1;
    // The weekend of the tak starts on the third Friday of its month (the Jin's start weekend follows the overgang).
    const weekendVrijdag = tak === "Jin" ? addDays(overgang, 13) : nthWeekdayOfMonth(weekendJaar, weekendMaand, 5, 3);
    const weekendZaterdag = addDays(weekendVrijdag, 1);
    out.push({
      titel: weekend.titel,
      takken: [tak],
      datum: weekendVrijdag,
      van: "19:00",
      tot: "16:00",
      totDatum: addDays(weekendVrijdag, 2),
      plaats: weekend.plaats,
      beschrijving: `We vertrekken vrijdag om 19u aan het lokaal en zijn zondag rond 16u terug.\nDe volledige paklijst en de inschrijving vind je in het boekje.`,
      meebrengen: "Slaapzak, matje, stevige schoenen, regenkledij en je uniform",
    });

    let index = 0;
    for (let dag = addDays(overgang, 7); dag <= laatsteZaterdag; dag = addDays(dag, 7)) {
      if (dag >= kerstStart && dag <= kerstEinde) continue;
      if (dag === weekendZaterdag || dag === laatsteZaterdag) continue;
      const keuze = index % werking.titels.length;
      out.push({
        titel: werking.titels[keuze]!,
        takken: [tak],
        datum: dag,
        van: "14:00",
        tot: "17:00",
        plaats: LOKAAL,
        meebrengen: werking.extra[keuze] ? `${UNIFORM}. ${werking.extra[keuze]}` : UNIFORM,
      });
      index++;
    }

    const kamp = KAMPEN[tak]!;
    const kampStart = `${jaar + 1}-07-${String(kamp.start).padStart(2, "0")}`;
    out.push({
      titel: tak === "Jin" ? "Buitenlands kamp" : `${tak}kamp`,
      takken: [tak],
      datum: kampStart,
      van: "10:00",
      tot: "15:00",
      totDatum: addDays(kampStart, kamp.dagen - 1),
      plaats: kamp.plaats,
      beschrijving: "Het hoogtepunt van het jaar! Alles wat je moet weten staat op deze pagina en in het kampboekje.",
      meebrengen: "Alles van de paklijst, en je identiteitskaart",
      kamp: { ...kamp.kamp, deadline: `${jaar + 1}-06-15` },
    });
  }
  return out;
}

/**
 * The demo calendar around `today`: its scouting year, and from June on the next one too (the new year is then being
 * planned). Events in a window around today are on the news page, as a group posts them; the Welpen's first
 * Saturday after today is cancelled.
 */
export function demoActiviteiten(today: string): DemoActiviteit[] {
  const jaar = scoutsjaarVan(today);
  const month = Number(today.slice(5, 7));
  const all = [...jaarActiviteiten(jaar), ...(month >= 6 && month <= 8 ? jaarActiviteiten(jaar + 1) : [])];
  const nieuwsVan = addDays(today, -120);
  const nieuwsTot = addDays(today, 75);
  const speciaal = (a: DemoActiviteit) => a.beschrijving !== undefined;
  const afgelast = all
    .filter((a) => Array.isArray(a.takken) && a.takken[0] === "Welpen" && !speciaal(a) && a.datum > today)
    .sort((a, b) => a.datum.localeCompare(b.datum))[0];
  return all
    .map((a) => ({
      ...a,
      nieuws: speciaal(a) && a.datum >= nieuwsVan && a.datum <= nieuwsTot,
      ...(a === afgelast ? { afgelast: true, reden: "Het lokaal is niet beschikbaar door werken aan de verwarming." } : {}),
    }))
    .sort((a, b) => a.datum.localeCompare(b.datum) || a.van.localeCompare(b.van));
}
