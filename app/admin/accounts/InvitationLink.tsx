import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import MailX from "lucide-react/icons/mail-x";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";

/**
 * An invitation whose mail could not be sent (no SMTP_URL): says plainly that no mail went out, shows the link with
 * 'Kopieer link', and stays until the Beheerder closes it. It takes focus and scrolls into view when it appears.
 */
export function InvitationLink({ link, naam, email, onClose }: { link: string; naam: string; email: string; onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const inputId = `uitnodigingslink-${link.slice(-8)}`;
  useEffect(() => {
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: "nearest" });
  }, [link]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // No clipboard (an http address, an old browser): the link is selected, to copy by hand.
      input.current?.select();
      return;
    }
    setCopied(true);
  }

  return (
    <div ref={box} tabIndex={-1} className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-left text-amber-950" data-testid="uitnodigingslink">
      <p className="flex items-center gap-2 font-bold">
        <MailX className="h-5 w-5 shrink-0" aria-hidden="true" /> Er is geen e-mail verstuurd
      </p>
      <p className="mt-1">
        Er is geen mailserver ingesteld. Bezorg deze link zelf aan {naam} ({email}), bijvoorbeeld in een chatbericht. Hij werkt één keer, 7 dagen lang.
      </p>
      <label htmlFor={inputId} className="mt-3 block text-sm font-semibold">Uitnodigingslink</label>
      <input ref={input} id={inputId} readOnly value={link} className="input mt-1 font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <button type="button" onClick={() => void copy()} className="btn-primary">
          {copied ? <Check className="h-5 w-5" aria-hidden="true" /> : <Copy className="h-5 w-5" aria-hidden="true" />}
          {copied ? "Gekopieerd" : "Kopieer link"}
        </button>
        <button type="button" onClick={onClose} className="btn-secondary">
          <X className="h-5 w-5" aria-hidden="true" /> Sluiten
        </button>
      </div>
    </div>
  );
}
