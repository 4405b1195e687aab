import ArrowRight from "lucide-react/icons/arrow-right";
import Repeat from "lucide-react/icons/repeat";
import Tent from "lucide-react/icons/tent";
import { Link } from "react-router";
import { kampPad } from "~/domains/activiteiten/kamp";
import { activiteitAnker, datumLabel, datumTijdLabel, tijdLabel, type ActiviteitRegel } from "~/domains/activiteiten/rules";
import { dateTile } from "~/lib/days";
import { SpriteIcon } from "~/components/ui/Sprite";
import { TakBadges } from "./TakBadges";
import { WanneerWaar } from "./WanneerWaar";

/**
 * One activity as visitors see it: title, date (dd/mm/yyyy), time ('14:00 - 17:00', over several days
 * 'vr 19:00 - zo 16:00'), place and 'Mee te nemen: …'; a cancelled one says 'Afgelast' with its reason. A cancelled
 * one with a replacement is only a short line that links to the replacement, and the replacement says what it
 * replaces, so the two read as one plan. `toonTakken` adds the tak labels (the calendar lists every tak).
 * Its clock and pin are those of ActiviteitIconen, which the list puts once on the page.
 */
export function ActiviteitItem({
  activiteit: a,
  toonTakken = false,
  headingLevel: Heading = "h3",
  variant = "card",
}: {
  activiteit: ActiviteitRegel;
  toonTakken?: boolean;
  headingLevel?: "h3" | "h4";
  /** "card" stands alone; "row" is one line of a list inside a card (the calendar's weeks). */
  variant?: "card" | "row";
}) {
  const tile = dateTile(a.start);
  const frame = variant === "card" ? "card h-full p-4 sm:p-5" : "px-4 py-4 sm:px-5";
  if (a.afgelast && a.vervangenDoor) {
    const vervanging = a.vervangenDoor;
    return (
      <article id={activiteitAnker(a.id)} className={`${variant === "card" ? "rounded-2xl border border-dashed border-red-200 p-4" : "px-4 py-3 sm:px-5"} bg-red-50/40 text-muted`} data-testid="activiteit">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Heading className="font-bold text-ink line-through decoration-red-700/60">{a.titel}</Heading>
          <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-extrabold uppercase tracking-wide text-white">Afgelast</span>
        </div>
        <p className="mt-1">
          {datumTijdLabel(a)}
          {a.reden ? ` · ${a.reden}` : ""}
        </p>
        <p className="mt-1 font-semibold text-ink">
          Vervangen door{" "}
          <Link to={vervanging.href} className="inline-flex min-h-11 items-center gap-1 text-brand-dark underline sm:min-h-0">
            {vervanging.titel}, {datumTijdLabel(vervanging)} <ArrowRight className="h-4 w-4 shrink-0" aria-hidden="true" />
          </Link>
        </p>
      </article>
    );
  }
  return (
    <article id={activiteitAnker(a.id)} className={`flex gap-4 ${frame} ${a.afgelast ? "bg-red-50/60" : ""} ${a.afgelast && variant === "card" ? "border-red-200" : ""}`} data-testid="activiteit">
      {tile && (
        <div aria-hidden="true" className="datum-tegel">
          <span className="datum-tegel-kop">{tile.weekday}</span>
          <span className="pt-1 text-xl font-extrabold leading-none text-ink">{tile.day}</span>
          <span className="pb-1 text-xs font-semibold text-muted">{tile.month}</span>
        </div>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Heading className={`text-lg font-extrabold leading-snug text-ink ${a.afgelast ? "line-through decoration-red-700/60" : ""}`}>{a.titel}</Heading>
          {a.afgelast && (
            <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-extrabold uppercase tracking-wide text-white">Afgelast</span>
          )}
          {a.kamp && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-extrabold uppercase tracking-wide text-amber-900">
              <Tent className="h-3.5 w-3.5" aria-hidden="true" /> Kamp
            </span>
          )}
        </div>
        {a.vervangt.length > 0 && (
          <p className="mt-1.5 flex items-start gap-1.5 text-sm font-semibold text-brand-dark">
            <Repeat className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>In de plaats van {a.vervangt.map((v) => `${v.titel} van ${datumLabel(v)}`).join(" en ")} (afgelast)</span>
          </p>
        )}
        {toonTakken && <TakBadges activiteit={a} className="mt-1.5" />}
        <WanneerWaar datum={datumLabel(a)} tijd={tijdLabel(a)} plaats={a.plaats}>
          {a.meebrengen && (
            <li className="min-w-0 wrap-anywhere pl-6">
              <span className="font-semibold text-ink">Mee te nemen:</span> {a.meebrengen}
            </li>
          )}
        </WanneerWaar>
        {a.afgelast && a.reden && <p className="mt-2 font-semibold text-red-800">{a.reden}</p>}
        {a.kamp && (
          <Link
            to={a.takken.length === 1 ? kampPad(a.takken[0]!.slug) : "/kamp"}
            className="mr-5 mt-2 inline-flex min-h-11 items-center gap-1.5 font-bold text-brand-dark underline underline-offset-2"
          >
            Alles over het kamp <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        )}
        {a.inschrijven && (
          <Link to={a.inschrijven.href} className="afmeld-link mr-5 mt-2 flex-wrap no-underline" data-testid="inschrijven-link">
            <SpriteIcon id="inschrijven" className="h-4 w-4 shrink-0" />
            <span className="underline underline-offset-2">Inschrijven</span>
            <span className="sr-only"> voor {a.titel} op {datumLabel(a)}</span>
            {a.inschrijven.stand && <span className="font-semibold text-muted">({a.inschrijven.stand})</span>}
          </Link>
        )}
        {a.afmelden && (
          <Link to={a.afmelden} className="afmeld-link mt-2">
            <SpriteIcon id="afmelden" className="h-4 w-4 shrink-0" />
            Afmelden<span className="sr-only"> voor {a.titel} op {datumLabel(a)}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
