import CalendarClock from "lucide-react/icons/calendar-clock";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import Megaphone from "lucide-react/icons/megaphone";
import Save from "lucide-react/icons/save";
import Trash2 from "lucide-react/icons/trash";
import UserX from "lucide-react/icons/user-x";
import { useState } from "react";
import { Form, Link } from "react-router";
import type { ArchiefTak, JaarStatus } from "~/domains/scoutsjaar/rules";
import { formatDateTime } from "~/lib/dates";
import { toDateTimeLocal } from "~/lib/days";
import { ActionOutcome } from "~/components/admin/AdminOutcome";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { FormField } from "~/components/admin/FormField";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { replyError, replyText, type FormReply } from "~/lib/forms";

export interface JarenState {
  gekozen: string;
  status: JaarStatus;
  huidig: string;
  volgend: string;
  concept: { jaar: string; bekendmaking: number | null } | null;
  archief: string[];
}

const STATUS_TEXT: Record<JaarStatus, string> = {
  huidig: "het huidige jaar, publiek",
  concept: "nieuw jaar, nog niet publiek",
  archief: "archief, enkel namen",
};

const sectieUrl = (jaar: string) => `/admin?sectie=leiding&jaar=${jaar}`;

/**
 * The scouting year above the leaders: which year is being edited (a switch between the current year, the draft and
 * the archive), 'Nieuw scoutsjaar' to prepare next year, and the draft's reveal ('Bekendmaking').
 */
