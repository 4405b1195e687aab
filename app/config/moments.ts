// Moments as the environment names them (MELDING_WEEKOVERZICHT "do 19:00", MELDING_HERINNERING "19:00"): read here,
// where the environment is checked at start, and by the parents' messages (domains/meldingen/rules.ts) that plan them.

const WEEKDAG_AFKORTING: Record<string, number> = { ma: 1, di: 2, wo: 3, do: 4, vr: 5, za: 6, zo: 0 };

/** "do 19:00" as weekday (0 Sunday ... 6 Saturday) and time; null for "uit" or what cannot be read. */
export function leesWeekmoment(value: string): { weekdag: number; uur: number; minuut: number } | null {
  const m = /^\s*(ma|di|wo|do|vr|za|zo)[a-z]*\s+(\d{1,2})[:.u](\d{2})\s*$/i.exec(value);
  if (!m) return null;
  const uur = Number(m[2]);
  const minuut = Number(m[3]);
  if (uur > 23 || minuut > 59) return null;
  return { weekdag: WEEKDAG_AFKORTING[m[1]!.toLowerCase()]!, uur, minuut };
}

/** "19:00" (also "19u00", "19.00") as hour and minute; null for "uit" or what cannot be read. */
export function leesUur(value: string): { uur: number; minuut: number } | null {
  const m = /^\s*(\d{1,2})[:.u](\d{2})\s*$/i.exec(value);
  if (!m) return null;
  const uur = Number(m[1]);
  const minuut = Number(m[2]);
  return uur > 23 || minuut > 59 ? null : { uur, minuut };
}
