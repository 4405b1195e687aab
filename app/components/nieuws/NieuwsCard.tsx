import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { excerpt, nieuwsPath, type NieuwsView } from "~/domains/nieuws/rules";
import type { DatumLabels } from "~/lib/dates";
import { GroepBadge } from "./GroepBadge";
import { NieuwsImage } from "./NieuwsImage";
import { NieuwsMeta } from "./NieuwsMeta";

function DateTile({ tile }: { tile: DatumLabels["tegel"] }) {
  if (!tile) return null;
  return (
    <div aria-hidden="true" className="flex w-14 flex-col items-center overflow-hidden rounded-xl bg-white text-center shadow-md ring-1 ring-black/5">
      <span className="w-full bg-brand-dark py-0.5 text-[11px] font-bold uppercase tracking-wide text-white">{tile.month}</span>
      <span className="py-1 text-xl font-extrabold leading-none text-ink">{tile.day}</span>
    </div>
  );
}

function AfgelastLabel({ className }: { className: string }) {
  return (
    <p className={`inline-flex w-fit items-center rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-extrabold uppercase tracking-wide text-white ${className}`}>
      Afgelast
    </p>
  );
}

/** A grid card of 'Recente updates'. */
export function NieuwsCard({ item, color }: { item: NieuwsView; color?: string | null }) {
  const titleId = `nieuws-${item.id}-titel`;
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition duration-300 hover:-translate-y-1 hover:shadow-xl motion-reduce:transform-none">
      <div className="relative">
        <NieuwsImage item={item} color={color} width={640} height={360} className="aspect-video w-full" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
        <div className="absolute left-3 top-3">
          <DateTile tile={item.datum.tegel} />
        </div>
        {item.groep && <GroepBadge groep={item.groep} color={color} className="absolute right-3 top-3" />}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 id={titleId} className="text-lg font-extrabold leading-snug text-ink">
          {item.name || "Nieuws artikel"}
        </h3>
        {item.is_canceled && <AfgelastLabel className="mt-2" />}
        <NieuwsMeta datum={item.datum} place={item.place} className="mt-2 text-sm text-muted" />
        {item.description && <p className="mt-3 line-clamp-3 text-muted">{excerpt(item.description, 220)}</p>}
        <div className="mt-auto pt-5">
          <Link
            to={nieuwsPath(item.id)}
            aria-describedby={titleId}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg font-bold text-brand-dark after:absolute after:inset-0 hover:underline"
          >
            Lees meer <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The large card under 'Uitgelicht nieuws'; its picture is the page's largest paint. */
export function FeaturedNieuws({ item, color }: { item: NieuwsView; color?: string | null }) {
  const titleId = `uitgelicht-${item.id}-titel`;
  return (
    <article className="card group grid overflow-hidden shadow-lg md:grid-cols-5">
      <div className="relative md:col-span-3">
        <NieuwsImage
          item={item}
          color={color}
          priority
          width={1200}
          height={675}
          sizes="(min-width: 1152px) 690px, (min-width: 768px) 60vw, 100vw"
          className="aspect-video h-full w-full md:aspect-auto md:min-h-80"
        />
        <div className="absolute left-4 top-4">
          <DateTile tile={item.datum.tegel} />
        </div>
        {item.groep && <GroepBadge groep={item.groep} color={color} className="absolute right-4 top-4" />}
      </div>
      <div className="flex flex-col p-6 md:col-span-2 md:p-8">
        <h3 id={titleId} className="text-2xl font-extrabold leading-tight text-ink md:text-3xl">
          {item.name || "Nieuws artikel"}
        </h3>
        {item.is_canceled && <AfgelastLabel className="mt-3" />}
        <NieuwsMeta datum={item.datum} place={item.place} className="mt-3 text-muted" />
        {item.description && <p className="mt-4 line-clamp-5 leading-relaxed text-muted">{excerpt(item.description, 360)}</p>}
        <div className="mt-auto pt-6">
          <Link to={nieuwsPath(item.id)} aria-describedby={titleId} className="btn-primary">
            Lees volledig artikel
            <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}
