// Rules about leaders shared by the server (API, loaders) and the pages.
import { GROEPSLEIDING, TAK_ORDER, TAKLEIDING } from "~/domains/takken/rules";

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

/** The route id of the branch whose page lists every leader. */
export const ALLE_LEIDING_SLUG = "leiding";

type WithTakken = Pick<Leider, "takken">;
type Sortable = Pick<Leider, "name" | "takken">;

function holds(leider: WithTakken, role: string): boolean {
  return leider.takken.some((t) => t.tak_name === role);
}

/** A branch leader: holds the Takleiding role. */
export function isTakleiding(leider: WithTakken): boolean {
  return holds(leider, TAKLEIDING);
}

/** Only branch leaders and the group leadership show their phone number to visitors. */
export function isTelefoonZichtbaar(leider: WithTakken): boolean {
  return isTakleiding(leider) || holds(leider, GROEPSLEIDING);
}

/** Position of a branch name in the age order; branches outside it come after. */
function takRank(name: string): number {
  const index = TAK_ORDER.findIndex((t) => t.toLowerCase() === name.toLowerCase());
  return index === -1 ? TAK_ORDER.length : index;
}

function firstTakRank(leider: WithTakken): number {
  return Math.min(TAK_ORDER.length, ...leider.takken.map((t) => takRank(t.tak_name)));
}

const byName = (a: Sortable, b: Sortable) => a.name.localeCompare(b.name, "nl", { sensitivity: "base" });
const takleidingFirst = (a: WithTakken, b: WithTakken) => Number(isTakleiding(b)) - Number(isTakleiding(a));

/**
 * Order of the page that lists all leaders: by their youngest branch (Kapoenen, Welpen, Pioniers, Jongverkenners,
 * Verkenners, Jin), leaders without an age branch last; within a branch the branch leaders first, then by name.
 */
export function sortAlleLeiding<T extends Sortable>(leiders: readonly T[]): T[] {
  return [...leiders].sort((a, b) => firstTakRank(a) - firstTakRank(b) || takleidingFirst(a, b) || byName(a, b));
}

/** Order of one branch's leaders: branch leaders first, then by name. */
export function sortTakLeiding<T extends Sortable>(leiders: readonly T[]): T[] {
  return [...leiders].sort((a, b) => takleidingFirst(a, b) || byName(a, b));
}

/** The order in which a branch page lists its leaders (the 'leiding' page lists everyone). */
export function sortLeidingVoorTak<T extends Sortable>(takSlug: string, leiders: readonly T[]): T[] {
  return takSlug.toLowerCase() === ALLE_LEIDING_SLUG ? sortAlleLeiding(leiders) : sortTakLeiding(leiders);
}

/**
 * Badges on a leader's card: each branch except the Takleiding and Groepsleiding roles, in branch order,
 * followed by a 'Takleiding' badge for branch leaders.
 */
export function leiderBadges(leider: WithTakken): string[] {
  const takken = [...new Set(leider.takken.map((t) => t.tak_name))]
    .filter((name) => name !== TAKLEIDING && name !== GROEPSLEIDING)
    .sort((a, b) => takRank(a) - takRank(b));
  return isTakleiding(leider) ? [...takken, TAKLEIDING] : takken;
}

/** The phone number as a tel: link target (digits and a leading +). */
export function telHref(tel: string): string {
  return `tel:${tel.replace(/[^\d+]/g, "")}`;
}
