import Calendar from "lucide-react/icons/calendar";
import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import { plaatsZonderLinks } from "~/domains/activiteiten/rules";
import type { DatumLabels } from "~/lib/dates";

/** Date (dd/mm/yyyy), time (hh:mm) and place of an event, Brussels time. */
export function NieuwsMeta({
  datum,
  place,
  className = "",
  iconClassName = "text-brand",
}: {
  datum: DatumLabels;
  place?: { name: string } | null;
  className?: string;
  iconClassName?: string;
}) {
  // A card is a link: a map link pasted in an activity's 'Plaats' is shown on its own page, not here.
  const plaats = plaatsZonderLinks(place?.name ?? null);
  return (
    <ul className={`flex flex-wrap items-center gap-x-4 gap-y-1.5 ${className}`}>
      <li className="inline-flex items-center gap-1.5">
        <Calendar className={`h-4 w-4 shrink-0 ${iconClassName}`} aria-hidden="true" />
        <span className="sr-only">Datum: </span>
        <time dateTime={datum.iso ?? undefined}>{datum.datum}</time>
      </li>
      {datum.tijd && (
        <li className="inline-flex items-center gap-1.5">
          <Clock className={`h-4 w-4 shrink-0 ${iconClassName}`} aria-hidden="true" />
          <span className="sr-only">Uur: </span>
          {datum.tijd}
        </li>
      )}
      {plaats && (
        <li className="inline-flex min-w-0 max-w-full items-center gap-1.5">
          <MapPin className={`h-4 w-4 shrink-0 ${iconClassName}`} aria-hidden="true" />
          <span className="sr-only">Plaats: </span>
          {/* Two lines at most, broken anywhere: a long place never widens the card (issue 52). */}
          <span className="line-clamp-2 min-w-0 wrap-anywhere">{plaats}</span>
        </li>
      )}
    </ul>
  );
}
