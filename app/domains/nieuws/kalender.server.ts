// iCalendar (RFC 5545) feed of the upcoming events, for parents who want the activities in their own agenda.
import ical, { ICalCalendarMethod } from "ical-generator";
import { group } from "~/config/group";
import { parseDate } from "~/lib/dates";
import { absoluteUrl } from "~/lib/meta";
import { nieuwsPath, nieuwsVanTak, type NieuwsItem } from "./rules";
import { listNieuws } from "./nieuws.server";

/** Events that started less than this long ago still count as upcoming (they may be going on). */
const STILL_UPCOMING_MS = 12 * 60 * 60_000;

function upcoming(items: NieuwsItem[], now: number): { item: NieuwsItem; start: Date }[] {
  const out: { item: NieuwsItem; start: Date }[] = [];
  for (const item of items) {
    const start = parseDate(item.start_time);
    if (start instanceof Date && start.getTime() >= now - STILL_UPCOMING_MS) out.push({ item, start });
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The calendar text of the upcoming events, of every branch or of one (by its groep label, e.g. "Welpen"). */
export async function kalenderIcs(options: { tak?: string; now?: number } = {}): Promise<string> {
  const items = await listNieuws();
  const selected = options.tak ? nieuwsVanTak(items, options.tak) : items;
  const host = new URL(group.siteUrl).hostname;
  const calendar = ical({
    name: options.tak ? `${group.name} – ${options.tak}` : group.name,
    description: options.tak ? `Activiteiten van de ${options.tak} van ${group.name}` : `Activiteiten van ${group.name}`,
    prodId: { company: group.name, product: "Website", language: "NL" },
    method: ICalCalendarMethod.PUBLISH,
    url: absoluteUrl("/"),
    ttl: 60 * 60 * 6,
  });
  for (const { item, start } of upcoming(selected, options.now ?? Date.now())) {
    const url = absoluteUrl(nieuwsPath(item.id));
    calendar.createEvent({
      id: `${item.id}@${host}`,
      start,
      stamp: new Date(options.now ?? Date.now()),
      summary: item.name || "Activiteit",
      description: [item.description.trim(), `Meer info: ${url}`].filter(Boolean).join("\n\n"),
      location: item.place?.name ?? null,
      url,
      categories: item.groep ? [{ name: item.groep }] : [],
    });
  }
  return calendar.toString();
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
