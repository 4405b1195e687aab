// Rules about leaders shared by the server (API, loaders) and the pages.
import { heeftBoekje, isLeidingsgroep, TAKLEIDING } from "~/domains/takken/rules";

/** One branch assignment of a leader; tak_leiding_id is the id of the leiding_tak row. */
export interface LeiderTak {
  tak_name: string;
  tak_leiding_id: number;
  tak_id: number;
}

/** A leader as the API answers it and the pages show it. */
export interface Leider {
  id: number;
  name: string;
  tel: string;
  imagename: string | null;
  imageUrl: string | null;
  takken: LeiderTak[];
}

/** What the leaders' rules need to know of the group's takken (the Takleiding role's row included): see `takInfo`. */
export interface TakInfo {
  id: number;
  name: string;
  color: string;
  soort: string;
  volgorde: number;
  /** It runs (a tak that stopped keeps its leaders' history, but no badge). */
  publiek: boolean;
}

export function takInfo(row: { id: number; name: string; color: string; soort: string; volgorde: number; gestoptOp: number | null }): TakInfo {
  return { id: row.id, name: row.name, color: row.color, soort: row.soort, volgorde: row.volgorde, publiek: row.gestoptOp === null };
}

type WithTakken = Pick<Leider, "takken">;
type Sortable = Pick<Leider, "name" | "takken">;

/** A branch leader: holds the Takleiding role. */
export function isTakleiding(leider: WithTakken): boolean {
  return leider.takken.some((t) => t.tak_name === TAKLEIDING);
}

/** Only branch leaders and the members of a leaders' group (like the group leadership) show their phone number. */
export function isTelefoonZichtbaar(leider: WithTakken, takken: readonly TakInfo[]): boolean {
  return isTakleiding(leider) || leider.takken.some((t) => takken.some((i) => i.id === t.tak_id && isLeidingsgroep(i)));
}

/** A leader's youngest age tak, by its place in the group's order; leaders without one come after. */
function firstTakRank(leider: WithTakken, takken: readonly TakInfo[]): number {
  const ranks = leider.takken.map((t) => takken.find((i) => i.id === t.tak_id)).filter((i): i is TakInfo => i !== undefined && heeftBoekje(i) && i.publiek).map((i) => i.volgorde);
  return Math.min(Number.MAX_SAFE_INTEGER, ...ranks);
}

const byName = (a: Sortable, b: Sortable) => a.name.localeCompare(b.name, "nl", { sensitivity: "base" });
const takleidingFirst = (a: WithTakken, b: WithTakken) => Number(isTakleiding(b)) - Number(isTakleiding(a));

/**
 * Order of the page that lists all leaders: by their youngest age tak (in the group's order), leaders without an age
 * tak last; within a tak the branch leaders first, then by name.
 */
export function sortAlleLeiding<T extends Sortable>(leiders: readonly T[], takken: readonly TakInfo[]): T[] {
  return [...leiders].sort((a, b) => firstTakRank(a, takken) - firstTakRank(b, takken) || takleidingFirst(a, b) || byName(a, b));
}

/** Order of one branch's leaders: branch leaders first, then by name. */
export function sortTakLeiding<T extends Sortable>(leiders: readonly T[]): T[] {
  return [...leiders].sort((a, b) => takleidingFirst(a, b) || byName(a, b));
}

/**
 * Badges on a leader's card: each tak that runs except the Takleiding role and the leaders' groups, in the group's
 * order, followed by the Takleiding badge for branch leaders (`takleiding`: its label in the group's word).
 */
export function leiderBadges(leider: WithTakken, takken: readonly TakInfo[], takleiding: string = TAKLEIDING): { label: string; color: string | null; takleiding: boolean }[] {
  const gezien = new Set<number>();
  const badges = leider.takken
    .map((t) => takken.find((i) => i.id === t.tak_id))
    .filter((i): i is TakInfo => i !== undefined && i.publiek && i.soort !== "rol" && !isLeidingsgroep(i))
    .filter((i) => !gezien.has(i.id) && gezien.add(i.id))
    .sort((a, b) => a.volgorde - b.volgorde || a.id - b.id)
    .map((i) => ({ label: i.name, color: i.color, takleiding: false }));
  return isTakleiding(leider) ? [...badges, { label: takleiding, color: null, takleiding: true }] : badges;
}

/** The phone number as a tel: link target (digits and a leading +). */
export function telHref(tel: string): string {
  return `tel:${tel.replace(/[^\d+]/g, "")}`;
}
