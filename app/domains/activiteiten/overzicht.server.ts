// Overviews per age tak (those with a booklet), in the group's order: what is on this week, and the coming camps.
import { afmeldHref } from "~/domains/afmeldingen/rules";
import { inschrijfLink } from "~/domains/inschrijvingen/rules";
import { heeftBoekje } from "~/domains/takken/rules";
import { activiteitTakken, listActiviteiten } from "./activiteiten.server";
import { kampPad } from "./kamp";
import { isKomend } from "./komend.server";
import { isVoorTak, kalenderHref, type ActiviteitView, type DezeWeekRegel, type TakLabel } from "./rules";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The age takken (those with a booklet), in the group's order: what parents follow. */
export async function leeftijdsTakken(): Promise<(TakLabel & { id: number })[]> {
  return (await activiteitTakken()).filter(heeftBoekje).map(({ id, slug, name, color }) => ({ id, slug, name, color }));
}

function label({ slug, name, color }: TakLabel): TakLabel {
  return { slug, name, color };
}

/**
 * 'Deze week': per age tak its next activity (its own or the whole group's) that is not over and starts within
 * seven days from `now`, cancelled ones included (parents must see those). Takken with nothing planned are left out.
 */
export async function dezeWeek(now: number): Promise<DezeWeekRegel[]> {
  const [takken, activiteiten] = await Promise.all([leeftijdsTakken(), listActiviteiten({ komendOp: now, tot: now + WEEK_MS })]);
  const regels: DezeWeekRegel[] = [];
  for (const tak of takken) {
    const a = activiteiten.find((item) => isVoorTak(item, tak.slug));
    if (!a) continue;
    regels.push({
      tak: label(tak),
      id: a.id,
      titel: a.titel,
      start: a.start,
      einde: a.einde,
      plaats: a.plaats,
      afgelast: a.afgelast,
      reden: a.reden,
      kamp: a.kamp !== null,
      href: a.kamp ? kampPad(tak.slug) : kalenderHref(a, now, tak.slug),
      afmelden: afmeldHref(a, now, [tak.slug], tak.slug),
      inschrijven: inschrijfLink(a, now, [tak.slug], tak.slug),
    });
  }
  return regels;
}

export interface TakKamp {
  tak: TakLabel;
  activiteit: ActiviteitView;
}

/** Per age tak its next camp that is not over (this summer's, once it is planned), in tak order. */
export async function komendeKampen(now: number): Promise<TakKamp[]> {
  const [takken, kampen] = await Promise.all([leeftijdsTakken(), listActiviteiten({ komendOp: now, kamp: true })]);
  const result: TakKamp[] = [];
  for (const tak of takken) {
    const activiteit = kampen.find((a) => isVoorTak(a, tak.slug) && isKomend(a, now));
    if (activiteit) result.push({ tak: label(tak), activiteit });
  }
  return result;
}

/** The next camp of one age tak, or null; undefined when the slug is no age tak. */
export async function kampVanTak(slug: string, now: number): Promise<{ tak: TakLabel; activiteit: ActiviteitView | null } | undefined> {
  const tak = (await leeftijdsTakken()).find((t) => t.slug === slug);
  if (!tak) return undefined;
  const [activiteit] = await listActiviteiten({ takId: tak.id, komendOp: now, kamp: true, limit: 1 });
  return { tak: label(tak), activiteit: activiteit ?? null };
}
