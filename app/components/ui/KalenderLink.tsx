import CalendarPlus from "lucide-react/icons/calendar-plus";
import { Link } from "react-router";

/**
 * 'Abonneren op de kalender': to the block that subscribes an agenda to the feed of every tak (on /kalender) or of
 * one tak (`tak` is its address, /takken/{tak}, on its page). Not the .ics file itself: a downloaded file never hears of a change.
 */
export function KalenderLink({ tak, className = "" }: { tak?: string; className?: string }) {
  const to = tak ? `/takken/${encodeURIComponent(tak)}#abonneren` : "/kalender#abonneren";
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-bold text-brand-dark hover:bg-brand-light hover:underline ${className}`}
    >
      <CalendarPlus className="h-5 w-5" aria-hidden="true" />
      Abonneren op de kalender
    </Link>
  );
}
