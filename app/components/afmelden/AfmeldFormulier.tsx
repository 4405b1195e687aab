import { inWoord } from "~/domains/takken/rules";
import { useSite } from "~/domains/instellingen/use-site";
import AlertCircle from "lucide-react/icons/circle-exclamation-point";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Loader2 from "lucide-react/icons/loader-circle";
import UserX from "lucide-react/icons/user-x";
import { AFMELDEN_HONEYPOT, AFMELDEN_TEKSTEN as T, afmeldPad, alAfgemeld, bedankt, NAAM_MAX, REDEN_MAX, REDEN_AANGEPAST } from "~/domains/afmeldingen/rules";
import type { AfmeldUitkomst, AfmeldVeld } from "~/domains/afmeldingen/uitkomst";

/** The region app/enhance puts in place after a post: the form, or the thanks. */
export const AFMELD_REGIO = "afmelden-formulier";

export interface AfmeldKeuze {
  id: number;
  titel: string;
  takken: { slug: string; name: string }[];
  /** The tak ticked at first (`?tak=`, or the only one). */
  tak: string | null;
}

/**
 * 'Afmelden': the child's name, the tak (shown when the activity has one, a choice when several or the whole group),
 * an optional reason and address. A plain form post that the route answers with this page; app/enhance sends it in
 * place (`data-vervang`) and the thanks take the form's place, where the parent is looking.
 */
