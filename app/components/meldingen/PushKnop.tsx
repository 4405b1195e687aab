import BellPlus from "lucide-react/icons/bell-plus";
import { useEffect, useState } from "react";
import { KIES_TAK } from "~/domains/meldingen/teksten";
import { useHydrated } from "~/lib/use-hydrated";

type Stand = "uit" | "aan" | "bezig" | "geweigerd" | "fout" | "geen-tak";

const UITLEG: Partial<Record<Stand, string>> = {
  aan: "Meldingen staan aan op dit toestel.",
  geweigerd: "Je browser staat geen meldingen toe voor deze site. Zet ze aan in de instellingen van je browser.",
  fout: "Dat lukte niet. Probeer het later opnieuw.",
  "geen-tak": KIES_TAK,
};

function kanPush(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/**
 * 'Meldingen op dit toestel': only where the browser has the Push API and service workers, and only once the page
 * runs. The code that subscribes is loaded when the button is used (push-client.ts), not with the page.
 */
export function PushKnop({ takkenVan }: { takkenVan: () => string[] }) {
  const hydrated = useHydrated();
  const [stand, setStand] = useState<Stand>("uit");
  const ondersteund = hydrated && kanPush();

  useEffect(() => {
    if (!ondersteund) return;
    let weg = false;
    navigator.serviceWorker
      .getRegistration("/")
      .then((registratie) => registratie?.pushManager.getSubscription())
      .then((abonnement) => {
        if (abonnement && !weg) setStand("aan");
      })
      .catch(() => undefined);
    return () => {
      weg = true;
    };
  }, [ondersteund]);

  if (!ondersteund) return null;

  async function aan() {
    const takken = takkenVan();
    if (takken.length === 0) return setStand("geen-tak");
    setStand("bezig");
    const { pushAan } = await import("~/lib/push-client");
    setStand(await pushAan(takken));
  }

  async function uit() {
    setStand("bezig");
    const { pushUit } = await import("~/lib/push-client");
    setStand((await pushUit()) ? "uit" : "fout");
  }

  return (
    <div className="mt-4 border-t border-gray-200 pt-4">
      {stand === "aan" ? (
        <button type="button" onClick={uit} className="btn-secondary w-full">
          Meldingen op dit toestel uitzetten
        </button>
      ) : (
        <button type="button" onClick={aan} disabled={stand === "bezig"} className="btn-secondary w-full">
          <BellPlus className="h-5 w-5" aria-hidden="true" />
          Meldingen op dit toestel
        </button>
      )}
      <p role="status" aria-live="polite" className={`text-sm font-semibold [&:empty]:hidden ${stand === "aan" ? "text-brand-dark" : "text-red-700"} mt-2`}>
        {UITLEG[stand] ?? ""}
      </p>
    </div>
  );
}
