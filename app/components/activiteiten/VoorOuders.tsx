import type { DezeWeekRegel } from "~/domains/activiteiten/rules";
import { KampenKort, type KampKort } from "~/components/kamp/KampenKort";
import { DezeWeek } from "./DezeWeek";

/** 'Deze week' and the coming camps, above the news; each is left out when it has nothing to show. */
export function VoorOuders({ dezeWeek, kampen }: { dezeWeek: DezeWeekRegel[]; kampen: KampKort[] }) {
  if (dezeWeek.length === 0 && kampen.length === 0) return null;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-8 md:pt-12 lg:grid-cols-3">
      {dezeWeek.length > 0 && <DezeWeek regels={dezeWeek} className={kampen.length > 0 ? "lg:col-span-2" : "lg:col-span-3"} />}
      {kampen.length > 0 && <KampenKort kampen={kampen} className={`self-start ${dezeWeek.length > 0 ? "" : "lg:col-span-3"}`} />}
    </div>
  );
}
