import Backpack from "lucide-react/icons/backpack";
import Ban from "lucide-react/icons/ban";
import { Link } from "react-router";
import { TakBadges } from "~/components/activiteiten/TakBadges";
import { datumLabel, datumTijdLabel, isMeerdaags, tijdLabel, type ActiviteitView } from "~/domains/activiteiten/rules";

/** What an own activity adds to its news page: its takken, the time span, what to bring, a cancellation. */
export function ActiviteitDetails({ activiteit: a }: { activiteit: ActiviteitView }) {
  return (
    <div className="mt-6 space-y-3">
      {a.afgelast && (
        <p role="note" className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-900">
          <Ban className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <span>
            Afgelast{a.reden ? `: ${a.reden}` : ""}
            {a.vervangenDoor && (
              <>
                . Vervangen door{" "}
                <Link to={a.vervangenDoor.href} className="underline">
                  {a.vervangenDoor.titel}, {datumTijdLabel(a.vervangenDoor)}
                </Link>
              </>
            )}
          </span>
        </p>
      )}
      <TakBadges activiteit={a} />
      {/* Over several days both dates and the weekdays: 'Uur: 19:00 - 16:00' would read as one evening. */}
      {isMeerdaags(a) ? (
        <p className="text-muted">
          <span className="font-semibold text-ink">Wanneer:</span> {datumTijdLabel(a)}
        </p>
      ) : (
        <p className="text-muted">
          <span className="font-semibold text-ink">Uur:</span> {tijdLabel(a)}
        </p>
      )}
      {a.vervangt.length > 0 && (
        <p className="font-semibold text-brand-dark">
          In de plaats van {a.vervangt.map((v) => `${v.titel} van ${datumLabel(v)}`).join(" en ")} (afgelast)
        </p>
      )}
      {a.meebrengen && (
        <p className="flex items-start gap-2 text-muted">
          <Backpack className="mt-1 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
          <span>Mee te nemen: {a.meebrengen}</span>
        </p>
      )}
    </div>
  );
}
