import ListChecks from "lucide-react/icons/list-checks";
import { paklijstGroepen } from "~/domains/activiteiten/kamp";

/**
 * The packing list as a checklist. The ticks are kept in this browser only (localStorage, by the line's text, so a
 * changed list keeps the ticks of the lines that stayed); no account, nothing sent. The server renders none ticked
 * (it cannot know this browser's); Paklijst.enhance.ts ticks them, keeps them and counts. Without JavaScript the list
 * shows and can be ticked, it is just not kept.
 */
export function Paklijst({ kampId, lijnen }: { kampId: number; lijnen: string[] }) {
  const groepen = paklijstGroepen(lijnen);
  const total = new Set(groepen.flatMap((g) => g.items)).size;

  return (
    <section id="paklijst" aria-labelledby="paklijst-titel" data-js="paklijst" data-sleutel={`kamp-paklijst-${kampId}`} className="card p-5">
      <h2 id="paklijst-titel" className="flex items-center gap-2 text-2xl font-extrabold text-ink">
        <ListChecks className="h-6 w-6 shrink-0 text-brand" aria-hidden="true" />
        Paklijst
      </h2>
      <p className="mt-1 text-muted">Vink af wat al in de koffer zit. Je vinkjes blijven bewaard op dit toestel.</p>
      <p aria-live="polite" hidden className="mt-3 font-bold text-brand-dark">
        <span data-ingepakt>0</span> van {total} ingepakt
      </p>
      <div className="mt-2 space-y-5">
        {groepen.map((groep, g) => (
          <div key={`${g}-${groep.kop ?? ""}`}>
            {groep.kop && <h3 className="mt-2 text-lg font-extrabold text-ink">{groep.kop}</h3>}
            <ul className="mt-1 divide-y divide-gray-100">
              {groep.items.map((item, i) => (
                <li key={`${i}-${item}`}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 py-1.5">
                    <input type="checkbox" value={item} className="peer h-5 w-5 shrink-0 accent-brand-dark" />
                    <span className="text-ink peer-checked:text-muted peer-checked:line-through">{item}</span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <button type="button" hidden className="btn-secondary mt-4">
        Alle vinkjes wissen
      </button>
    </section>
  );
}
