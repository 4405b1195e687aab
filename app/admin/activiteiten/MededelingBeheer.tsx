import Megaphone from "lucide-react/icons/megaphone";
import Save from "lucide-react/icons/save";
import Trash2 from "lucide-react/icons/trash";
import { useState } from "react";

import type { Mededeling } from "~/domains/mededeling/rules";
import { formatDateTime } from "~/lib/dates";
import { toDateTimeLocal } from "~/lib/days";
import { SubmitButton } from "~/components/admin/AdminForm";
import { ActionOutcome } from "~/components/admin/AdminOutcome";
import { FormField, InputField } from "~/components/admin/FormField";
import { adminSectionUrl } from "~/admin/parts";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { replyError, replyText, type FormReply } from "~/lib/forms";

const MAX = 280;

export type MededelingState = Mededeling & { verlopen: boolean };

/** The announcement on every public page: set it with an end moment, or clear it. */
export function MededelingBeheer({
  mededeling,
  fout,
}: {
  mededeling: MededelingState | null;
  /** The form's refused post: its reply (each field's message, what was typed). */
  fout: FormReply | null;
}) {
  const fetcher = useAdminAction();
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("intent") === "mededeling-opslaan";
  const values = {
    tekst: replyText(fout, "tekst") ?? mededeling?.tekst ?? "",
    link: replyText(fout, "link") ?? mededeling?.link ?? "",
    zichtbaarTot: replyText(fout, "zichtbaarTot") ?? (mededeling ? toDateTimeLocal(mededeling.zichtbaarTot) : ""),
  };
  const [tekst, setTekst] = useState(values.tekst);

  return (
    <section className="card mb-6 p-4 sm:p-5" aria-labelledby="mededeling-titel">
      <h2 id="mededeling-titel" className="flex flex-wrap items-center gap-2 text-lg font-extrabold">
        <Megaphone className="h-5 w-5 text-brand" aria-hidden="true" />
        Mededeling
        <span className="text-sm font-semibold text-muted">
          {mededeling
            ? mededeling.verlopen
              ? `(niet meer zichtbaar sinds ${formatDateTime(mededeling.zichtbaarTot)})`
              : `(zichtbaar tot ${formatDateTime(mededeling.zichtbaarTot)})`
            : "(geen)"}
        </span>
      </h2>
      <p className="mt-2 text-sm text-muted">
        Een korte boodschap bovenaan elke pagina van de site, tot het moment dat je kiest. Bijvoorbeeld: &lsquo;Door de storm
        gaan alle activiteiten van zaterdag niet door.&rsquo;
      </p>
      <fetcher.Form method="post" action={adminSectionUrl("activiteiten")} noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="mededeling-opslaan" />
        <FormField id="mededeling-tekst" label="Tekst" error={replyError(fout, "tekst")} hint={`${tekst.length} van ${MAX} tekens`}>
          {(props) => (
            <textarea
              {...props}
              name="tekst"
              rows={3}
              maxLength={MAX}
              value={tekst}
              onChange={(e) => setTekst(e.target.value)}
              aria-required
              className="input"
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField id="mededeling-link" label="Link (niet verplicht)" error={replyError(fout, "link")} hint="Een pagina van de site (/kalender) of een adres met https://" name="link" type="text" inputMode="url" defaultValue={values.link} />
          <InputField id="mededeling-tot" label="Zichtbaar tot" error={replyError(fout, "zichtbaarTot")} name="zichtbaarTot" type="datetime-local" defaultValue={values.zichtbaarTot} aria-required />
        </div>
        <ActionOutcome match={[{ intent: "mededeling-opslaan" }, { intent: "mededeling-verwijderen" }]} className="" />
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <SubmitButton busy={busy} icon={Save}>Mededeling Opslaan</SubmitButton>
        </div>
      </fetcher.Form>
      {mededeling && (
        <fetcher.Form method="post" action={adminSectionUrl("activiteiten")} className="mt-2 flex sm:justify-end">
          <input type="hidden" name="intent" value="mededeling-verwijderen" />
          <button type="submit" className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-red-200 px-3 font-semibold text-red-800 hover:bg-red-50">
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Mededeling Verwijderen
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}
