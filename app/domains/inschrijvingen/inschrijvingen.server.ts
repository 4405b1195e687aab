import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { getActiviteit } from "~/domains/activiteiten/activiteiten.server";
import { afmeldTakken } from "~/domains/afmeldingen/afmeldingen.server";
import type { Actor } from "~/domains/auth/actor.server";
import { isBeheerder } from "~/domains/auth/permissions.server";
import { tak } from "~/domains/takken/schema";
import { formatDateTime } from "~/lib/dates";
import { toBrusselsIso } from "~/lib/days";
import { inschrijfStand, plaatsIn, type InschrijfStand, type Inschrijving } from "./rules";
import { inschrijving } from "./schema";

// 'Inschrijven', read: what the form offers for an activity, and the sign-ups as the leaders see them (names only for
// the takken they lead, places and waiting list over the whole activity). The writes are in mutations.server.ts.

export interface InschrijfActiviteit {
  id: number;
  titel: string;
  start: number;
  einde: number | null;
  plaats: string | null;
  heleGroep: boolean;
  afgelast: boolean;
  /** The takken a child can sign up for: the activity's age takken (every one for the whole group's). */
  takken: { id: number; slug: string; name: string }[];
  inschrijving: Inschrijving;
  stand: InschrijfStand;
}

/** The activity as the form shows it; undefined when it does not exist, asks for no sign-ups, or concerns no age tak. */
export async function inschrijfActiviteit(id: number, now: number): Promise<InschrijfActiviteit | undefined> {
  const a = await getActiviteit(id);
  if (!a?.inschrijving) return undefined;
  const takken = await afmeldTakken(a);
  if (takken.length === 0) return undefined;
  const { titel, start, einde, plaats, heleGroep, afgelast, inschrijving: i } = a;
  return { id, titel, start, einde, plaats, heleGroep, afgelast, takken, inschrijving: i, stand: inschrijfStand(a, i, now) };
}

export interface InschrijvingView {
  id: number;
  /** Null once removed (7 days after the activity). */
  naam: string | null;
  opmerking: string | null;
  tak: string;
  /** The place on the waiting list, or null with a place. */
  wachtlijst: number | null;
  /** When it was made: formatted ('05/12/2026 14:00'), and ISO 8601 with the Brussels offset. */
  wanneer: string;
  op: string;
}

export interface InschrijvingenVanActiviteit {
  /** Every sign-up of the activity, those of other takken and on the waiting list included. */
  aantal: number;
  plaatsen: number | null;
  /** Those the account may see, in the order of the places. */
  lijst: InschrijvingView[];
}

/**
 * The sign-ups of these activities (those that ask for them): per activity the count and places, and the list the
 * account may see (its own takken's; the Beheerder's all), with each one's place on the waiting list.
 */
export async function inschrijvingenVoor(
  actor: Actor,
  activiteiten: readonly { id: number; inschrijving: Inschrijving | null }[],
): Promise<Map<number, InschrijvingenVanActiviteit>> {
  const result = new Map<number, InschrijvingenVanActiviteit>();
  const met = activiteiten.filter((a) => a.inschrijving !== null);
  if (met.length === 0) return result;
  const rows = await getDb()
    .select({
      id: inschrijving.id,
      activiteitId: inschrijving.activiteitId,
      takId: inschrijving.takId,
      naam: inschrijving.naam,
      opmerking: inschrijving.opmerking,
      tak: tak.name,
      aangemaaktOp: inschrijving.aangemaaktOp,
    })
    .from(inschrijving)
    .innerJoin(tak, eq(tak.id, inschrijving.takId))
    .where(inArray(inschrijving.activiteitId, met.map((a) => a.id)))
    .orderBy(asc(inschrijving.aangemaaktOp), asc(inschrijving.id));
  const ziet = (takId: number) => isBeheerder(actor) || actor.takken.includes(takId);
  for (const a of met) {
    const plaatsen = a.inschrijving!.plaatsen;
    const van = rows.filter((r) => r.activiteitId === a.id);
    const lijst = van
      .map((r, i) => ({ r, wachtlijst: plaatsIn(i + 1, plaatsen).wachtlijst }))
      .filter(({ r }) => ziet(r.takId))
      .map(({ r, wachtlijst }) => ({ id: r.id, naam: r.naam, opmerking: r.opmerking, tak: r.tak, wachtlijst, wanneer: formatDateTime(r.aangemaaktOp), op: toBrusselsIso(r.aangemaaktOp) }));
    result.set(a.id, { aantal: van.length, plaatsen, lijst });
  }
  return result;
}
