import ListChecks from "lucide-react/icons/list-checks";
import { useSyncExternalStore } from "react";
import { paklijstGroepen } from "~/domains/activiteiten/kamp";
import { useHydrated } from "~/lib/use-hydrated";

// The ticks live in localStorage; this page's writes and other tabs' ('storage' events) tell the list to read again.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function stored(key: string): string {
  try {
    return localStorage.getItem(key) ?? "[]";
  } catch {
    return "[]";
  }
}

function parseTicks(json: string): Set<string> {
  try {
    const saved: unknown = JSON.parse(json);
    return new Set(Array.isArray(saved) ? saved.filter((item): item is string => typeof item === "string") : []);
  } catch {
    return new Set();
  }
}

function store(key: string, ticks: Set<string>): void {
  try {
    if (ticks.size) localStorage.setItem(key, JSON.stringify([...ticks]));
    else localStorage.removeItem(key);
  } catch {
    // Private browsing may refuse storage: the ticks are then not kept.
  }
  for (const listener of listeners) listener();
}

/**
 * The packing list as a checklist. The ticks are kept in this browser only (localStorage, by the line's text, so a
 * changed list keeps the ticks of the lines that stayed); no account, nothing sent. Without JavaScript the list shows
 * and can be ticked, it is just not kept.
 */
export function Paklijst({ kampId, lijnen }: { kampId: number; lijnen: string[] }) {
  const key = `kamp-paklijst-${kampId}`;
  const hydrated = useHydrated();
  // The server cannot know this browser's ticks: it renders none, the browser reads them once it runs.
  const ticks = parseTicks(useSyncExternalStore(subscribe, () => stored(key), () => "[]"));

  const groepen = paklijstGroepen(lijnen);
  const total = new Set(groepen.flatMap((g) => g.items)).size;
  const done = groepen.flatMap((g) => g.items).filter((item, i, all) => ticks.has(item) && all.indexOf(item) === i).length;

  function toggle(item: string, on: boolean) {
    const next = new Set(ticks);
    if (on) next.add(item);
    else next.delete(item);
    store(key, next);
  }

  return (
    <section id="paklijst" aria-labelledby="paklijst-titel" className="card p-5">
      <h2 id="paklijst-titel" className="flex items-center gap-2 text-2xl font-extrabold text-ink">
        <ListChecks className="h-6 w-6 shrink-0 text-brand" aria-hidden="true" />
        Paklijst
      </h2>
      <p className="mt-1 text-muted">Vink af wat al in de koffer zit. Je vinkjes blijven bewaard op dit toestel.</p>
      {hydrated && (
        <p aria-live="polite" className="mt-3 font-bold text-brand-dark">
          {done} van {total} ingepakt
        </p>
      )}
      <div className="mt-2 space-y-5">
        {groepen.map((groep, g) => (
          <div key={`${g}-${groep.kop ?? ""}`}>
            {groep.kop && <h3 className="mt-2 text-lg font-extrabold text-ink">{groep.kop}</h3>}
            <ul className="mt-1 divide-y divide-gray-100">
              {groep.items.map((item, i) => (
                <li key={`${i}-${item}`}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 py-1.5">
                    <input
                      type="checkbox"
                      checked={ticks.has(item)}
                      onChange={(event) => toggle(item, event.target.checked)}
                      className="h-5 w-5 shrink-0 accent-brand-dark"
                    />
                    <span className={ticks.has(item) ? "text-muted line-through" : "text-ink"}>{item}</span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {hydrated && done > 0 && (
        <button type="button" onClick={() => store(key, new Set())} className="btn-secondary mt-4">
          Alle vinkjes wissen
        </button>
      )}
    </section>
  );
}
