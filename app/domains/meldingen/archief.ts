// 'Berichten aan de ouders': what a message in the archive said, as its page shows it. Shared by the server (which
// writes it when the message is queued) and the pages; no personal data: only the activities as the message had them.

/** One activity as the message described it, its texts formatted as they were sent. */
export interface BerichtActiviteit {
  titel: string;
  /** 'zaterdag 06/12/2025'. */
  dag: string;
  /** '14:00 - 17:00'. */
  uren: string;
  plaats: string | null;
  meebrengen: string | null;
  /** 'Welpen, Kapoenen' or 'Hele groep'. */
  takken: string;
  afgelast: boolean;
  reden: string | null;
  /** Where the calendar shows it (a path of the site). */
  pad: string;
}

export interface BerichtInhoud {
  /** A change's one line ('Afgelast: Bosspel (za 06/12, 14:00-17:00) - reden: stormweer'); none for the weekly overview. */
  regel: string | null;
  /** How it was before a move ('Eerder: za 06/12, 14:00-17:00, Het lokaal'). */
  eerder: string | null;
  activiteiten: BerichtActiviteit[];
}

export type BerichtSoort = "wijziging" | "week";

/** The archive keeps the messages of the last 3 months. */
export const BERICHTEN_BEWAREN_DAGEN = 92;

export function berichtPad(id: number): string {
  return `/berichten/${id}`;
}
