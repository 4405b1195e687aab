import type { GroepOverzicht } from "~/domains/hosting/groepen.server";
import { InputField } from "~/components/admin/FormField";
import { nieuweGroepInput } from "~/domains/hosting/validation";
import { textOf, useSchemaForm, type FormFailure } from "~/lib/forms";

/**
 * What a post of the console answers: what was done, or a refusal (decision 0049's FormFailure): `error` the banner,
 * which says each field's message, and the reply, with what was typed in the form of `intent`.
 */
export type ConsoleUitkomst = { melding: string; link?: string } | (FormFailure & { intent: string });

interface Aanvraag {
  id: number;
  naam: string;
  slug: string;
  email: string;
  over: string;
  aangemaakt: number;
}

interface Logregel {
  id: number;
  at: number;
  wie: string;
  actie: string;
  slug: string | null;
  detail: string | null;
}

const moment = (ms: number | null) =>
  ms === null ? "–" : new Intl.DateTimeFormat("nl-BE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Brussels" }).format(ms);
/** A copy's moment, to the second: copies follow each other seconds apart. */
const kopieMoment = (ms: number | null) =>
  ms === null ? "nog geen" : new Intl.DateTimeFormat("nl-BE", { dateStyle: "medium", timeStyle: "medium", timeZone: "Europe/Brussels" }).format(ms);
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString("nl-BE", { maximumFractionDigits: 1 })} MB`;

/** The hoster's console: the groups with their size and last change, what can be done with each, the requests, the log. */
export function Console({
  domein,
  groepen,
  aanvragen,
  logboek,
  bucket,
  uitkomst,
}: {
  domein: string;
  /** The replication to the bucket (ADR 0042): off, or on and maybe waiting for a rebuild. */
  bucket: { aan: boolean; wacht: string | null };
  groepen: GroepOverzicht[];
  aanvragen: Aanvraag[];
  logboek: Logregel[];
  uitkomst?: ConsoleUitkomst;
}) {
  // 'Nieuwe groep' refused: what was typed comes back, to correct rather than type again.
  const { fields: nieuw } = useSchemaForm(nieuweGroepInput, { lastResult: uitkomst && "reply" in uitkomst && uitkomst.intent === "aanmaken" ? uitkomst.reply : null });
  const actief = groepen.filter((g) => g.verwijderdOp === null);
  const verwijderd = groepen.filter((g) => g.verwijderdOp !== null);
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold text-ink">Console van de hoster</h1>
        <Actie intent="afmelden" velden={{}} label="Afmelden" />
      </div>
      {uitkomst && "melding" in uitkomst && (
        <div role="status" className="rounded-lg bg-green-50 p-4 text-green-900">
          <p className="font-semibold">{uitkomst.melding}</p>
          {uitkomst.link && (
            <p className="mt-2 break-all text-sm">
              Uitnodigingslink (als de mail niet aankomt): <a href={uitkomst.link}>{uitkomst.link}</a>
            </p>
          )}
        </div>
      )}
      {bucket.wacht && (
        <div role="status" className="rounded-lg bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">Er wordt niets naar de bucket gekopieerd.</p>
          <p className="mt-1">{bucket.wacht}</p>
          {actief.length === 0 && (
            <div className="mt-3">
              <Actie intent="herbouwen" velden={{}} label="Alle groepen terughalen uit de bucket" primair />
            </div>
          )}
        </div>
      )}
      {uitkomst && "error" in uitkomst && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-800">
          {uitkomst.error}
        </p>
      )}

      <section aria-labelledby="groepen-titel">
        <h2 id="groepen-titel" className="text-2xl font-extrabold">
          Groepen ({actief.length})
        </h2>
        {actief.length === 0 ? (
          <p className="mt-3 text-muted">Nog geen groepen. Maak er hieronder een aan, of aanvaard een aanvraag.</p>
        ) : (
          <ul className="mt-4 grid gap-4">
            {actief.map((g) => (
              <GroepKaart key={g.slug} groep={g} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="aanvragen-titel">
        <h2 id="aanvragen-titel" className="text-2xl font-extrabold">
          Aanvragen ({aanvragen.length})
        </h2>
        {aanvragen.length === 0 ? (
          <p className="mt-3 text-muted">Geen open aanvragen.</p>
        ) : (
          <ul className="mt-4 grid gap-4">
            {aanvragen.map((a) => (
              <li key={a.id} className="card p-4">
                <p className="font-bold">
                  {a.naam} <span className="font-normal text-muted">wil {a.slug}.{domein}</span>
                </p>
                <p className="text-sm text-muted">
                  {a.email} · {moment(a.aangemaakt)}
                </p>
                {a.over && <p className="mt-2">{a.over}</p>}
                <div className="mt-3 flex flex-wrap gap-3">
                  <Actie intent="aanvaarden" velden={{ id: a.id }} label="Aanvaarden" primair />
                  <Actie intent="weigeren" velden={{ id: a.id }} label="Weigeren" />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="nieuw-titel">
        <h2 id="nieuw-titel" className="text-2xl font-extrabold">Nieuwe groep</h2>
        <form method="post" className="card mt-4 grid gap-4 p-5 sm:grid-cols-2">
          <input type="hidden" name="intent" value="aanmaken" />
          <InputField id="nieuw-naam" name="naam" label="Naam van de groep" required maxLength={100} defaultValue={textOf(nieuw.naam)} />
          <InputField
            id="nieuw-slug"
            name="slug"
            label="Adres"
            required
            minLength={3}
            maxLength={40}
            hint={`Wordt adres.${domein}`}
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={textOf(nieuw.slug)}
          />
          <InputField id="nieuw-email" name="email" type="email" label="E-mailadres van de Beheerder" required maxLength={254} defaultValue={textOf(nieuw.email)} />
          <InputField id="nieuw-domeinen" name="domeinen" label="Eigen domeinen (optioneel)" hint="Gescheiden door komma's, bv. www.sintpieter.be" defaultValue={textOf(nieuw.domeinen)} />
          <label className="flex items-center gap-2 sm:col-span-2">
            <input type="checkbox" name="demo" defaultChecked={textOf(nieuw.demo) === "on"} /> Met demo-inhoud (om te proberen)
          </label>
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary">Groep aanmaken</button>
          </div>
        </form>
      </section>

      {verwijderd.length > 0 && (
        <section aria-labelledby="verwijderd-titel">
          <h2 id="verwijderd-titel" className="text-2xl font-extrabold">Verwijderde groepen</h2>
          <p className="mt-1 text-muted">Ze worden 30 dagen na het verwijderen voorgoed gewist.</p>
          <ul className="mt-4 grid gap-3">
            {verwijderd.map((g) => (
              <li key={g.slug} className="card flex flex-wrap items-center justify-between gap-3 p-4">
                <span>
                  <strong>{g.naam}</strong> ({g.slug}) · verwijderd op {moment(g.verwijderdOp)}
                </span>
                <Actie intent="herstellen" velden={{ slug: g.slug }} label="Herstellen" />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="log-titel">
        <h2 id="log-titel" className="text-2xl font-extrabold">Logboek</h2>
        {logboek.length === 0 ? (
          <p className="mt-3 text-muted">Nog niets gebeurd.</p>
        ) : (
          <ul className="mt-4 grid gap-1 text-sm">
            {logboek.map((r) => (
              <li key={r.id}>
                <span className="text-muted">{moment(r.at)}</span> · {r.wie} · {r.actie}
                {r.slug ? ` · ${r.slug}` : ""}
                {r.detail ? ` · ${r.detail}` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function GroepKaart({ groep: g }: { groep: GroepOverzicht }) {
  const id = `groep-${g.slug}`;
  return (
    <li className="card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold">
          {g.naam} {g.geschorst && <span className="ml-1 rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">geschorst</span>}
        </h3>
        <a href={g.url} className="break-all text-sm">
          {g.url.replace(/^https?:\/\//, "")}
        </a>
      </div>
      <p className="mt-1 text-sm text-muted">
        {mb(g.bytes)} · laatste wijziging {moment(g.laatsteWijziging)} · aangemaakt {moment(g.aangemaakt)}
        {g.domeinen.length > 0 && ` · ${g.domeinen.join(", ")}`}
      </p>
      {g.gekopieerd !== undefined && (
        <p className="mt-1 text-sm text-muted">
          In de bucket: {kopieMoment(g.gekopieerd)}
          {g.kopieWachtSinds != null && ` · wijzigingen wachten op hun kopie sinds ${kopieMoment(g.kopieWachtSinds)}`}
        </p>
      )}
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold">Beheren</summary>
        <div className="mt-3 grid gap-4">
          <div className="flex flex-wrap gap-3">
            <Actie intent={g.geschorst ? "openen" : "schorsen"} velden={{ slug: g.slug }} label={g.geschorst ? "Weer openen" : "Schorsen"} />
            <a href={`/console/export/${g.slug}`} className="btn-secondary" download>
              Exporteren
            </a>
          </div>
          <form method="post" className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
            <input type="hidden" name="intent" value="beheerder" />
            <input type="hidden" name="slug" value={g.slug} />
            <InputField id={`${id}-email`} name="email" type="email" label="Nieuwe Beheerder uitnodigen (e-mailadres)" required maxLength={254} />
            <button type="submit" className="btn-secondary">Uitnodigen</button>
          </form>
          <form method="post" className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
            <input type="hidden" name="intent" value="domeinen" />
            <input type="hidden" name="slug" value={g.slug} />
            <InputField id={`${id}-domeinen`} name="domeinen" label="Eigen domeinen (gescheiden door komma's; leeg: geen)" defaultValue={g.domeinen.join(", ")} />
            <button type="submit" className="btn-secondary">Domeinen bewaren</button>
          </form>
          {g.gekopieerd !== undefined && (
            <form method="post" className="grid gap-2">
              <input type="hidden" name="intent" value="terugzetten" />
              <input type="hidden" name="slug" value={g.slug} />
              <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
                <InputField
                  id={`${id}-moment`}
                  name="moment"
                  type="datetime-local"
                  step={1}
                  label="Terugzetten naar (Belgische tijd): de laatste kopie van voor dat moment"
                  aria-describedby={`${id}-moment-uitleg`}
                  required
                />
                <button type="submit" className="btn-secondary">Terugzetten</button>
              </div>
              <p id={`${id}-moment-uitleg`} className="text-sm text-muted">
                Wat er nu is, wordt eerst gekopieerd: ook terugzetten kan ongedaan gemaakt worden.
              </p>
            </form>
          )}
          <form method="post" className="flex flex-wrap items-center gap-3 border-t border-gray-200 pt-3">
            <input type="hidden" name="intent" value="verwijderen" />
            <input type="hidden" name="slug" value={g.slug} />
            <label className="flex items-center gap-2">
              <input type="checkbox" name="zeker" required /> Ja, verwijder {g.naam}
            </label>
            <button type="submit" className="btn-danger">Verwijderen</button>
          </form>
        </div>
      </details>
    </li>
  );
}

/** One button that posts one action of the console. */
function Actie({ intent, velden, label, primair = false }: { intent: string; velden: Record<string, string | number>; label: string; primair?: boolean }) {
  return (
    <form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(velden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={primair ? "btn-primary" : "btn-secondary"}>
        {label}
      </button>
    </form>
  );
}
