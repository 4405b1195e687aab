import type { Periode } from "./rules";

/** Admin search: the begin year, the end year or the title contains the query (case-insensitive). */
export function matchesGeschiedenisSearch(p: Pick<Periode, "titel" | "beginjaar" | "eindjaar">, query: string): boolean {
  const q = query.trim().toLocaleLowerCase("nl-BE");
  if (!q) return true;
  return (
    String(p.beginjaar).includes(q) ||
    (p.eindjaar != null && String(p.eindjaar).includes(q)) ||
    p.titel.toLocaleLowerCase("nl-BE").includes(q)
  );
}
