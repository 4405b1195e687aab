import { data, redirect } from "react-router";
import { getActiviteiten, reeksVoorbeeld, takKeuze } from "~/domains/activiteiten/activiteiten.server";
import { gekozenDagen, readReeksBody } from "~/domains/activiteiten/input.server";
import { createReeks } from "~/domains/activiteiten/mutations.server";
import { datumLabel, tijdLabel } from "~/domains/activiteiten/rules";
import { ACTIVITEIT_SAVE_FAILED, reeksInput, type ReeksInput } from "~/domains/activiteiten/validation";
import { requireAdminPage, type AdminRequest } from "~/domains/auth/auth.server";
import { eenmaligFormulier, formVerzending } from "~/domains/verzendingen/formulier.server";
import { nieuweSleutel } from "~/domains/verzendingen/rules";
import { formDataOf, formFailure, NO_STORE, refusedFields, type FormFailure } from "~/lib/admin-form.server";
import { parseForm, refusal } from "~/lib/forms";
import { formatDateKey, weekdayOf } from "~/lib/days";
import { parseNumericId } from "~/lib/http.server";
import { textField, type Body } from "~/lib/request-body.server";
import type { ReeksVoorbeeld } from "./ReeksForm";

// 'Reeks Toevoegen' (/admin/activiteit/reeks): its data (what the last save made, ?toegevoegd=ids), the preview of the
// days and the save. The route module (routes/admin.activiteit.reeks.tsx) only hands over.

const WEEKDAG_KORT = ["zo", "ma", "di", "wo", "do", "vr", "za"];

export async function reeksPagina({ request, context }: AdminRequest) {
  const actor = requireAdminPage({ request, context });
  const toegevoegd = (new URL(request.url).searchParams.get("toegevoegd") ?? "")
    .split(",")
    .map((id) => parseNumericId(id))
    .filter((id): id is number => id !== null)
    .slice(0, 100);
  const gemaakt = (await getActiviteiten(toegevoegd)).map((a) => ({ id: a.id, titel: a.titel, wanneer: `${datumLabel(a)}, ${tijdLabel(a)}` }));
  return data({ rol: actor.rol, keuze: await takKeuze(actor), gemaakt: toegevoegd.length ? gemaakt : null, verzending: nieuweSleutel() }, { headers: NO_STORE });
}

/** The preview of a valid series: each day, ticked unless it collides with an activity of the same tak. */
async function voorbeeld(input: ReeksInput, gekozen: readonly string[] | null): Promise<ReeksVoorbeeld> {
  const dagen = await reeksVoorbeeld(input);
  return {
    dagen: dagen.map((d) => ({
      dag: d.dag,
      label: `${WEEKDAG_KORT[weekdayOf(d.dag)]} ${formatDateKey(d.dag)}, ${tijdLabel(d)}`,
      aangevinkt: gekozen ? gekozen.includes(d.dag) : d.botsingen.length === 0,
      botsingen: d.botsingen.map((b) => `${b.titel} (${tijdLabel(b)})`),
    })),
  };
}

export async function reeksOpslaan({ request, context }: AdminRequest) {
  const actor = requireAdminPage({ request, context });
  let body: Body = {};
  try {
    body = await readReeksBody(request);
    const submission = parseForm(formDataOf(body), reeksInput);
    if (submission.status !== "success") return refusedFields(submission);
    const input = submission.value;
    const gekozen = gekozenDagen(body, input);
    if (gekozen === null || gekozen.length === 0) {
      // 'Data bekijken', or a save of a series that changed since its preview (or with nothing ticked): the preview.
      const opslaan = textField(body, "intent") === "opslaan";
      const error = !opslaan ? "" : Array.isArray(body.dagen) ? "De reeks is gewijzigd sinds je de data bekeek: bekijk ze hieronder opnieuw." : "Vink minstens één datum aan.";
      const answer: FormFailure & { voorbeeld: ReeksVoorbeeld } = { error, reply: refusal({}, submission.payload), voorbeeld: await voorbeeld(input, opslaan && gekozen ? gekozen : null) };
      return data(answer, { status: opslaan ? 400 : 200, headers: NO_STORE });
    }
    // One tap, one save: a second post of this form's render answers as the first did (issue 52).
    return await eenmaligFormulier(formVerzending(request, actor, body), async () => {
      const { ids } = await createReeks({ ...input, dagen: gekozen });
      return redirect(`/admin/activiteit/reeks?toegevoegd=${ids.join(",")}`, { headers: NO_STORE });
    });
  } catch (error) {
    return formFailure(error, body, ACTIVITEIT_SAVE_FAILED);
  }
}
