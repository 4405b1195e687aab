/** The announcement as pages show it. */
export interface Mededeling {
  tekst: string;
  link: string | null;
  /** Until this instant (ms since 1970). */
  zichtbaarTot: number;
}
