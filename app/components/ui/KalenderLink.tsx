import CalendarPlus from "lucide-react/icons/calendar-plus";

/**
 * 'Zet in je agenda': the iCalendar feed of the upcoming activities, of every branch or of one branch
 * (`tak` is its route id, e.g. "welpen"). A plain link: calendar apps subscribe to the same URL.
 */
export function KalenderLink({ tak, className = "" }: { tak?: string; className?: string }) {
  const href = tak ? `/takken/${encodeURIComponent(tak.toLowerCase())}/kalender.ics` : "/kalender.ics";
  return (
    <a
      href={href}
      type="text/calendar"
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-bold text-brand-dark hover:bg-brand-light hover:underline ${className}`}
    >
      <CalendarPlus className="h-5 w-5" aria-hidden="true" />
      Zet in je agenda
    </a>
  );
}
