// Shapes of the demo content. The seed (app/demo/seed.server.ts) turns these into rows and files.

export interface DemoLeiding {
  name: string; // fictional first + last name
  tel: string; // Belgian mobile, e.g. "0470 12 34 56"
  takken: string[]; // tak names as in DemoTak.name, may include "Takleiding" and "Groepsleiding"
}

export interface DemoArtikel {
  titel?: string;
  artikel: string; // may contain "\n" line breaks
}

export interface DemoPeriode {
  titel: string; // letters and spaces only (the id is its slug); unique
  beginjaar: number;
  eindjaar: number | null; // null = still running ("heden")
  aalmoezenier: string;
  groepsleiding: string; // names separated by ", "
  jaarleuze?: string;
  kamp?: string; // camp location
  dokter?: string;
  tandarts?: string;
  notities?: string;
  artikels: DemoArtikel[]; // 1 to 3
}

export interface DemoActiviteit {
  titel: string;
  takken: string[] | "Hele groep"; // tak names as in DemoTak.name
  datum: string; // "YYYY-MM-DD", Brussels
  van: string; // "HH:MM"
  tot: string; // "HH:MM", on `totDatum` when given, else on `datum`
  totDatum?: string;
  plaats: string;
  beschrijving?: string; // may contain "\n"
  meebrengen?: string;
  nieuws?: boolean;
  afgelast?: boolean;
  reden?: string;
  kamp?: DemoKamp;
}

/** A camp's details (the activity is its dates and place). */
export interface DemoKamp {
  vertrekPlaats: string;
  terugkeerPlaats: string;
  adres: string; // lines separated by "\n"
  prijs: number; // euro
  extra: string[]; // the tak's own lines of the packing list, after the common ones
  deadline: string; // "YYYY-MM-DD", last day to register
  contact: string;
}

/** How much demo content there is, per kind (what 'Demo-inhoud verwijderen' removes). */
export interface DemoTelling {
  leiding: number;
  activiteiten: number;
  periodes: number;
  boekjes: number;
  mededelingen: number;
  /** The parts of the group's identity that still hold the demo group's values ('naam', 'adres', ...), which it resets. */
  identiteit: string[];
  /** Everything together: 0 when nothing of the demo is left. */
  totaal: number;
}
