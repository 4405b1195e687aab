// What hangs on a tak, counted (inhoud.server.ts counts it): shared by the server and the admin's list.

export interface TakInhoud {
  /** Leaders with an assignment to the tak, in any scouting year. */
  leiding: number;
  /** Its activities, and of those the ones not over yet. */
  activiteiten: number;
  komend: number;
  boekjes: number;
  /** Parents' subscriptions (confirmed) that follow it. */
  inschrijvingen: number;
  albums: number;
  /** Takleiding accounts that manage it. */
  accounts: number;
  /** Messages its parents got (the tak page's archive) and absences reported. */
  berichten: number;
  afmeldingen: number;
}

export const LEEG: TakInhoud = { leiding: 0, activiteiten: 0, komend: 0, boekjes: 0, inschrijvingen: 0, albums: 0, accounts: 0, berichten: 0, afmeldingen: 0 };

/** Nothing hangs on it: it can be removed for good. */
export function isLeeg(i: TakInhoud): boolean {
  return Object.values(i).every((n) => n === 0);
}
