// The starting values of the settings: the demo group of app/config/group.ts, the texts the pages had before they
// became settings, and the demo timeline. Stored on the first start; from then on the group changes them in the admin.

import { group } from "~/config/group";
import { belangrijkeMomenten } from "~/domains/geschiedenis/momenten";
import { ALBUMS_BEWAREN, STANDAARD_KLEUR, straatnaam, type Groep, type Instellingen, type Teksten } from "./rules";

export const STANDAARD_GROEP: Groep = {
  naam: group.name,
  korteNaam: group.shortName,
  opgericht: group.foundedYear,
  adres: { straat: group.address.street, postcode: group.address.postcode, gemeente: group.address.city },
  email: group.email,
  telefoon: group.phone,
  kaart: { lat: group.map.lat, lon: group.map.lon },
  sociaal: { ...group.social },
  links: {
    ledenadministratie: { naam: group.memberAdmin.label, url: group.memberAdmin.url },
    partner: { naam: group.partner.label, url: group.partner.url },
    privacybeleid: group.privacyPolicyUrl,
  },
  bijeenkomst: group.meetings,
  maker: { naam: group.developer.name, url: group.developer.url },
  albumsBewaren: ALBUMS_BEWAREN.standaard,
};

export const STANDAARD_TEKSTEN: Teksten = {
  over: {
    tegels: [
      { titel: "Elke zaterdag", tekst: "Van 14u tot 17u spelen we samen, weer of geen weer." },
      { titel: "In ons lokaal", tekst: `In de ${straatnaam(group.address.street)} in ${group.address.city}.` },
      { titel: "Van 6 tot 18 jaar", tekst: "Voor elke leeftijd een tak met spel op maat." },
    ],
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
    intro: [
      `In ${group.foundedYear} begon ${group.name} met een handvol jongens, een geleende vlag en veel goede wil. Sindsdien trokken duizenden kinderen en jongeren op zaterdag het bos in, gingen ze op kamp en groeiden ze op tot leiding.`,
      "Elke periode kreeg een eigen kenteken. Klik op een kenteken om te lezen wie toen de groep leidde, waar het kamp doorging en wat er dat jaar allemaal gebeurde.",
    ].join("\n\n"),
  },
  kamp: {
    steun: `Geld mag geen drempel zijn om mee op kamp te gaan. Neem gerust contact op met de groepsleiding (${group.email}): samen zoeken we een oplossing, in alle vertrouwen.`,
  },
  voettekst: "Spel, avontuur en vriendschap voor kinderen en jongeren van 5 tot 18 jaar",
};

export const STANDAARD_INSTELLINGEN: Instellingen = {
  groep: STANDAARD_GROEP,
  kleur: STANDAARD_KLEUR,
  logo: null,
  teksten: STANDAARD_TEKSTEN,
  momenten: belangrijkeMomenten.map((m) => ({ ...m })),
};
