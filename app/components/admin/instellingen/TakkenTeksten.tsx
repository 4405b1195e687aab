import CheckCircle2 from "lucide-react/icons/check-circle-2";
import Circle from "lucide-react/icons/circle";
import Pencil from "lucide-react/icons/pencil";
import { Link } from "react-router";
import { takLogoUrl } from "~/domains/takken/rules";

export type TakTekstRij = { id: number; name: string; slug: string; leeftijd: string; email: string; nagekeken: boolean };

/** 'Takken': per tak its ages and address, whether its texts were checked, and the way to its text form. */
export function TakkenTeksten({ takken }: { takken: readonly TakTekstRij[] }) {
  return (
    <div className="space-y-4">
      <p className="text-muted">
        Per tak de beschrijving, de leeftijd en het e-mailadres. De namen van de takken liggen vast: de adressen van de site
        hangen ervan af. De takleiding kan de teksten van haar eigen takken ook zelf aanpassen.
      </p>
      <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200">
        {takken.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap" data-testid="tak-tekst-rij">
            <img src={takLogoUrl(t.name)} alt="" width={40} height={40} className="h-10 w-10 shrink-0 object-contain" />
            <div className="min-w-0 flex-1">
              <p className="font-bold">{t.name}</p>
              <p className="text-sm wrap-anywhere text-muted">
                {t.leeftijd} jaar · {t.email}
              </p>
            </div>
            <span className={`inline-flex items-center gap-1 text-sm font-semibold ${t.nagekeken ? "text-brand-dark" : "text-muted"}`}>
              {t.nagekeken ? <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> : <Circle className="h-4 w-4" aria-hidden="true" />}
              {t.nagekeken ? "Nagekeken" : "Nog na te kijken"}
            </span>
            <Link to={`/admin/tak/${t.slug}`} className="btn-secondary w-full sm:w-auto" aria-label={`Teksten van de ${t.name} bewerken`}>
              <Pencil className="h-4 w-4" aria-hidden="true" /> Bewerken
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
