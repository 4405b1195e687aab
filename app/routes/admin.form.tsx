import { data, Link, redirect } from "react-router";
import { numericId, parseNumericId } from "~/lib/http.server";
import type { Route } from "./+types/admin.form";
import { guardFormAction, keepDataWhenOffline } from "~/components/admin/client-action";
import { useConcept, verzendingVan } from "~/components/admin/concept";
import { AdminShell, GeenToegang } from "~/components/admin/AdminShell";
import { KentekenForm, type KentekenFormValues } from "~/admin/geschiedenis/KentekenForm";
import { LeidingForm, type LeidingFormValues } from "~/admin/leiding/LeidingForm";
import { requireAdminPage } from "~/domains/auth/auth.server";
import { managesTakken } from "~/domains/auth/permissions.server";
import { getGeschiedenis, listArtikels } from "~/domains/geschiedenis/geschiedenis.server";
import { createGeschiedenis, updateGeschiedenis } from "~/domains/geschiedenis/mutations.server";
import { geschiedenisInput, KENTEKEN_SAVE_FAILED } from "~/domains/geschiedenis/validation";
import { getLeiding } from "~/domains/leiding/leiding.server";
import { createLeiding, updateLeiding } from "~/domains/leiding/mutations.server";
import { managesLeider } from "~/domains/leiding/rechten.server";
import { LEIDING_SAVE_FAILED, leidingCreateInput, leidingEditInput } from "~/domains/leiding/validation";
import { MAX_IMAGE_INPUT_BYTES } from "~/domains/media/media.server";
import { jaarLabel, parseJaarLabel } from "~/domains/scoutsjaar/rules";
import { huidigBeginjaar } from "~/domains/scoutsjaar/scoutsjaar.server";
import { listTakkenApi } from "~/domains/takken/takken.server";
import { formDataOf, formFailure, NO_STORE, refusedFields } from "~/lib/admin-form.server";
import { InputError } from "~/lib/errors";
import { parseForm } from "~/lib/forms";
import { fileField, readBody, type Body } from "~/lib/request-body.server";
import { siteOf } from "~/domains/instellingen/site";
import { eenmaligFormulier, formVerzending } from "~/domains/verzendingen/formulier.server";
import { nieuweSleutel } from "~/domains/verzendingen/rules";
import { noindexMeta } from "~/lib/meta";

const CATEGORIES = { leiding: "Leiding", kenteken: "Kenteken" } as const;
type Category = keyof typeof CATEGORIES;

function formTitle(category: string, type: string): string | null {
  const label = CATEGORIES[category as Category];
  if (!label) return null;
  return `${type === "add" ? "Toevoegen" : "Bewerken"}: ${label}`;
}

export function meta({ params, matches }: Route.MetaArgs) {
  const title = formTitle(params.category, params.type) ?? "Formulier niet gevonden";
  return noindexMeta(siteOf(matches), title, "noindex, nofollow");
}

/** Back to the leaders' list, in the year the form changed (the draft's), with the success message. */
function backToList(jaar: string | undefined, melding: string): string {
  return `/admin?sectie=leiding${jaar ? `&jaar=${jaar}` : ""}&melding=${melding}`;
}

function notFound(what: string): never {
  throw data(what, { status: 404, headers: NO_STORE });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireAdminPage(request);
  const { rol } = actor;
  const { category, type } = params;
  const mode = type === "add" ? ("add" as const) : ("edit" as const);
  if (category === "leiding") {
    // A Takleiding picks among their own takken; the server refuses the others anyway.
    const takken = (await listTakkenApi()).filter((t) => managesTakken([t.id], actor)).map((t) => ({ id: t.id, name: t.name }));
    // ?jaar= is the draft being edited; without it the form changes the current year, as before years existed.
    const huidig = await huidigBeginjaar();
    const gevraagd = parseJaarLabel(new URL(request.url).searchParams.get("jaar"));
    const beginjaar = gevraagd !== null && gevraagd > huidig ? gevraagd : huidig;
    const jaar = { label: jaarLabel(beginjaar), param: beginjaar === huidig ? null : jaarLabel(beginjaar) };
    if (mode === "add") {
      return data({ kind: "leiding" as const, rol, mode, takken, leider: null, jaar, verzending: nieuweSleutel() }, { headers: NO_STORE });
    }
    const id = parseNumericId(type);
    const leider = id === null ? undefined : await getLeiding(id, beginjaar, { admin: true });
    if (!leider) notFound("Leiding niet gevonden");
    if (!(await managesLeider(leider.id))) return data({ kind: "geen-toegang" as const, rol }, { status: 403, headers: NO_STORE });
    // The tak field moves the writer's own assignment of the year; without one there is nothing for it to move.
    const eigen = leider.takken.filter((t) => managesTakken([t.tak_id], actor));
    const leiderMetEigen = { ...leider, takken: eigen };
    return data({ kind: "leiding" as const, rol, mode, takken: eigen.length || rol === "beheerder" ? takken : [], leider: leiderMetEigen, jaar, verzending: null }, { headers: NO_STORE });
  }
  if (category === "kenteken") {
    if (rol !== "beheerder") return data({ kind: "geen-toegang" as const, rol }, { status: 403, headers: NO_STORE });
    if (mode === "add") return data({ kind: "kenteken" as const, rol, mode, periode: null, artikels: "", verzending: nieuweSleutel() }, { headers: NO_STORE });
    const periode = await getGeschiedenis(type);
    if (!periode) notFound("Kenteken niet gevonden");
    const artikels = (await listArtikels(type)).map((a) => a.artikel).join("\n");
    return data({ kind: "kenteken" as const, rol, mode, periode, artikels, verzending: null }, { headers: NO_STORE });
  }
  return data({ kind: "unknown" as const, rol }, { status: 404, headers: NO_STORE });
}


