import type { Leider } from "./rules";

/** Admin search: case-insensitive "contains" on the name or on one of the branch names. */
export function matchesLeidingSearch(leider: Pick<Leider, "name" | "takken">, query: string): boolean {
  const q = query.trim().toLocaleLowerCase("nl-BE");
  if (!q) return true;
  return (
    leider.name.toLocaleLowerCase("nl-BE").includes(q) ||
    leider.takken.some((t) => t.tak_name.toLocaleLowerCase("nl-BE").includes(q))
  );
}
