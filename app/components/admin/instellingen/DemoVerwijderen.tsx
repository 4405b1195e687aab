import Trash2 from "lucide-react/icons/trash-2";
import { useState } from "react";
import type { DemoTelling } from "~/demo/types";
import { useHydrated } from "~/lib/use-hydrated";
import { ConfirmDialog } from "../ConfirmDialog";
import { isPending, useAdminAction } from "../use-admin-action";
import type { Fout } from "./velden";

const ACTION = "/admin?sectie=instellingen";
const INTENT = "demo-verwijderen";

function opsomming(demo: DemoTelling): string {
  const delen = [
    demo.leiding && `${demo.leiding} leiding`,
    demo.activiteiten && `${demo.activiteiten} activiteiten (met hun nieuws)`,
    demo.periodes && `${demo.periodes} periodes uit de geschiedenis`,
    demo.boekjes && `${demo.boekjes} boekjes`,
    demo.mededelingen && `${demo.mededelingen} mededeling`,
  ].filter(Boolean);
  return delen.join(", ");
}

/**
 * 'Demo-inhoud verwijderen': the fictional leaders, activities, history and the rest that came with the site, in one
 * step. With JavaScript a dialog asks first; without it a checkbox must be ticked.
 */
export function DemoVerwijderen({ demo, fout }: { demo: DemoTelling; fout: Fout }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const fetcher = useAdminAction();
  const busy = isPending(fetcher, INTENT, "demo");
  if (demo.totaal === 0) return null;
  const vinkFout = fout?.values.intent === INTENT ? fout.fields.bevestig : undefined;
  const vraag = `Dit verwijdert ${opsomming(demo)}, met hun foto's en bestanden. Wat je zelf toevoegde, de accounts en de instellingen blijven. Dit kan niet ongedaan worden gemaakt.`;
  return (
    <section className="card mt-8 border-red-200 p-4 sm:p-6" aria-labelledby="demo-titel">
      <h2 id="demo-titel" className="text-lg font-extrabold">Demo-inhoud</h2>
      <p className="mt-2 text-muted">
        De site werd geleverd met verzonnen inhoud om te tonen hoe alles eruitziet: {opsomming(demo)}. Verwijder ze voor je de site
        echt gebruikt. Wat je zelf toevoegde, de accounts en de instellingen blijven.
      </p>
      <form method="post" action={ACTION} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value={INTENT} />
        <input type="hidden" name="id" value="demo" />
        {!hydrated && (
          <div>
            <label className="flex items-start gap-2 font-semibold">
              <input type="checkbox" name="bevestig" value="ja" className="mt-1 h-5 w-5" aria-describedby={vinkFout ? "demo-bevestig-fout" : undefined} />
              Ja, verwijder alle demo-inhoud definitief.
            </label>
            {vinkFout && (
              <p id="demo-bevestig-fout" className="mt-1 text-sm font-semibold text-red-700">
                {vinkFout}
              </p>
            )}
          </div>
        )}
        <button
          type="submit"
          disabled={busy}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            setOpen(true);
          }}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2.5 font-bold text-white shadow-sm hover:bg-red-800 disabled:opacity-60"
        >
          <Trash2 className="h-5 w-5" aria-hidden="true" /> {busy ? "Verwijderen..." : "Demo-inhoud verwijderen"}
        </button>
      </form>
      <ConfirmDialog
        open={open}
        title="Demo-inhoud verwijderen?"
        message={vraag}
        confirmLabel="Alles verwijderen"
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          fetcher.submit({ intent: INTENT, id: "demo", bevestig: "ja" }, { method: "post", action: ACTION });
          setOpen(false);
        }}
      />
    </section>
  );
}
