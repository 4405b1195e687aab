import Download from "lucide-react/icons/download";
import Trash2 from "lucide-react/icons/trash";
import { Form } from "react-router";

export interface GegevensProps {
  email: string;
  fout: string | null;
  bevestigen: boolean;
  gevonden: { totaal: number; soorten: { soort: string; label: string; aantal: number; rijen: (readonly [string, string])[][] }[] } | null;
  gewist: { label: string; aantal: number }[] | null;
  kopieenWegOp: string | null;
}

/**
 * 'Gegevens van een ouder': everything the group stores under one address, its JSON export and its erasure in one
 * step (ADR 0047). Plain GET and POST forms: it works without JavaScript.
 */
export function GegevensBeheer({ email, fout, bevestigen, gevonden, gewist, kopieenWegOp }: GegevensProps) {
  const zoekUrl = `/admin?${new URLSearchParams({ sectie: "gegevens", email })}`;
  return (
    <section aria-labelledby="gegevens-titel">
      <h2 id="gegevens-titel" className="text-2xl font-extrabold">Gegevens van een ouder</h2>
      <p className="mt-2 max-w-prose text-muted">
        Vraagt een ouder welke gegevens de groep over hem of haar bewaart, of wil die ze laten wissen? Zoek op het e-mailadres: je ziet alles wat de website
        onder dat adres bewaart (meldingen, afmeldingen, inschrijvingen, berichten, de nieuwsbrief en de mails eraan), kunt het als één bestand exporteren of alles in één keer wissen.
      </p>

      {gewist && (
        <div role="status" className="card mt-6 p-4 sm:p-5" data-testid="gegevens-gewist">
          <h3 className="text-lg font-extrabold">Alles is gewist</h3>
          <ul className="mt-2 list-disc pl-5">
            {gewist.map((g) => (
              <li key={g.label}>{g.label}: {g.aantal}</li>
            ))}
          </ul>
          <p className="mt-2">Afmeldingen blijven meetellen, maar zonder naam, reden of e-mailadres. Het logboek vermeldt het wissen zonder het adres.</p>
          {kopieenWegOp && <p className="mt-2 font-semibold">Kopieën in de back-up verdwijnen uiterlijk op {kopieenWegOp}.</p>}
        </div>
      )}

      <Form method="get" action="/admin" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="sectie" value="gegevens" />
        <div className="sm:w-96">
          <label htmlFor="gegevens-email" className="label">E-mailadres</label>
          <input
            id="gegevens-email" name="email" type="email" required autoComplete="off" defaultValue={email} className="input w-full"
            aria-invalid={fout ? true : undefined} aria-describedby={fout ? "gegevens-fout" : undefined}
          />
        </div>
        <button type="submit" className="btn-primary">Zoeken</button>
      </Form>
      {fout && <p id="gegevens-fout" className="mt-2 font-semibold text-red-800">{fout}</p>}

      {gevonden && gevonden.totaal === 0 && (
        <p className="mt-6" data-testid="gegevens-niets">De website bewaart niets onder {email}.</p>
      )}

      {gevonden && gevonden.totaal > 0 && (
        <div className="mt-6">
          <p>Onder {email} bewaart de website {gevonden.totaal} {gevonden.totaal === 1 ? "gegeven" : "gegevens"}:</p>
          {gevonden.soorten.map((s) => (
            <div key={s.soort} className="card mt-4 p-4 sm:p-5" data-testid="gegevens-soort">
              <h3 className="text-lg font-extrabold">{s.label}: {s.aantal}</h3>
              {s.rijen.map((rij, i) => (
                <dl key={i} className="mt-3 grid grid-cols-1 gap-x-4 border-t border-gray-200 pt-3 sm:grid-cols-[12rem_1fr]">
                  {rij.map(([veld, waarde]) => (
                    <div key={veld} className="contents">
                      <dt className="font-semibold">{veld}</dt>
                      <dd className="break-words">{waarde}</dd>
                    </div>
                  ))}
                </dl>
              ))}
            </div>
          ))}

          {bevestigen ? (
            <div className="card mt-6 border-2 border-red-700 p-4 sm:p-5">
              <h3 className="text-lg font-extrabold">Alles van {email} wissen?</h3>
              <p className="mt-2">
                De {gevonden.totaal} gegevens hierboven worden in één keer gewist. Dit kan niet ongedaan worden gemaakt.
              </p>
              <Form method="post" action="/admin?sectie=gegevens" className="mt-4 flex flex-wrap gap-3">
                <input type="hidden" name="intent" value="gegevens-wissen" />
                <input type="hidden" name="email" value={email} />
                <button type="submit" className="btn-danger">
                  <Trash2 className="h-5 w-5" aria-hidden="true" /> Ja, alles wissen
                </button>
                <a href={zoekUrl} className="btn-secondary">Annuleren</a>
              </Form>
            </div>
          ) : (
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={`/admin/gegevens.json?${new URLSearchParams({ email })}`} download className="btn-primary">
                <Download className="h-5 w-5" aria-hidden="true" /> Exporteren (JSON)
              </a>
              <a href={`${zoekUrl}&wissen=1`} className="btn-danger">
                <Trash2 className="h-5 w-5" aria-hidden="true" /> Alles wissen
              </a>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
