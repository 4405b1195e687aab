import BellPlus from "lucide-react/icons/bell-plus";
import { KIES_TAK } from "~/domains/meldingen/teksten";
import { inWoord } from "~/domains/takken/rules";
import { useSite } from "~/domains/instellingen/use-site";

/** What the line under the button says in each state (PushKnop.enhance.ts picks one). */
const UITLEG = {
  aan: "Meldingen staan aan op dit toestel.",
  geweigerd: "Je browser staat geen meldingen toe voor deze site. Zet ze aan in de instellingen van je browser.",
  fout: "Dat lukte niet. Probeer het later opnieuw.",
  "geen-tak": KIES_TAK,
};

/**
 * 'Meldingen op dit toestel': hidden until PushKnop.enhance.ts has seen that the browser has the Push API and service
 * workers. It subscribes this device for the takken ticked in the block's form; the code that subscribes is loaded
 * when the button is used (lib/push-client.ts), not with the page.
 */
export function PushKnop() {
  const w = useSite().woorden;
  return (
    <div hidden data-js="push" className="mt-4 border-t border-gray-200 pt-4">
      <button type="button" data-push="uit" hidden className="btn-secondary w-full">
        Meldingen op dit toestel uitzetten
      </button>
      <button type="button" data-push="aan" className="btn-secondary w-full">
        <BellPlus className="h-5 w-5" aria-hidden="true" />
        Meldingen op dit toestel
      </button>
      <p
        role="status"
        aria-live="polite"
        data-aan={UITLEG.aan}
        data-geweigerd={UITLEG.geweigerd}
        data-fout={UITLEG.fout}
        data-geen-tak={inWoord(UITLEG["geen-tak"], w)}
        className="mt-2 text-sm font-semibold text-red-700 [&:empty]:hidden"
      />
    </div>
  );
}
