// One news list: the group's own activities marked 'Toon op de nieuwspagina' and, when a Facebook page is
// configured, that page's events from the site's own store. Nothing here waits on Facebook.
import { getActiviteit, listActiviteiten } from "~/domains/activiteiten/activiteiten.server";
import { datumLabel, isMeerdaags, takkenLabel, tijdLabel, type ActiviteitView } from "~/domains/activiteiten/rules";
import { datumLabels, parseDate } from "~/lib/dates";
import { toBrusselsIso } from "~/lib/days";
import { getFacebookNieuws, listFacebookNieuws } from "./facebook.server";
import { activiteitIdOf, activiteitNieuwsId, isFacebookId, type NieuwsItem, type NieuwsView } from "./rules";

/** An own activity as a news item: Facebook's event fields, `bron: "site"`. */
export function activiteitAlsNieuws(a: ActiviteitView): NieuwsItem {
  return {
    id: activiteitNieuwsId(a.id),
    name: a.titel,
    description: a.beschrijving ?? "",
    cover: a.afbeeldingUrl ? { source: a.afbeeldingUrl } : null,
    start_time: toBrusselsIso(a.start),
    end_time: a.einde === null ? null : toBrusselsIso(a.einde),
    place: a.plaats ? { name: a.plaats } : null,
    // One tak: its name as the badge; several or the whole group: no single branch to name.
    groep: !a.heleGroep && a.takken.length === 1 ? takkenLabel(a) : null,
    is_canceled: a.afgelast,
    bron: "site",
  };
}

/** Newest start first (the order Facebook uses); items without a start last. */
export function byNewestStart(a: { start_time: string | null }, b: { start_time: string | null }): number {
  const time = (item: { start_time: string | null }) => {
    const parsed = parseDate(item.start_time);
    return parsed instanceof Date ? parsed.getTime() : Number.NEGATIVE_INFINITY;
  };
  return time(b) - time(a);
}

/**
 * A news item with its start written out for a page; an event over several days with both dates and the weekdays
 * ('19/02/2027 - 21/02/2027', 'vr 19:00 - zo 16:00'), so a weekend does not read as one evening.
 */
export function nieuwsView(item: NieuwsItem): NieuwsView {
  const datum = datumLabels(item.start_time);
  const start = parseDate(item.start_time);
  const einde = parseDate(item.end_time ?? null);
  if (start instanceof Date && einde instanceof Date) {
    const span = { start: start.getTime(), einde: einde.getTime() };
    if (isMeerdaags(span)) return { ...item, datum: { ...datum, datum: datumLabel(span), tijd: tijdLabel(span) } };
  }
  return { ...item, datum };
}

/** The news list, newest start first. */
export async function listNieuws(): Promise<NieuwsItem[]> {
  const [own, facebook] = await Promise.all([listActiviteiten({ nieuws: true }), listFacebookNieuws()]);
  return [...own.map(activiteitAlsNieuws), ...facebook].sort(byNewestStart);
}

/** One news item by its id, or null when it is unknown (or an activity not shown on the news page). */
export async function getNieuws(id: string): Promise<{ item: NieuwsItem; activiteit: ActiviteitView | null } | null> {
  const activiteitId = activiteitIdOf(id);
  if (activiteitId !== null) {
    const activiteit = await getActiviteit(activiteitId);
    return activiteit?.nieuws ? { item: activiteitAlsNieuws(activiteit), activiteit } : null;
  }
  if (!isFacebookId(id)) return null;
  const item = await getFacebookNieuws(id);
  return item ? { item, activiteit: null } : null;
}
