import type { ReactNode } from "react";
import AlertCircle from "lucide-react/icons/circle-exclamation-point";
import Loader2 from "lucide-react/icons/loader-circle";
import { AFMELDEN_HONEYPOT, NAAM_MAX } from "~/domains/afmeldingen/rules";
import type { afmeldInput } from "~/domains/afmeldingen/validation";
import type { inschrijfInput } from "~/domains/inschrijvingen/validation";
import { fieldError, textOf, useSchemaForm, type FormReply } from "~/lib/forms";
import { useSite } from "~/domains/instellingen/use-site";
import { inWoord } from "~/domains/takken/rules";

/** The activity a parent's form is about: its takken to choose from, and the one ticked at first. */
export interface KindKeuze {
  id: number;
  titel: string;
  takken: { slug: string; name: string }[];
  /** The tak ticked at first (`?tak=`, or the only one). */
  tak: string | null;
}

type Veld = "naam" | "tak" | "email" | (string & {});

/**
 * The form a parent without an account fills in about a child ('Afmelden', 'Inschrijven'): the child's name, the tak
 * (shown when the activity has one, a choice when several or the whole group), one optional text (`tekst`), an optional
 * address, and the honeypot. A plain form post that the route answers with its page; app/enhance sends it in place
 * (`data-vervang`), and the answer takes the form's place.
 */
export function KindFormulier({
  prefix,
  actie,
  keuze,
  schema,
  antwoord,
  banner,
  behoud,
  tekst,
  emailUitleg,
  privacy,
  netwerkFout,
  knop,
}: {
  /** The ids' prefix ('afmelden'): `afmelden-naam`, and the region's id `afmelden-formulier`. */
  prefix: string;
  actie: string;
  keuze: KindKeuze;
  /** The form's schema, which its action parses the post with. */
  schema: typeof afmeldInput | typeof inschrijfInput;
  /** The action's answer to a refused post: what was typed, each field's errors. */
  antwoord: FormReply | undefined;
  banner: string | null;
  /** A post's answer: the page keeps its scroll position. */
  behoud: boolean;
  tekst: { naam: string; label: string; max: number };
  emailUitleg: string;
  privacy: string;
  netwerkFout: string;
  /** The submit button's icon and label. */
  knop: ReactNode;
}) {
  const w = useSite().woorden;
  const { byName } = useSchemaForm(schema, { lastResult: antwoord });
  const foutVan = (naam: Veld) => fieldError(byName[naam]);
  const velden: Veld[] = ["naam", "tak", tekst.naam, "email"];
  const eerste = velden.find(foutVan);
  const gekozen = textOf(byName.tak) ?? keuze.tak ?? (keuze.takken.length === 1 ? keuze.takken[0]!.slug : null);
  const veld = (naam: Veld) => ({
    id: `${prefix}-${naam}`,
    name: naam,
    defaultValue: textOf(byName[naam]),
    "aria-invalid": foutVan(naam) ? true : undefined,
    "aria-describedby": [foutVan(naam) ? `${prefix}-${naam}-fout` : null, naam === "email" ? `${prefix}-email-uitleg` : null].filter(Boolean).join(" ") || undefined,
    "data-focus": naam === eerste ? "" : undefined,
    className: `input${foutVan(naam) ? " border-red-600 focus:border-red-600" : ""}`,
  });
  const fout = (naam: Veld) => {
    const tekst = foutVan(naam);
    return tekst ? (
      <p id={`${prefix}-${naam}-fout`} className="mt-1 text-sm font-semibold text-red-700">
        {inWoord(tekst, w)}
      </p>
    ) : null;
  };
  const regio = `${prefix}-formulier`;
  return (
    <form id={regio} method="post" action={actie} data-vervang={regio} data-behoud={behoud ? "" : undefined} className="relative space-y-4">
      {banner && <Banner tekst={banner} />}
      <Banner netwerkFout={netwerkFout} />
      <div>
        <label htmlFor={`${prefix}-naam`} className="label">
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
        <fieldset aria-describedby={foutVan("tak") ? `${prefix}-tak-fout` : undefined}>
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
                  aria-invalid={foutVan("tak") ? true : undefined}
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
        <label htmlFor={`${prefix}-${tekst.naam}`} className="label">
          {tekst.label} <span className="font-normal text-muted">(niet verplicht)</span>
        </label>
        <textarea {...veld(tekst.naam)} rows={3} maxLength={tekst.max} />
        {fout(tekst.naam)}
      </div>
      <div>
        <label htmlFor={`${prefix}-email`} className="label">
          Je e-mailadres <span className="font-normal text-muted">(niet verplicht)</span>
        </label>
        <input {...veld("email")} type="email" maxLength={254} autoComplete="email" />
        <p id={`${prefix}-email-uitleg`} className="mt-1 text-sm text-muted">
          {emailUitleg}
        </p>
        {fout("email")}
      </div>
      {/* Honeypot: invisible to people and screen readers, skipped by the keyboard; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={`${prefix}-${AFMELDEN_HONEYPOT}`}>Laat dit veld leeg</label>
        <input id={`${prefix}-${AFMELDEN_HONEYPOT}`} name={AFMELDEN_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p className="text-sm text-muted">{inWoord(privacy, w)}</p>
      <button type="submit" className="btn-primary w-full sm:w-auto">
        <Loader2 className="als-bezig h-4 w-4 animate-spin" aria-hidden="true" />
        {knop}
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

/**
 * The answer in the form's place: focused as a whole (not only its heading), so the browser scrolls all of it into view
 * where the form was; with a button for the next child (a GET of the empty form).
 */
export function KindAntwoord({ prefix, actie, tak, kop, children, opnieuw }: { prefix: string; actie: string; tak: string | null; kop: ReactNode; children?: ReactNode; opnieuw: string }) {
  const regio = `${prefix}-formulier`;
  return (
    <div id={regio} className="rounded-2xl border border-brand/30 bg-brand-light text-center">
      <div role="status" tabIndex={-1} data-focus="" className="scroll-mt-24 px-3 py-5 outline-none sm:px-6">
        {kop}
        {children}
        <form method="get" action={actie} data-vervang={regio} data-focus-after={`#${prefix}-naam`} className="mt-5">
          {tak && <input type="hidden" name="tak" value={tak} />}
          <button type="submit" className="btn-secondary w-full whitespace-nowrap px-4 sm:w-auto">
            {opnieuw}
          </button>
        </form>
      </div>
    </div>
  );
}
