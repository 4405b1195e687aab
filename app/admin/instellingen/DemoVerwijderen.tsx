import Trash2 from "lucide-react/icons/trash-2";
import { useState } from "react";
import type { DemoTelling } from "~/demo/types";
import { useHydrated } from "~/lib/use-hydrated";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { isPending, useAdminAction } from "~/components/admin/use-admin-action";
import { foutVan, veldFout, type Fout } from "./velden";

const ACTION = "/admin?sectie=instellingen";
const INTENT = "demo-verwijderen";

/** The demo's rows, counted ('12 leiding, 140 activiteiten (met hun nieuws), ...'); "" when none are left. */
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

/** What will change, as a list: the rows that go, and the details of the demo group that are emptied. */
function Wijzigingen({ demo }: { demo: DemoTelling }) {
  const rijen = opsomming(demo);
  return (
    <ul className="list-disc space-y-1 pl-5">
      {rijen && <li>Verwijderd: {rijen}, met hun foto&apos;s en bestanden.</li>}
      {demo.identiteit.length > 0 && (
        <li>
          Leeggemaakt, want nog die van de demogroep: {demo.identiteit.join(", ")}. Vul daarna je eigen gegevens in bij Groep en
          Teksten.
        </li>
      )}
    </ul>
  );
}

/**
 * 'Demo-inhoud verwijderen': the fictional leaders, activities, history and the rest that came with the site, and the
 * demo group's name, address, contacts and texts where the group kept them, in one step. With JavaScript a dialog
 * lists what changes and asks first; without it the same list stands above a checkbox that must be ticked.
 */
export function DemoVerwijderen({ demo, fout }: { demo: DemoTelling; fout: Fout }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const fetcher = useAdminAction();
  const busy = isPending(fetcher, INTENT, "demo");
  if (demo.totaal === 0) return null;
  const vinkFout = veldFout(foutVan(fout, INTENT), "bevestig");
  const blijft = "Wat je zelf toevoegde of wijzigde en de accounts blijven.";
  return (
    <section className="card mt-8 border-red-200 p-4 sm:p-6" aria-labelledby="demo-titel">
      <h2 id="demo-titel" className="text-lg font-extrabold">Demo-inhoud</h2>
      <div className="mt-2 space-y-2 text-muted">
        <p>
          De site werd geleverd met een verzonnen scoutsgroep om te tonen hoe alles eruitziet. Verwijder die voor je de site echt
          gebruikt. Dit verandert er:
        </p>
        <Wijzigingen demo={demo} />
        <p>{blijft}</p>
      </div>
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
        message="Dit verandert er:"
        confirmLabel="Alles verwijderen"
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          fetcher.submit({ intent: INTENT, id: "demo", bevestig: "ja" }, { method: "post", action: ACTION });
          setOpen(false);
        }}
      >
        <Wijzigingen demo={demo} />
        <p>{blijft} Dit kan niet ongedaan worden gemaakt.</p>
      </ConfirmDialog>
    </section>
  );
}
