// Subscribing this device to push messages. Loaded only when 'Meldingen op dit toestel' is used (a dynamic import from
// components/meldingen/PushKnop.tsx), so the pages do not carry it; kept out of the calendar's shared file for that reason.

function sleutel(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const bytes = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(bytes.length));
  for (let i = 0; i < bytes.length; i++) out[i] = bytes.charCodeAt(i);
  return out;
}

/**
 * Asks permission, registers /sw.js, subscribes with the site's VAPID key and sends the subscription with the chosen
 * takken and reminder to the server (POST /api/meldingen/push).
 */
export async function pushAan(takken: string[], herinnering: boolean): Promise<"aan" | "geweigerd" | "fout"> {
  try {
    if ((await Notification.requestPermission()) !== "granted") return "geweigerd";
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    const registratie = await navigator.serviceWorker.ready;
    const antwoord = await fetch("/api/meldingen/vapid");
    if (!antwoord.ok) return "fout";
    const { publicKey } = (await antwoord.json()) as { publicKey: string };
    const abonnement =
      (await registratie.pushManager.getSubscription()) ??
      (await registratie.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: sleutel(publicKey) }));
    const { endpoint, keys } = abonnement.toJSON();
    const bewaard = await fetch("/api/meldingen/push", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ subscription: { endpoint, keys }, takken, herinnering }),
    });
    return bewaard.status === 201 ? "aan" : "fout";
  } catch {
    return "fout";
  }
}

/** Ends this device's subscription, on the server (DELETE /api/meldingen/push) and in the browser. */
export async function pushUit(): Promise<boolean> {
  try {
    const registratie = await navigator.serviceWorker.getRegistration("/");
    const abonnement = await registratie?.pushManager.getSubscription();
    if (!abonnement) return true;
    await fetch("/api/meldingen/push", { method: "DELETE", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ endpoint: abonnement.endpoint }) });
    return await abonnement.unsubscribe();
  } catch {
    return false;
  }
}
