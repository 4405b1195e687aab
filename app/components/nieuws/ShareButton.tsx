import Share2 from "lucide-react/icons/share-2";
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** Uses the device's share sheet; rendered only after hydration and only where navigator.share exists. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  // False on the server and during hydration, then the browser's answer: no mismatch, no flash of a dead button.
  const canShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === "function",
    () => false,
  );
  if (!canShare) return null;
  return (
    <button
      type="button"
      className="btn-secondary"
      onClick={() => {
        navigator.share({ title, text, url: window.location.href }).catch(() => {
          // Closing the share sheet rejects too; nothing to tell the visitor.
        });
      }}
    >
      <Share2 className="h-4 w-4" aria-hidden="true" />
      Delen
    </button>
  );
}
