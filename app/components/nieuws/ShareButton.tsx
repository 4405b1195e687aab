import Share2 from "lucide-react/icons/share-2";

/**
 * Uses the device's share sheet with the title, a text and the page's address. Hidden until ShareButton.enhance.ts has
 * seen that the browser has one (navigator.share).
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  return (
    <button type="button" hidden data-js="delen" data-titel={title} data-tekst={text} className="btn-secondary">
      <Share2 className="h-4 w-4" aria-hidden="true" />
      Delen
    </button>
  );
}
