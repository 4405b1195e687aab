import BellRing from "lucide-react/icons/bell-ring";
import { useEffect, useRef, useState } from "react";

/** How many parents follow each tak (active subscriptions), for the activity form. */
export interface MeldingOuders {
  perTak: Record<string, number>;
  /** Every active subscription: the whole group's activities reach them all. */
  alle: number;
  /** The server's clock when the form was made, so the first render is the same on both sides. */
  nu: number;
}

const DAG_MS = 24 * 60 * 60 * 1000;
const HELE_GROEP = "hele-groep";

function lees(form: HTMLFormElement): { takken: string[]; start: string } {
  const data = new FormData(form);
  return { takken: data.getAll("takken").map(String), start: String(data.get("start") ?? "") };
}

/** About how many parents hear of a save: the sum over the chosen takken (a parent of two takken counts twice). */
export function ouders(o: MeldingOuders, takken: readonly string[]): number {
  if (takken.includes(HELE_GROEP)) return o.alle;
  return Math.min(o.alle, takken.reduce((som, t) => som + (o.perTak[t] ?? 0), 0));
}

/**
 * What a change of an activity starting at `start` (ms) means for the parents of its takken: 'Ongeveer N ouders
 * krijgen hierover een bericht.', or none for one outside the next 14 days. The activity form and 'Afgelasten' say it.
 */
export function meldingZin(o: MeldingOuders, takken: readonly string[], start: number): string {
  const buiten = Number.isFinite(start) && (start < o.nu || start > o.nu + 14 * DAG_MS);
  if (buiten) return "Deze activiteit valt niet in de komende 14 dagen: de ouders krijgen er geen apart bericht over.";
  const n = ouders(o, takken);
  return `Ongeveer ${n} ${n === 1 ? "ouder krijgt" : "ouders krijgen"} hierover een bericht.`;
}

/**
 * Under the activity form: how many parents get a message about this save ('Ongeveer N ouders krijgen hierover een
 * bericht.'), and 'Geen melding sturen' for a save that is no news (a typo fixed). Follows the chosen takken and date
 * while the form is filled in.
 */
export function MeldingKeuze({ meldingen, takken, start }: { meldingen: MeldingOuders; takken: readonly string[]; start: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [keuze, setKeuze] = useState({ takken: [...takken], start, nu: meldingen.nu });

  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    const bij = () => setKeuze({ ...lees(form), nu: Date.now() });
    form.addEventListener("change", bij);
    return () => form.removeEventListener("change", bij);
  }, []);

  // datetime-local is Brussels time; a few hours off at the edge of the 14 days does not matter for this hint.
  const begin = keuze.start ? Date.parse(keuze.start) : Number.NaN;
  return (
    <div ref={ref} className="rounded-lg border border-gray-200 p-3">
      <p className="flex items-start gap-2 text-sm">
        <BellRing className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
        <span>{meldingZin({ ...meldingen, nu: keuze.nu }, keuze.takken, begin)}</span>
      </p>
      <label className="mt-2 flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" name="geenMelding" className="h-5 w-5 accent-brand-dark" />
        <span className="font-semibold">Geen melding sturen</span>
      </label>
    </div>
  );
}
