// 'Meldingen op dit toestel' (components/meldingen/PushKnop.tsx): only where the browser has the Push API and service
// workers. The code that subscribes (lib/push-client.ts) is loaded when a button is used.

type Stand = "uit" | "aan" | "bezig" | "geweigerd" | "fout" | "geen-tak";

export function push(block: HTMLElement): void {
  if (!("serviceWorker" in navigator && "PushManager" in window && "Notification" in window)) return;
  const on = block.querySelector<HTMLButtonElement>('[data-push="aan"]')!;
  const off = block.querySelector<HTMLButtonElement>('[data-push="uit"]')!;
  const line = block.querySelector<HTMLElement>("[role=status]")!;
  const show = (stand: Stand) => {
    off.hidden = stand !== "aan";
    on.hidden = stand === "aan";
    on.disabled = stand === "bezig";
    line.textContent = line.getAttribute(`data-${stand}`) ?? "";
    line.classList.toggle("text-brand-dark", stand === "aan");
    line.classList.toggle("text-red-700", stand !== "aan");
  };
  block.hidden = false;
  navigator.serviceWorker
    .getRegistration("/")
    .then((registratie) => registratie?.pushManager.getSubscription())
    .then((abonnement) => abonnement && show("aan"))
    .catch(() => undefined);

  on.addEventListener("click", async () => {
    // The takken and the reminder ticked in the sign-up form of the same block.
    const form = block.closest("section")?.querySelector("form");
    const velden = form ? new FormData(form) : null;
    const takken = velden ? velden.getAll("takken").map(String) : [];
    if (takken.length === 0) return show("geen-tak");
    show("bezig");
    const { pushAan } = await import("~/lib/push-client");
    show(await pushAan(takken, velden?.get("herinnering") === "1"));
  });
  off.addEventListener("click", async () => {
    show("bezig");
    const { pushUit } = await import("~/lib/push-client");
    show((await pushUit()) ? "uit" : "fout");
  });
}
