// Pure rules of 'Gegevens van een ouder' (ADR 0047).

const UUR = 60 * 60 * 1000;
const DAG = 24 * UUR;

/** How an address is compared everywhere: trimmed and lowercased. */
export function normaliseer(adres: string): string {
  return adres.trim().toLowerCase();
}

/**
 * The address as the group's log names it: its first character and its domain's last label, the rest hidden
 * ('j…@g….be'). Enough for the Beheerder who knows the address to recognise the line, not enough to read it.
 */
export function maskeer(adres: string): string {
  const [lokaal = "", domein = ""] = normaliseer(adres).split("@");
  const punt = domein.lastIndexOf(".");
  const tld = punt > 0 ? domein.slice(punt) : "";
  return `${lokaal.slice(0, 1)}…@${domein.slice(0, 1)}…${tld}`;
}

/**
 * The moment by which every copy in the bucket made now has aged out: the longest of the three retentions (every copy
 * for `allesUren`, one an hour for `perUurDagen`, one a day for `perDagDagen`; ADR 0042).
 */
export function kopieenWegOp(now: number, bewaren: { allesUren: number; perUurDagen: number; perDagDagen: number }): number {
  return now + Math.max(bewaren.allesUren * UUR, bewaren.perUurDagen * DAG, bewaren.perDagDagen * DAG);
}
