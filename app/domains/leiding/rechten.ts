// Who may change a leader and their assignments: one rule for the API, the admin forms and My account (issue 22).
// Pure functions over a person's assignments; leiding/rechten.server.ts reads those and refuses.

/** One assignment of a person: the tak and the scouting year (its starting calendar year). */
export interface Toewijzing {
  takId: number;
  beginjaar: number;
}

/** The one who writes: the Beheerder manages every tak; a Takleiding the takken of their account. */
export interface Schrijver {
  beheerder: boolean;
  takken: readonly number[];
  /** The leader the writer's account belongs to, if any. */
  leidingId: number | null;
}

/** Allowed; refused (403); or refused because the person is only in the archive, which nobody changes (409). */
export type Oordeel = "ja" | "geen-toegang" | "archief";

const eigen = (wie: Schrijver, t: Toewijzing) => wie.beheerder || wie.takken.includes(t.takId);

/**
 * Whether `wie` may change a person's name, phone, photo or consent. A Takleiding may when the person leads one of
 * their takken in the current year (`huidig`), when the person is nobody else's yet (no assignment at all, or only in
 * the draft and only in their takken: someone they added for next year), or when it is themselves. A person who
 * appears only in archived years keeps the name the archive shows: not even the Beheerder renames them (the privacy
 * removal is the archive's one change).
 */
export function magPersoonWijzigen(wie: Schrijver, leidingId: number, toewijzingen: readonly Toewijzing[], huidig: number): Oordeel {
  if (wie.leidingId === leidingId) return "ja";
  if (toewijzingen.length > 0 && toewijzingen.every((t) => t.beginjaar < huidig)) return wie.beheerder ? "archief" : "geen-toegang";
  if (wie.beheerder) return "ja";
  if (toewijzingen.some((t) => t.beginjaar === huidig && eigen(wie, t))) return "ja";
  return toewijzingen.every((t) => t.beginjaar > huidig && eigen(wie, t)) ? "ja" : "geen-toegang";
}

/**
 * Whether `wie` may give a person an assignment to `takId` in year `beginjaar` (a new one, or one of the writer's own
 * moved there; `toewijzingen` leaves the moved one out). For a Takleiding: the target tak is theirs, that year the
 * person has no assignment to a tak that is not theirs (whether or not that tak has a Takleiding of its own), and the
 * person is theirs to change at all. Whether the year may still change is the scouting year's rule (archive: 409).
 */
export function magToewijzen(
  wie: Schrijver,
  leidingId: number,
  toewijzingen: readonly Toewijzing[],
  huidig: number,
  takId: number,
  beginjaar: number,
): Oordeel {
  if (wie.beheerder) return "ja";
  if (!wie.takken.includes(takId)) return "geen-toegang";
  if (toewijzingen.some((t) => t.beginjaar === beginjaar && !eigen(wie, t))) return "geen-toegang";
  return magPersoonWijzigen(wie, leidingId, toewijzingen, huidig) === "ja" ? "ja" : "geen-toegang";
}

/** Whether `wie` may remove (or move away) an assignment: only one to a tak of their own. */
export function magToewijzingWeghalen(wie: Schrijver, toewijzing: Toewijzing): boolean {
  return eigen(wie, toewijzing);
}
