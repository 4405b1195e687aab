import type { DemoEvent } from "./types";

export const demoEvents: DemoEvent[] = [
  {
    id: "1187342095561273",
    name: "Jongverkenners: wafelenbak voor het kamp",
    description:
      "De jongverkenners sparen voor hun kamp en bakken daarom een hele dag lang verse wafels!\nKom gezellig langs aan het lokaal voor een warme wafel met suiker, slagroom of chocolade.\nBestellen om mee te nemen kan ook: een doos van tien wafels kost 8 euro.\nAlvast bedankt voor jullie steun!",
    start_time: "2027-03-06T10:00:00+0100",
    place: { name: "Scoutslokaal Sint-Joris" },
  },
  {
    id: "1165098234417820",
    name: "Welpenweekend in de Ardennen",
    description:
      "De horde trekt een weekend naar de Ardennen!\nWe vertrekken vrijdag om 19u aan het lokaal en zijn zondag rond 16u terug.\nVergeet je slaapzak, stevige schoenen, regenkledij en je uniform niet.\nDe volledige paklijst en de inschrijving vind je in het boekje van februari.",
    start_time: "2027-02-19T19:00:00+0100",
    place: { name: "Jeugdverblijf De Hazelaar, Houffalize" },
  },
  {
    id: "1142876503318459",
    name: "Nieuwjaarsreceptie",
    description:
      "Samen klinken we op een nieuw scoutsjaar vol avontuur.\nAlle leden, ouders, oud-leiding en sympathisanten zijn welkom op onze nieuwjaarsreceptie, na de vergadering van 17u tot 19u.\nEr is een hapje, een drankje en een diashow met de mooiste foto's van de kampen.",
    start_time: "2027-01-09T17:00:00+0100",
    place: { name: "Scoutslokaal Sint-Joris" },
  },
  {
    id: "1129643871025536",
    name: "Kerstmarkt",
    description:
      "Ook dit jaar staat Scouts Sint-Joris met een kraampje op de kerstmarkt van Demostad.\nDe leiding en Mastworp schenken warme chocomelk, jenever en warme wijn, en de Jin bakt verse pannenkoeken.\nDe opbrengst gaat naar nieuwe tenten voor de groep. Kom je ons een handje helpen of gewoon gezellig langs?",
    start_time: "2026-12-12T15:00:00+0100",
    place: { name: "Marktplein Demostad" },
  },
  {
    id: "1116284509937412",
    name: "Kapoenen: Sinterklaasfeestje",
    description:
      "Sinterklaas en zijn Pieten komen op bezoek bij de kapoenen!\nWe zingen liedjes, spelen spelletjes en misschien heeft de Sint wel iets lekkers in zijn grote zak.\nMama, papa, broers en zussen zijn welkom vanaf 16u30 om mee te vieren.",
    start_time: "2026-12-05T14:00:00+0100",
    place: { name: "Scoutslokaal Sint-Joris" },
  },
  {
    id: "1103957126648095",
    name: "Spaghettiavond",
    description:
      "Onze jaarlijkse spaghettiavond staat weer voor de deur!\nKies uit spaghetti bolognaise, een vegetarische saus of een kindermenu, met een dessertje toe.\nDoorlopend van 17u tot 21u in de feestzaal van de parochie. Kaarten zijn te koop bij de leiding of aan de kassa.\nDe opbrengst gaat volledig naar de werking van onze takken.",
    start_time: "2026-11-28T17:00:00+0100",
    place: { name: "Parochiezaal Sint-Joris" },
  },
  {
    id: "1090218734452671",
    name: "Jin: startweekend",
    description:
      "De Jin trapt het jaar af met een startweekend.\nWe leren elkaar beter kennen, kiezen samen de bestemming van ons buitenlands kamp en maken een plan voor de acties van dit jaar.\nVertrek vrijdag om 20u aan het lokaal, met de fiets. Zondag om 15u zijn we terug.",
    start_time: "2026-09-25T20:00:00+0200",
    place: { name: "Scoutslokaal Sint-Joris" },
  },
  {
    id: "1078431269905384",
    name: "Overgang",
    description:
      "Het nieuwe scoutsjaar begint met de overgang!\nWie naar een nieuwe tak overgaat, maakt kennis met de nieuwe leiding. Ook nieuwe leden zijn van harte welkom.\nKom in uniform om 14u aan het lokaal. Om 17u is er een drankje voor de ouders.",
    start_time: "2026-09-12T14:00:00+0200",
    place: { name: "Scoutslokaal Sint-Joris" },
  },
];
