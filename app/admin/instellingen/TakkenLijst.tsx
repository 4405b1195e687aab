import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import Circle from "lucide-react/icons/circle";
import Pencil from "lucide-react/icons/pencil";
import Power from "lucide-react/icons/power";
import Trash2 from "lucide-react/icons/trash-2";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { instellingenUrl } from "~/domains/instellingen/delen";
import { isLeeg, type TakInhoud } from "~/domains/takken/inhoud";
import { soortUitleg, takLogoUrl, type Woorden } from "~/domains/takken/rules";
import { formatDate } from "~/lib/dates";

// The lists of the panel 'Takken': the group's takken in their order (edit, move, stop or remove) and the ones that
// stopped. The panel's forms are in TakkenBeheer.tsx.

export type TakBeheerRij = {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  color: string;
  soort: string;
  leeftijd: string;
  email: string;
  nagekeken: boolean;
  inhoud: TakInhoud | null;
};

export type GestopteTak = { id: number; name: string; slug: string; gestoptOp: number };

const leeg = (i: TakInhoud | null) => i !== null && isLeeg(i);

export function Kop({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-lg font-extrabold text-ink">
      {children}
    </h2>
  );
}

export function TakkenLijst({ takken, w }: { takken: readonly TakBeheerRij[]; w: Woorden }) {
  const uitleg = soortUitleg(w);
  return (
    <section aria-labelledby="takken-lijst-titel" className="space-y-3">
      <Kop id="takken-lijst-titel">Je {w.takken}</Kop>
      {takken.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 p-4 text-muted">
          Je groep heeft nog geen {w.takken}. Begin met die van je beweging of voeg ze hieronder een voor een toe.
        </p>
      ) : (
        <ol className="divide-y divide-gray-100 rounded-xl border border-gray-200">
          {takken.map((t, i) => (
            <li key={t.id} className="flex flex-wrap items-center gap-3 p-3" data-testid="tak-rij">
              <img src={takLogoUrl(t)} alt="" width={40} height={40} className="h-10 w-10 shrink-0 object-contain" />
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-bold wrap-anywhere">
                  <span className="mr-2 inline-block h-3 w-3 rounded-full ring-1 ring-black/15" style={{ backgroundColor: t.color }} aria-hidden="true" />
                  {t.name}
                </p>
                <p className="text-sm wrap-anywhere text-muted">
                  {uitleg[t.soort as keyof typeof uitleg]?.label ?? t.soort}
                  {t.leeftijd && ` · ${t.leeftijd} jaar`}
                  {t.email && ` · ${t.email}`} · /takken/{t.slug}
                </p>
                <p className={`mt-0.5 inline-flex items-center gap-1 text-sm font-semibold ${t.nagekeken ? "text-brand-dark" : "text-muted"}`}>
                  {t.nagekeken ? <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> : <Circle className="h-4 w-4" aria-hidden="true" />}
                  {t.nagekeken ? "Teksten nagekeken" : "Teksten nog na te kijken"}
                </p>
              </div>
              <div className="flex w-full flex-wrap gap-2 sm:w-auto">
                <Verschuif tak={t} richting="hoger" disabled={i === 0} />
                <Verschuif tak={t} richting="lager" disabled={i === takken.length - 1} />
                <Link to={`/admin/tak/${t.slug}`} className="btn-secondary min-h-11" aria-label={`${t.name} bewerken`}>
                  <Pencil className="h-4 w-4" aria-hidden="true" /> Bewerken
                </Link>
                <Link
                  to={`/admin/tak/${t.slug}/stoppen`}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-red-200 px-3 font-semibold text-red-800 hover:bg-red-50"
                  aria-label={leeg(t.inhoud) ? `${t.name} verwijderen` : `${t.name} stoppen`}
                >
                  {leeg(t.inhoud) ? <Trash2 className="h-4 w-4" aria-hidden="true" /> : <Power className="h-4 w-4" aria-hidden="true" />}
                  {leeg(t.inhoud) ? "Verwijderen" : "Stoppen"}
                </Link>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** 'Hoger' or 'Lager': one place up or down, a real post (works without JavaScript). */
function Verschuif({ tak, richting, disabled }: { tak: TakBeheerRij; richting: "hoger" | "lager"; disabled: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "tak-verschuiven";
  const Icon = richting === "hoger" ? ArrowUp : ArrowDown;
  return (
    <Form method="post" action={instellingenUrl("takken")}>
      <input type="hidden" name="intent" value="tak-verschuiven" />
      <input type="hidden" name="id" value={tak.id} />
      <input type="hidden" name="richting" value={richting} />
      <button
        type="submit"
        disabled={disabled || busy}
        aria-label={`${tak.name} ${richting === "hoger" ? "hoger" : "lager"} zetten`}
        title={richting === "hoger" ? "Hoger" : "Lager"}
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg border border-gray-300 bg-white text-ink hover:bg-brand-light disabled:opacity-40"
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
      </button>
    </Form>
  );
}

export function GestopteTakken({ gestopt, w }: { gestopt: readonly GestopteTak[]; w: Woorden }) {
  return (
    <section aria-labelledby="takken-gestopt-titel" className="space-y-3">
      <Kop id="takken-gestopt-titel">Gestopte {w.takken}</Kop>
      <p className="text-sm text-muted">
        Niet meer op de site; hun geschiedenis (voorbije activiteiten, de leiding van vroeger, de albums) blijft bewaard. Hun
        adres blijft voorbehouden.
      </p>
      <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200">
        {gestopt.map((t) => (
          <li key={t.id} className="p-3" data-testid="gestopte-tak">
            <span className="font-bold">{t.name}</span> <span className="text-sm text-muted">· /takken/{t.slug} · gestopt op {formatDate(t.gestoptOp)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
