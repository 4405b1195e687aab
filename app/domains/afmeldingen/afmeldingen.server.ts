import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { getActiviteit } from "~/domains/activiteiten/activiteiten.server";
import { leeftijdsTakken } from "~/domains/activiteiten/overzicht.server";
import type { ActiviteitView } from "~/domains/activiteiten/rules";
import type { Actor } from "~/domains/auth/actor.server";
import { authenticate } from "~/domains/auth/auth.server";
import { NO_ACCESS } from "~/domains/auth/messages";
import { isBeheerder } from "~/domains/auth/permissions.server";
import { tak } from "~/domains/takken/schema";
import { formatDateTime } from "~/lib/dates";
import { toBrusselsIso } from "~/lib/days";
import { jsonError, parseNumericId } from "~/lib/http.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { afmeldbaar } from "./rules";
import { afmelding } from "./schema";

// 'Afmelden', read: what the form offers for an activity, and the absences as the leaders see them (names only for the
// takken they lead). The writes are in mutations.server.ts.

/**
 * Absences and sign-ups per client address, together: 20 an hour (a family reports a few; more is a script).
 */
export const afmeldingenPerClient = createRateLimiter({ windowMs: 60 * 60 * 1000, limit: () => 20 });

export interface AfmeldActiviteit {
  id: number;
  titel: string;
  start: number;
  einde: number | null;
  plaats: string | null;
  heleGroep: boolean;
  /** The takken a child can be absent from: the activity's age takken (every one for the whole group's). */
  takken: { id: number; slug: string; name: string }[];
  /** Why absences are no longer taken, or null while they are. */
  dicht: "begonnen" | "afgelast" | null;
}

/** The takken absences can be for, of an activity: its age takken, all six for the whole group. */
export async function afmeldTakken(a: Pick<ActiviteitView, "heleGroep" | "takken">): Promise<{ id: number; slug: string; name: string }[]> {
  const leeftijd = await leeftijdsTakken();
  return leeftijd.filter((t) => a.heleGroep || a.takken.some((o) => o.slug === t.slug)).map(({ id, slug, name }) => ({ id, slug, name }));
}

/** The activity as the form shows it; undefined when it does not exist or concerns no age tak (a leaders' meeting). */
export async function afmeldActiviteit(id: number, now: number): Promise<AfmeldActiviteit | undefined> {
  const a = await getActiviteit(id);
  if (!a) return undefined;
  const takken = await afmeldTakken(a);
  if (takken.length === 0) return undefined;
  const dicht = a.afgelast ? "afgelast" : afmeldbaar(a, now) ? null : "begonnen";
  return { id: a.id, titel: a.titel, start: a.start, einde: a.einde, plaats: a.plaats, heleGroep: a.heleGroep, takken, dicht };
}

export interface AfmeldingView {
  id: number;
  /** Null once removed (7 days after the activity). */
  naam: string | null;
  reden: string | null;
  tak: string;
  /** When it was reported: formatted ('05/12/2026 14:00'), and ISO 8601 with the Brussels offset. */
  wanneer: string;
  op: string;
}

export interface AfmeldingenVanActiviteit {
  aantal: number;
  lijst: AfmeldingView[];
}

/** Which takken's absences an account sees: every tak for the Beheerder, else the takken it leads. */
function zichtbaar(actor: Actor) {
  return isBeheerder(actor) ? undefined : inArray(afmelding.takId, actor.takken.length ? actor.takken : [-1]);
}

/**
 * The absences of these activities that the account may see (its own takken's; the Beheerder's all), per activity:
 * the count and the list (name, reason, tak, when), oldest first.
 */
export async function afmeldingenVoor(actor: Actor, activiteitIds: readonly number[]): Promise<Map<number, AfmeldingenVanActiviteit>> {
  const result = new Map<number, AfmeldingenVanActiviteit>();
  if (activiteitIds.length === 0) return result;
  const rows = await getDb()
    .select({ id: afmelding.id, activiteitId: afmelding.activiteitId, naam: afmelding.naam, reden: afmelding.reden, tak: tak.name, aangemaaktOp: afmelding.aangemaaktOp })
    .from(afmelding)
    .innerJoin(tak, eq(tak.id, afmelding.takId))
    .where(and(inArray(afmelding.activiteitId, [...activiteitIds]), zichtbaar(actor)))
    .orderBy(asc(afmelding.aangemaaktOp), asc(afmelding.id));
  for (const r of rows) {
    const van = result.get(r.activiteitId) ?? { aantal: 0, lijst: [] };
    van.aantal++;
    van.lijst.push({ id: r.id, naam: r.naam, reden: r.reden, tak: r.tak, wanneer: formatDateTime(r.aangemaaktOp), op: toBrusselsIso(r.aangemaaktOp) });
    result.set(r.activiteitId, van);
  }
  return result;
}

/**
 * The API's access to an activity's children (its absences, its sign-ups): a leader of one of its age takken or the
 * Beheerder; else the JSON error to answer (401 without a session or token, 403 for another tak's leader, 404).
 */
export async function leidingVanActiviteit(request: Request, idParam: string): Promise<{ actor: Actor; activiteit: ActiviteitView } | Response> {
  const actor = await authenticate(request);
  if (!actor) return jsonError(401, "Niet aangemeld: log in of stuur een geldige Bearer-token.");
  const id = parseNumericId(idParam);
  if (id === null) return jsonError(400, "Ongeldig id: gebruik een getal.");
  const a = await getActiviteit(id);
  if (!a) return jsonError(404, "Deze activiteit bestaat niet.");
  const takken = await afmeldTakken(a);
  if (!isBeheerder(actor) && !takken.some((t) => actor.takken.includes(t.id))) return jsonError(403, NO_ACCESS);
  return { actor, activiteit: a };
}
