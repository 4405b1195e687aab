// iCalendar (RFC 5545) feeds of the activities and the Facebook events, for parents who subscribe in their own agenda.
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { siteUrl } from "~/group/context.server";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { listFacebookNieuws } from "~/domains/nieuws/facebook.server";
import { nieuwsPath, nieuwsVanTak, activiteitNieuwsId } from "~/domains/nieuws/rules";
import { parseDate, startOfBrusselsDay } from "~/lib/dates";
import { addDays, brusselsDateKey } from "~/lib/days";
import { now as clockNow } from "~/lib/clock.server";
import { absoluteUrl } from "~/lib/meta";
import { listActiviteiten } from "./activiteiten.server";
import { kampPad } from "./kamp";
import { effectiveEnd } from "./komend.server";
import { takkenLabel } from "./rules";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A feed keeps what happened this long ago, so a subscribed agenda does not lose last week's activities. */
const HISTORY_MS = 30 * DAY_MS;
/**
 * ...and what starts within this time: a feed is a window, not the whole database (an agenda asks it again every
 * few hours, so an activity planned further ahead joins it in time).
 */
const FUTURE_MS = 365 * DAY_MS;

export interface KalenderTak {
  id: number;
  name: string;
}

/**
 * The calendar text of every tak, or of some takken (a tak's own feed, or a family's with several): their activities,
 * the whole group's, and the Facebook events naming one of them.
 */
export async function kalenderIcs(options: { takken?: readonly KalenderTak[]; now?: number } = {}): Promise<string> {
  const now = options.now ?? clockNow();
  const since = now - HISTORY_MS;
  const until = now + FUTURE_MS;
  const takken = options.takken?.length ? options.takken : undefined;
  const [activiteiten, facebook, { groep }] = await Promise.all([
    listActiviteiten({ takIds: takken?.map((t) => t.id), komendOp: since, tot: until }),
    listFacebookNieuws(),
    getInstellingen(),
  ]);
  const base = siteUrl();
  const link = (path: string) => absoluteUrl(path, base);
  // The UIDs keep the site's host: a calendar app recognises an event it has seen by it.
  const host = new URL(base).hostname;
  const namen = takken ? takken.map((t) => t.name).join(", ") : null;
  const name = namen ? `${groep.naam} – ${namen}` : groep.naam;
  // Who publishes every event (ORGANIZER): the group, by its current name and address (none until it has one).
  const organizer = groep.email ? { name: groep.naam, email: groep.email } : undefined;
  const calendar = ical({
    name,
    description: takken ? `Activiteiten van ${takken.map((t) => `de ${t.name}`).join(", ")} van ${groep.naam}` : `Activiteiten van ${groep.naam}`,
    prodId: { company: groep.naam, product: "Website", language: "NL" },
    method: ICalCalendarMethod.PUBLISH,
    url: link("/kalender"),
    ttl: 60 * 60 * 6,
  });

  for (const a of activiteiten) {
    // A camp links to its page with everything parents need; a news item to its article.
    const url = link(a.kamp ? (a.takken.length === 1 ? kampPad(a.takken[0]!.slug) : "/kamp") : a.nieuws ? nieuwsPath(activiteitNieuwsId(a.id)) : "/kalender");
    calendar.createEvent({
      id: `activiteit-${a.id}@${host}`,
      sequence: a.sequence,
      stamp: new Date(a.updatedAt),
      start: new Date(a.start),
      end: new Date(effectiveEnd(a)),
      // 'Afgelast: ' too, for the calendar apps that show a cancelled event (STATUS:CANCELLED) as if it went on.
      summary: a.afgelast ? `Afgelast: ${a.titel}` : a.titel,
      status: a.afgelast ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      description: [
        a.afgelast ? `Afgelast${a.reden ? `: ${a.reden}` : ""}` : null,
        a.beschrijving,
        a.meebrengen ? `Mee te nemen: ${a.meebrengen}` : null,
        `Meer info: ${url}`,
      ]
        .filter(Boolean)
        .join("\n\n"),
      location: a.plaats,
      url,
      organizer,
      categories: [{ name: takkenLabel(a) }],
    });
  }

  const events = takken ? takken.flatMap((t) => nieuwsVanTak(facebook, t.name)) : facebook;
  for (const item of events) {
    const start = parseDate(item.start_time);
    if (!(start instanceof Date) || start.getTime() < since || start.getTime() >= until) continue;
    const end = parseDate(item.end_time);
    const url = link(nieuwsPath(item.id));
    calendar.createEvent({
      id: `${item.id}@${host}`,
      stamp: new Date(now),
      start,
      end: end instanceof Date && end >= start ? end : new Date(startOfBrusselsDay(addDays(brusselsDateKey(start.getTime()), 1))),
      summary: item.name || "Activiteit",
      description: [item.description.trim(), `Meer info: ${url}`].filter(Boolean).join("\n\n"),
      location: item.place?.name ?? null,
      url,
      organizer,
      categories: item.groep ? [{ name: item.groep }] : [],
    });
  }
  // RFC 5545: every line ends with CRLF, the last one too (ical-generator leaves the last one open).
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

export function icsResponse(body: string, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="${filename}"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
