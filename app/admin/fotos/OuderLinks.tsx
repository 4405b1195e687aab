import Copy from "lucide-react/icons/copy";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useState } from "react";
import { ROW_BUTTON_NEUTRAL } from "~/components/admin/AdminList";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { useSite } from "~/domains/instellingen/use-site";
import { IntentKnop } from "./IntentKnop";

/** 'Links voor de ouders': each tak's link to its albums, to copy, or to replace by a new one. */
export function OuderLinks({ links }: { links: { slug: string; name: string; url: string }[] }) {
  const fetcher = useAdminAction();
  const [gekopieerd, setGekopieerd] = useState<string | null>(null);
  async function kopieer(slug: string, url: string) {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      (document.getElementById(`link-${slug}`) as HTMLInputElement | null)?.select();
    }
    setGekopieerd(slug);
  }
  const w = useSite().woorden;
  return (
    <section aria-labelledby="ouderlinks" className="mt-10">
      <h2 id="ouderlinks" className="text-xl font-extrabold">Links voor de ouders</h2>
      <p className="mb-4 mt-1 text-muted">
        {`Deel de link van je ${w.tak} in de groep van de ouders: wie hem opent, ziet de albums van die ${w.tak} (en die van de hele groep) tot het einde van het scoutsjaar. 'Nieuwe link' maakt de oude link meteen ongeldig.`}
      </p>
      <ul className="space-y-3">
        {links.map((l) => (
          <li key={l.slug} className="card p-4" data-testid="ouderlink">
            <label htmlFor={`link-${l.slug}`} className="label">Link voor {l.name}</label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input id={`link-${l.slug}`} readOnly value={l.url} className="input font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
              <button type="button" className={ROW_BUTTON_NEUTRAL} onClick={() => void kopieer(l.slug, l.url)} aria-label={`Kopieer link voor ${l.name}`}>
                <Copy className="h-4 w-4" aria-hidden="true" /> {gekopieerd === l.slug ? "Gekopieerd" : "Kopieer link"}
              </button>
              <IntentKnop fetcher={fetcher} intent="fotolink-nieuw" id={l.slug} className={`${ROW_BUTTON_NEUTRAL} w-full`} label={`Nieuwe link voor ${l.name}`}>
                <RefreshCw className="h-4 w-4" aria-hidden="true" /> Nieuwe link
              </IntentKnop>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