export function ScoutsjaarBeheer({
  jaren,
  fout,
  magBeheren,
}: {
  jaren: JarenState;
  fout: FormReply | null;
  /** Preparing, revealing and discarding a year are the Beheerder's; a Takleiding only switches between the years. */
  magBeheren: boolean;
}) {
  const fetcher = useAdminAction();
  const busy = (intent: string) => fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent;
  const keuzes = [
    { jaar: jaren.huidig, tekst: `${jaren.huidig} (huidig)` },
    ...(jaren.concept ? [{ jaar: jaren.concept.jaar, tekst: `${jaren.concept.jaar} (nieuw)` }] : []),
    ...jaren.archief.map((jaar) => ({ jaar, tekst: jaar })),
  ];
  const [confirm, setConfirm] = useState<"reveal" | "delete" | null>(null);
  const concept = jaren.concept;

  return (
    <section className="card mb-6 p-4 sm:p-5" aria-labelledby="scoutsjaar-titel">
      <h2 id="scoutsjaar-titel" className="flex flex-wrap items-center gap-2 text-lg font-extrabold">
        <CalendarClock className="h-5 w-5 text-brand" aria-hidden="true" />
        Scoutsjaar {jaren.gekozen}
        <span className="text-sm font-semibold text-muted">({STATUS_TEXT[jaren.status]})</span>
      </h2>
      <p className="mt-1 text-sm text-muted" data-testid="bewerkt-jaar">
        Je bewerkt de leiding van scoutsjaar {jaren.gekozen}.
      </p>
      <nav aria-label="Scoutsjaar kiezen" className="mt-3">
        <ul className="flex flex-wrap gap-2">
          {keuzes.map((k) => (
            <li key={k.jaar}>
              <Link
                to={sectieUrl(k.jaar)}
                aria-current={k.jaar === jaren.gekozen ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-3 text-sm font-semibold hover:bg-brand-light aria-[current=page]:border-brand-dark aria-[current=page]:bg-brand-dark aria-[current=page]:text-white"
              >
                {k.tekst}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {magBeheren && !concept && (
        <fetcher.Form method="post" action={sectieUrl(jaren.huidig)} className="mt-5 border-t border-gray-200 pt-4">
          <input type="hidden" name="intent" value="scoutsjaar-voorbereiden" />
          <h3 className="font-extrabold">Nieuw scoutsjaar</h3>
          <p className="mt-1 text-sm text-muted">
            Bereid de leidingsverdeling van volgend jaar voor. Ze blijft verborgen tot het moment van de bekendmaking.
          </p>
          <fieldset className="mt-3">
            <legend className="label">Begin met</legend>
            <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
              <label className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="start" value="kopie" defaultChecked className="h-5 w-5" /> Een kopie van {jaren.huidig}
              </label>
              <label className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="start" value="leeg" className="h-5 w-5" /> Een lege verdeling
              </label>
            </div>
          </fieldset>
          <button type="submit" className="btn-primary mt-3" disabled={busy("scoutsjaar-voorbereiden")}>
            <CalendarPlus className="h-5 w-5" aria-hidden="true" /> Scoutsjaar {jaren.volgend} voorbereiden
          </button>
          <ActionOutcome match={{ intent: "scoutsjaar-voorbereiden" }} />
        </fetcher.Form>
      )}

      {magBeheren && concept && (
        <div className="mt-5 border-t border-gray-200 pt-4">
          <h3 className="font-extrabold">Bekendmaking van {concept.jaar}</h3>
          <p className="mt-1 text-sm text-muted" data-testid="bekendmaking-status">
            {concept.bekendmaking === null
              ? "Nog geen moment gekozen: het nieuwe jaar blijft verborgen."
              : `Wordt publiek op ${formatDateTime(concept.bekendmaking)} (Belgische tijd), vanzelf.`}
          </p>
          <fetcher.Form method="post" action={sectieUrl(jaren.gekozen)} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
            <input type="hidden" name="intent" value="bekendmaking-opslaan" />
            <FormField id="bekendmaking" label="Bekendmaking (datum en uur)" error={replyError(fout, "bekendmaking")}>
              {(props) => (
                <input
                  {...props}
                  key={concept.bekendmaking ?? "geen"}
                  name="bekendmaking"
                  type="datetime-local"
                  defaultValue={replyText(fout, "bekendmaking") ?? (concept.bekendmaking === null ? "" : toDateTimeLocal(concept.bekendmaking))}
                  aria-required
                  className="input"
                />
              )}
            </FormField>
            <button type="submit" className="btn-secondary" disabled={busy("bekendmaking-opslaan")}>
              <Save className="h-5 w-5" aria-hidden="true" /> Bekendmaking opslaan
            </button>
          </fetcher.Form>
          <ActionOutcome match={[{ intent: "bekendmaking-opslaan" }, { intent: "nu-bekendmaken" }, { intent: "concept-verwijderen" }]} />
          {/* Real form posts without JavaScript; with it, each asks for a confirmation first. */}
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <Form method="post" action={sectieUrl(jaren.gekozen)} onSubmit={(e) => (e.preventDefault(), setConfirm("reveal"))}>
              <input type="hidden" name="intent" value="nu-bekendmaken" />
              <button type="submit" className="btn-primary w-full">
                <Megaphone className="h-5 w-5" aria-hidden="true" /> Nu bekendmaken
              </button>
            </Form>
            <Form method="post" action={sectieUrl(jaren.gekozen)} onSubmit={(e) => (e.preventDefault(), setConfirm("delete"))}>
              <input type="hidden" name="intent" value="concept-verwijderen" />
              <button
                type="submit"
                className="inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-lg border border-red-200 px-3 font-semibold text-red-800 hover:bg-red-50"
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" /> Concept verwijderen
              </button>
            </Form>
          </div>
          <ConfirmDialog
            open={confirm !== null}
            title={confirm === "reveal" ? `Scoutsjaar ${concept.jaar} nu bekendmaken?` : `Concept ${concept.jaar} verwijderen?`}
            message={
              confirm === "reveal"
                ? `Iedereen ziet vanaf nu de leiding van ${concept.jaar}. De leiding van ${jaren.huidig} gaat naar het archief.`
                : "De voorbereide verdeling en de leiding die enkel daarin stond, worden verwijderd. Dit kan niet ongedaan worden gemaakt."
            }
            confirmLabel={confirm === "reveal" ? "Nu bekendmaken" : "Concept verwijderen"}
            busy={fetcher.state !== "idle"}
            onClose={() => setConfirm(null)}
            onConfirm={() => {
              fetcher.submit({ intent: confirm === "reveal" ? "nu-bekendmaken" : "concept-verwijderen" }, { method: "post", action: "/admin" });
              setConfirm(null);
            }}
          />
        </div>
      )}
    </section>
  );
}

/** An archived year: who led which tak (names only), and removing a name from the whole archive on request. */
export function ArchiefBeheer({ jaar, archief }: { jaar: string; archief: ArchiefTak[] }) {
  const fetcher = useAdminAction();
  const [vraag, setVraag] = useState<{ id: number; name: string } | null>(null);
  return (
    <section className="card p-4 sm:p-5" aria-labelledby="archief-titel">
      <h2 id="archief-titel" className="text-lg font-extrabold">Archief {jaar}</h2>
      <p className="mt-1 text-sm text-muted">
        Een afgesloten jaar wijzig je niet meer. Vraagt iemand om uit het archief te verdwijnen, dan verwijder je de naam uit
        alle voorbije jaren. <Link reloadDocument to={`/geschiedenis/leiding/${jaar}`} className="font-semibold text-brand-dark underline">Publieke pagina</Link>
      </p>
      {archief.length === 0 && <p className="mt-4">Geen leiding in dit jaar.</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {archief.map((t) => (
          <div key={t.tak}>
            <h3 className="font-bold">{t.tak}</h3>
            <ul className="mt-1 space-y-1">
              {t.namen.map((n) => (
                <li key={n.id} className="flex items-center justify-between gap-2">
                  <span>
                    {n.name}
                    {n.takleiding && <span className="text-sm text-muted"> (takleiding)</span>}
                  </span>
                  <button
                    type="button"
                    onClick={() => setVraag({ id: n.id, name: n.name })}
                    aria-label={`${n.name} uit het archief verwijderen`}
                    title="Uit het archief verwijderen"
                    className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-red-800 hover:bg-red-50"
                  >
                    <UserX className="h-4 w-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <ActionOutcome match={{ intent: "archief-verwijderen" }} />
      <ConfirmDialog
        open={vraag !== null}
        title={`${vraag?.name ?? ""} uit het archief verwijderen?`}
        message="De naam verdwijnt uit alle voorbije scoutsjaren. Dit kan niet ongedaan worden gemaakt."
        confirmLabel="Uit archief verwijderen"
        busy={fetcher.state !== "idle"}
        onClose={() => setVraag(null)}
        onConfirm={() => {
          if (vraag) fetcher.submit({ intent: "archief-verwijderen", id: String(vraag.id) }, { method: "post", action: "/admin" });
          setVraag(null);
        }}
      />
    </section>
  );
}
