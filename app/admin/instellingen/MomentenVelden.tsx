import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import { useRef, useState } from "react";
import type { Moment } from "~/domains/instellingen/rules";
import { MAX_LENGTE, MAX_MOMENTEN } from "~/domains/instellingen/validation";
import { useHydrated } from "~/lib/use-hydrated";
import { FormField } from "~/components/admin/FormField";
import { veldFout, waarde, type Fout } from "./velden";

type Rij = { key: number; jaar: string; titel: string; tekst: string };

/** The rows as the form shows them: after a refusal what was typed, else the stored moments. */
function beginRijen(momenten: readonly Moment[], fout: Fout): Rij[] {
  if (fout) {
    const indexes = new Set(Object.keys(fout.initialValue ?? {}).flatMap((k) => /^momenten\.(\d+)\./.exec(k)?.[1] ?? []));
    return [...indexes]
      .map(Number)
      .sort((a, b) => a - b)
      .map((i) => ({
        key: i,
        jaar: waarde(fout, `momenten.${i}.jaar`, null),
        titel: waarde(fout, `momenten.${i}.titel`, null),
        tekst: waarde(fout, `momenten.${i}.tekst`, null),
      }));
  }
  return momenten.map((m, i) => ({ key: i, jaar: String(m.jaar), titel: m.titel ?? "", tekst: m.tekst }));
}

/**
 * 'Belangrijke momenten' on the history page: rows of year, optional title and text, part of the 'Teksten' form (saved
 * with the texts) and shown oldest first. With JavaScript rows are added and removed with buttons; without it one empty
 * row waits at the end and a row emptied is removed. `fout`: the 'Teksten' form's refusal.
 */
export function MomentenVelden({ momenten, fout }: { momenten: readonly Moment[]; fout: Fout }) {
  const hydrated = useHydrated();
  const [rijen, setRijen] = useState<Rij[]>(() => beginRijen(momenten, fout));
  const [volgende, setVolgende] = useState(() => Math.max(0, ...rijen.map((r) => r.key)) + 1);
  const toevoegKnop = useRef<HTMLButtonElement>(null);
  // Without JavaScript: an empty row to add a moment.
  const getoond = hydrated ? rijen : [...rijen, { key: volgende, jaar: "", titel: "", tekst: "" }];

  function toevoegen() {
    setRijen((r) => [...r, { key: volgende, jaar: "", titel: "", tekst: "" }]);
    setVolgende((k) => k + 1);
    // Focus the new row's year once it is on the page.
    requestAnimationFrame(() => document.getElementById(`inst-momenten-${volgende}-jaar`)?.focus());
  }

  return (
    <section aria-labelledby="momenten-titel" className="space-y-5">
      <h2 id="momenten-titel" className="pt-2 text-xl font-extrabold">
        Belangrijke momenten
      </h2>
      <p className="text-muted">
        De tijdlijn op de pagina Geschiedenis, van oud naar nieuw. Een titel is niet verplicht.
        {!hydrated && " Maak jaar en tekst van een rij leeg om dat moment te verwijderen."}
      </p>
      {veldFout(fout, "momenten") && <p className="font-semibold text-red-700">{veldFout(fout, "momenten")}</p>}
      {getoond.length === 0 && <p className="text-muted">Nog geen momenten. Voeg er een toe.</p>}
      <ol className="space-y-4">
        {getoond.map((rij, i) => {
          // Named by position, so the server's errors ('momenten.2.jaar') point at the row as shown.
          const naam = (veld: string) => `momenten.${i}.${veld}`;
          const id = (veld: string) => `inst-momenten-${rij.key}-${veld}`;
          return (
            <li key={rij.key} className="rounded-xl border border-gray-200 p-4">
              <fieldset className="min-w-0">
                <legend className="sr-only">Moment {i + 1}</legend>
                <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
                  <FormField id={id("jaar")} label="Jaar" error={veldFout(fout, naam("jaar"))}>
                    {(props) => <input {...props} name={naam("jaar")} inputMode="numeric" autoComplete="off" defaultValue={rij.jaar} className="input" />}
                  </FormField>
                  <FormField id={id("titel")} label="Titel (niet verplicht)" error={veldFout(fout, naam("titel"))}>
                    {(props) => <input {...props} name={naam("titel")} autoComplete="off" maxLength={MAX_LENGTE.momentTitel} defaultValue={rij.titel} className="input" />}
                  </FormField>
                  <div className="sm:col-span-2">
                    <FormField id={id("tekst")} label="Tekst" error={veldFout(fout, naam("tekst"))}>
                      {(props) => <textarea {...props} name={naam("tekst")} rows={2} maxLength={MAX_LENGTE.momentTekst} defaultValue={rij.tekst} className="input" />}
                    </FormField>
                  </div>
                </div>
                {hydrated && (
                  <div className="mt-3 flex justify-end">
                    <button
                      type="button"
                      onClick={() => {
                        setRijen((r) => r.filter((x) => x.key !== rij.key));
                        // The button goes with its row: keyboard focus lands on 'Moment toevoegen', not on the page.
                        requestAnimationFrame(() => toevoegKnop.current?.focus());
                      }}
                      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-red-200 px-3 font-semibold text-red-800 hover:bg-red-50"
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" /> Verwijderen<span className="sr-only"> (moment {i + 1})</span>
                    </button>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {hydrated && rijen.length < MAX_MOMENTEN && (
        <button ref={toevoegKnop} type="button" onClick={toevoegen} className="btn-secondary">
          <Plus className="h-5 w-5" aria-hidden="true" /> Moment toevoegen
        </button>
      )}
    </section>
  );
}
