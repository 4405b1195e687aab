import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { takLogoUrl } from "~/domains/takken/rules";
import { useSite } from "~/domains/instellingen/use-site";

export function TakCard({ tak }: { tak: { name: string; slug: string; logo: string | null; leeftijd: string; color: string } }) {
  const w = useSite().woorden;
  return (
    <Link
      to={`/takken/${tak.slug}`}
      className="card group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lg"
    >
      <div className="h-2" style={{ backgroundColor: tak.color }} />
      <div className="flex flex-1 items-center gap-4 p-5">
        <img src={takLogoUrl(tak)} alt="" width={72} height={72} loading="lazy" className="h-18 w-18 shrink-0" />
        <div className="flex-1">
          <h3 className="text-xl font-extrabold text-ink">{tak.name}</h3>
          {tak.leeftijd && <p className="text-muted">{tak.leeftijd} jaar</p>}
          <p className="mt-2 inline-flex items-center gap-1 font-bold text-brand-dark group-hover:underline">
            {`Ontdek deze ${w.tak}`} <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </p>
        </div>
      </div>
    </Link>
  );
}