export function AfmeldFormulier({ keuze, uitkomst }: { keuze: AfmeldKeuze; uitkomst: AfmeldUitkomst | undefined }) {
  const actie = afmeldPad(keuze.id);
  const w = useSite().woorden;
  if (uitkomst?.status === "afgemeld") {
    return (
      <div id={AFMELD_REGIO} className="rounded-2xl border border-brand/30 bg-brand-light text-center">
        {/* Focused as a whole (not only its heading): the browser then scrolls all of it into view, where the form was. */}
        <div role="status" tabIndex={-1} data-focus="" className="scroll-mt-24 px-3 py-5 outline-none sm:px-6">
          <CheckCircle2 className="mx-auto h-12 w-12 text-brand" aria-hidden="true" />
          <h2 className="mt-3 text-lg font-extrabold wrap-anywhere text-ink sm:text-xl">
            {uitkomst.al ? alAfgemeld(uitkomst.naam, uitkomst.titel, uitkomst.dag) : bedankt(uitkomst.naam, uitkomst.titel, uitkomst.dag)}
          </h2>
          {uitkomst.al?.redenAangepast && <p className="mt-2 text-muted">{REDEN_AANGEPAST}</p>}
          {uitkomst.email && (
            <p className="mt-2 wrap-anywhere text-muted">
              We stuurden een bevestiging naar <strong className="break-all text-ink">{uitkomst.email}</strong>. Komt je kind toch? Klik
              dan in die mail op &lsquo;Toch aanwezig&rsquo;.
            </p>
          )}
          <form method="get" action={actie} data-vervang={AFMELD_REGIO} data-focus-after="#afmelden-naam" className="mt-5">
            {keuze.tak && <input type="hidden" name="tak" value={keuze.tak} />}
            <button type="submit" className="btn-secondary w-full whitespace-nowrap px-4 sm:w-auto">
              Nog een kind afmelden
            </button>
          </form>
        </div>
      </div>
    );
  }
  const waarden = uitkomst && "waarden" in uitkomst ? uitkomst.waarden : {};
  const fouten: Partial<Record<AfmeldVeld, string>> = uitkomst?.status === "ongeldig" ? uitkomst.fouten : {};
  const eerste = (["naam", "tak", "reden", "email"] as const).find((veld) => fouten[veld]);
  const gekozen = waarden.tak ?? keuze.tak ?? (keuze.takken.length === 1 ? keuze.takken[0]!.slug : null);
  const veld = (naam: AfmeldVeld) => ({
    id: `afmelden-${naam}`,
    name: naam,
    defaultValue: waarden[naam],
    "aria-invalid": fouten[naam] ? true : undefined,
    "aria-describedby": [fouten[naam] ? `afmelden-${naam}-fout` : null, naam === "email" ? "afmelden-email-uitleg" : null].filter(Boolean).join(" ") || undefined,
    "data-focus": naam === eerste ? "" : undefined,
    className: `input${fouten[naam] ? " border-red-600 focus:border-red-600" : ""}`,
  });
  const fout = (naam: AfmeldVeld) =>
    fouten[naam] ? (
      <p id={`afmelden-${naam}-fout`} className="mt-1 text-sm font-semibold text-red-700">
        {inWoord(fouten[naam], w)}
      </p>
    ) : null;
  const banner = uitkomst?.status === "geweigerd" ? uitkomst.bericht : uitkomst?.status === "ongeldig" ? "Kijk de gemarkeerde velden na." : null;

  return (
    <form id={AFMELD_REGIO} method="post" action={actie} data-vervang={AFMELD_REGIO} data-behoud={uitkomst ? "" : undefined} className="relative space-y-4">
      {banner && <Banner tekst={banner} />}
      <Banner netwerkFout={T.fout} />
      <div>
        <label htmlFor="afmelden-naam" className="label">
          Naam van je kind
        </label>
        <input {...veld("naam")} required maxLength={NAAM_MAX} autoComplete="off" />
        {fout("naam")}
      </div>
      {keuze.takken.length === 1 ? (
        <p className="text-muted">
          <input type="hidden" name="tak" value={keuze.takken[0]!.slug} />
          <span className="font-semibold text-ink">{w.Tak}:</span> {keuze.takken[0]!.name}
        </p>
      ) : (
        <fieldset aria-describedby={fouten.tak ? "afmelden-tak-fout" : undefined}>
          <legend className="label">{w.Tak}</legend>
          <div className="flex flex-wrap gap-2">
            {keuze.takken.map((t) => (
              <label key={t.slug} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-3">
                <input
                  type="radio"
                  name="tak"
                  value={t.slug}
                  required
                  defaultChecked={gekozen === t.slug}
                  aria-invalid={fouten.tak ? true : undefined}
                  data-focus={eerste === "tak" && t === keuze.takken[0] ? "" : undefined}
                  className="h-5 w-5 shrink-0 accent-brand-dark"
                />
                <span>{t.name}</span>
              </label>
            ))}
          </div>
          {fout("tak")}
        </fieldset>
      )}
      <div>
        <label htmlFor="afmelden-reden" className="label">
          Reden <span className="font-normal text-muted">(niet verplicht)</span>
        </label>
        <textarea {...veld("reden")} rows={3} maxLength={REDEN_MAX} />
        {fout("reden")}
      </div>
      <div>
        <label htmlFor="afmelden-email" className="label">
          Je e-mailadres <span className="font-normal text-muted">(niet verplicht)</span>
        </label>
        <input {...veld("email")} type="email" maxLength={254} autoComplete="email" />
        <p id="afmelden-email-uitleg" className="mt-1 text-sm text-muted">
          Voor een bevestiging, met een knop om je afmelding in te trekken.
        </p>
        {fout("email")}
      </div>
      {/* Honeypot: invisible to people and screen readers, skipped by the keyboard; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={`afmelden-${AFMELDEN_HONEYPOT}`}>Laat dit veld leeg</label>
        <input id={`afmelden-${AFMELDEN_HONEYPOT}`} name={AFMELDEN_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p className="text-sm text-muted">{inWoord(T.privacy, w)}</p>
      <button type="submit" className="btn-primary w-full sm:w-auto">
        <Loader2 className="als-bezig h-4 w-4 animate-spin" aria-hidden="true" />
        <UserX className="als-klaar h-4 w-4" aria-hidden="true" />
        Afmelden
      </button>
    </form>
  );
}

/** The red banner above the form; the one for a failed connection waits hidden until app/enhance shows it. */
function Banner({ tekst, netwerkFout }: { tekst?: string; netwerkFout?: string }) {
  return (
    <div role="alert" hidden={netwerkFout !== undefined} data-network-error={netwerkFout} className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <p className="font-semibold">{tekst}</p>
    </div>
  );
}