export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireAdminPage(request);
  const { category, type } = params;
  const mode = type === "add" ? "add" : "edit";
  const failure = category === "leiding" ? LEIDING_SAVE_FAILED : KENTEKEN_SAVE_FAILED;
  let body: Body = {};
  try {
    body = await readBody(request, { maxFileSize: MAX_IMAGE_INPUT_BYTES, label: "De afbeelding" });
    if (category === "leiding") {
      const image = await fileField(body, "image");
      if (mode === "add") {
        // One tap, one save: a second post of this form's render answers as the first did (issue 52).
        return await eenmaligFormulier(formVerzending(request, actor, body), async () => {
          const submission = parseForm(formDataOf(body), leidingCreateInput, { with: { image: Boolean(image) } });
          if (submission.status !== "success") return refusedFields(submission);
          await createLeiding(submission.value, image);
          return redirect(backToList(submission.value.jaar, "leiding-toegevoegd"), { headers: NO_STORE });
        });
      }
      const submission = parseForm(formDataOf(body), leidingEditInput);
      if (submission.status !== "success") return refusedFields(submission);
      await updateLeiding(numericId(type), submission.value, image);
      return redirect(backToList(submission.value.jaar, "leiding-bijgewerkt"), { headers: NO_STORE });
    }
    if (category === "kenteken") {
      const upload = await fileField(body, "kentekenBestand");
      const submission = parseForm(formDataOf(body), geschiedenisInput, { with: { kentekenUpload: Boolean(upload) } });
      if (submission.status !== "success") return refusedFields(submission);
      const input = submission.value;
      const saved = () => redirect(`/admin?sectie=geschiedenis&melding=kenteken-${mode === "add" ? "toegevoegd" : "bijgewerkt"}`, { headers: NO_STORE });
      if (mode === "add") {
        return await eenmaligFormulier(formVerzending(request, actor, body), async () => {
          await createGeschiedenis(input, upload);
          return saved();
        });
      }
      await updateGeschiedenis(type, input, upload);
      return saved();
    }
    throw new InputError("Formulier niet gevonden", 404);
  } catch (error) {
    return formFailure(error, body, failure);
  }
}

/** A post that fails on the way (no connection, a crash) comes back like a refusal, with what was typed. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => guardFormAction(request, () => serverAction());

export const shouldRevalidate = keepDataWhenOffline;

export default function AdminForm({ loaderData, actionData, params }: Route.ComponentProps) {
  const title = formTitle(params.category, params.type);
  const formError = actionData?.error || null;
  // What a refused or failed post sent, else a draft this browser kept; the fields show it instead of the record.
  const { lastResult, concept, formKey } = useConcept(actionData?.reply);

  if (loaderData.kind === "geen-toegang") {
    return (
      <AdminShell active={null} rol={loaderData.rol}>
        <GeenToegang terug="/admin" />
      </AdminShell>
    );
  }
  if (loaderData.kind === "unknown" || !title) {
    return (
      <AdminShell active={null} rol={loaderData.rol}>
        <div className="card px-6 py-14 text-center">
          <h1 className="text-2xl font-extrabold">Formulier niet gevonden</h1>
          <p className="mt-2 text-muted">Dit formulier bestaat niet.</p>
          <Link to="/admin" className="btn-primary mt-6">Terug naar het beheer</Link>
        </div>
      </AdminShell>
    );
  }

  if (loaderData.kind === "leiding") {
    const leider = loaderData.leider;
    const values: LeidingFormValues = {
      name: leider?.name ?? "",
      tel: leider?.tel ?? "",
      functie: String(leider?.takken[0]?.tak_id ?? loaderData.takken[0]?.id ?? 1),
    };
    return (
      <AdminShell active="leiding" rol={loaderData.rol}>
        <h1 className="mb-4 text-sm font-bold uppercase tracking-wider text-muted">{title}</h1>
        <LeidingForm
          key={formKey}
          concept={concept}
          verzending={loaderData.verzending === null ? undefined : verzendingVan(lastResult, loaderData.verzending)}
          mode={loaderData.mode}
          takken={loaderData.takken}
          values={values}
          currentImageUrl={leider?.imageUrl ?? null}
          jaar={loaderData.jaar}
          reply={lastResult}
          formError={formError}
        />
      </AdminShell>
    );
  }

  const p = loaderData.periode;
  const year = new Date().getFullYear();
  const values: KentekenFormValues = {
    titel: p?.titel ?? "",
    kenteken: p?.kenteken ?? "",
    beginjaar: String(p?.beginjaar ?? year),
    eindjaar: p ? (p.eindjaar == null ? "" : String(p.eindjaar)) : String(year + 1),
    aalmoezenier: p?.aalmoezenier ?? "",
    groepsleiding: p?.groepsleiding ?? "",
    artikels: loaderData.artikels,
  };
  return (
    <AdminShell active="geschiedenis" rol={loaderData.rol}>
      <h1 className="mb-4 text-sm font-bold uppercase tracking-wider text-muted">{title}</h1>
      <KentekenForm
        key={formKey}
        concept={concept}
        verzending={loaderData.verzending === null ? undefined : verzendingVan(lastResult, loaderData.verzending)}
        mode={loaderData.mode}
        values={values}
        reply={lastResult}
        formError={formError}
      />
    </AdminShell>
  );
}
