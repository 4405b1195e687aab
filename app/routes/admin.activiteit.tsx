import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.activiteit";
import { guardFormAction, keepDataWhenOffline } from "~/components/admin/client-action";
import { ActiviteitForm, type ActiviteitFormValues } from "~/components/admin/ActiviteitForm";
import { AdminShell, GeenToegang } from "~/components/admin/AdminShell";
import { group } from "~/config/group";
import { getActiviteit, listActiviteiten, takKeuze, toApi } from "~/domains/activiteiten/activiteiten.server";
import { activiteitWrite, readActiviteitBody } from "~/domains/activiteiten/input.server";
import { createActiviteit, updateActiviteit } from "~/domains/activiteiten/mutations.server";
import type { TakKeuze } from "~/domains/activiteiten/activiteiten.server";
import { datumLabel, HELE_GROEP, tijdLabel, vervangingKeuze, type ActiviteitView } from "~/domains/activiteiten/rules";
import { ACTIVITEIT_SAVE_FAILED } from "~/domains/activiteiten/validation";
import { requireAdminPage } from "~/domains/auth/auth.server";
import { formFailure, NO_STORE, type FormFailure } from "~/lib/admin-form.server";
import { parseNumericId } from "~/lib/http.server";
import { toDateTimeLocal } from "~/lib/days";
import type { Body } from "~/lib/request-body.server";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const NIEUW = "Nieuwe Activiteit Toevoegen";

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.title ?? "Activiteit niet gevonden";
  return [{ title: `${title} | ${group.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

/** The form's values of a stored activity; a copy ('Dupliceren') starts a week later and is not cancelled. */
function formValues(a: ActiviteitView, shiftMs = 0): ActiviteitFormValues {
  const api = toApi(a);
  const copy = shiftMs !== 0;
  return {
    titel: a.titel,
    takken: api.takken,
    start: toDateTimeLocal(a.start + shiftMs),
    einde: a.einde === null ? "" : toDateTimeLocal(a.einde + shiftMs),
    plaats: a.plaats ?? "",
    beschrijving: a.beschrijving ?? "",
    meebrengen: a.meebrengen ?? "",
    nieuws: a.nieuws,
    afgelast: copy ? false : a.afgelast,
    reden: copy ? "" : (a.reden ?? ""),
    vervangenDoor: copy || !a.vervangenDoor ? "" : String(a.vervangenDoor.id),
  };
}

const EMPTY: ActiviteitFormValues = {
  titel: "",
  takken: [],
  start: "",
  einde: "",
  plaats: "",
  beschrijving: "",
  meebrengen: "",
  nieuws: false,
  afgelast: false,
  reden: "",
  vervangenDoor: "",
};

async function editedActiviteit(type: string): Promise<ActiviteitView> {
  const id = parseNumericId(type);
  const activiteit = id === null ? undefined : await getActiviteit(id);
  if (!activiteit) throw data("Activiteit niet gevonden", { status: 404, headers: NO_STORE });
  return activiteit;
}

/** Whether every tak of the values is one the writer may choose (an activity of another tak is not theirs to edit). */
function binnenKeuze(values: ActiviteitFormValues, keuze: TakKeuze): boolean {
  return values.takken.every((slug) => (slug === HELE_GROEP ? keuze.heleGroep : keuze.takken.some((t) => t.slug === slug)));
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireAdminPage(request);
  const { rol } = actor;
  const keuze = await takKeuze(actor);
  if (params.type === "add") {
    const kopie = parseNumericId(new URL(request.url).searchParams.get("kopie") ?? undefined);
    const bron = kopie === null ? undefined : await getActiviteit(kopie);
    const copied = bron ? formValues(bron, WEEK_MS) : null;
    // A copy of another tak's activity keeps its text, and starts from the writer's own tak.
    const values = copied ? (binnenKeuze(copied, keuze) ? copied : { ...copied, takken: keuze.standaard }) : { ...EMPTY, takken: keuze.standaard };
    return data({ kind: "form" as const, rol, mode: "add" as const, title: NIEUW, keuze, values, vervangingen: [], currentImageUrl: null }, { headers: NO_STORE });
  }
  const activiteit = await editedActiviteit(params.type);
  const values = formValues(activiteit);
  // The server would refuse the change: the page says so instead of a form that cannot be saved.
  if (!binnenKeuze(values, keuze)) return data({ kind: "geen-toegang" as const, rol, title: "Geen toegang" }, { status: 403, headers: NO_STORE });
  // 'Vervangen door': coming activities of the same tak that go ahead (and the one named now, whatever it is).
  const komend = await listActiviteiten({ komendOp: Date.now() });
  const keuzes = vervangingKeuze(activiteit, komend, () => true);
  const huidige = activiteit.vervangenDoor;
  const vervangingen = [
    ...(huidige && !keuzes.some((k) => k.id === huidige.id) ? [{ id: huidige.id, label: `${huidige.titel} (${datumLabel(huidige)}, ${tijdLabel(huidige)})` }] : []),
    ...keuzes.map((k) => ({ id: k.id, label: `${k.titel} (${datumLabel(k)}, ${tijdLabel(k)})` })),
  ];
  return data(
    { kind: "form" as const, rol, mode: "edit" as const, title: `Bewerken: ${activiteit.titel}`, keuze, values, vervangingen, currentImageUrl: activiteit.afbeeldingUrl },
    { headers: NO_STORE },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdminPage(request);
  let body: Body = {};
  try {
    if (params.type === "add") {
      body = await readActiviteitBody(request);
      const write = await activiteitWrite(body);
      await createActiviteit(write.input, write.picture.image);
      return redirect("/admin?sectie=activiteiten&melding=activiteit-toegevoegd", { headers: NO_STORE });
    }
    const current = await editedActiviteit(params.type);
    body = await readActiviteitBody(request);
    const write = await activiteitWrite(body, { current });
    await updateActiviteit(current.id, write.input, write.picture);
    return redirect("/admin?sectie=activiteiten&melding=activiteit-bijgewerkt", { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, body, ACTIVITEIT_SAVE_FAILED);
  }
}

/** What was typed, back in the form after a refusal (an unticked box is absent from the post). */
function sentValues(sent: FormFailure["values"]): ActiviteitFormValues {
  const text = (key: string) => (typeof sent[key] === "string" ? (sent[key] as string) : "");
  const list = sent.takken;
  return {
    titel: text("titel"),
    takken: Array.isArray(list) ? list : typeof list === "string" ? [list] : [],
    start: text("start"),
    einde: text("einde"),
    plaats: text("plaats"),
    beschrijving: text("beschrijving"),
    meebrengen: text("meebrengen"),
    nieuws: sent.nieuws === "on",
    afgelast: sent.afgelast === "on",
    reden: text("reden"),
    vervangenDoor: text("vervangenDoor"),
  };
}

/** A post that fails on the way (no connection, a crash) comes back like a refusal, with what was typed. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => guardFormAction(request, () => serverAction());

export const shouldRevalidate = keepDataWhenOffline;

export default function AdminActiviteit({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "geen-toegang") {
    return (
      <AdminShell active="activiteiten" rol={loaderData.rol}>
        <GeenToegang terug="/admin?sectie=activiteiten" />
      </AdminShell>
    );
  }
  const values = actionData ? sentValues(actionData.values) : loaderData.values;
  return (
    <AdminShell active="activiteiten" rol={loaderData.rol}>
      <ActiviteitForm
        // A new post's values replace the form's defaults.
        key={actionData ? JSON.stringify(actionData.values) : "stored"}
        mode={loaderData.mode}
        title={loaderData.title}
        keuze={loaderData.keuze}
        vervangingen={loaderData.vervangingen}
        values={values}
        currentImageUrl={loaderData.currentImageUrl}
        errors={actionData?.fields ?? {}}
        formError={actionData?.error || null}
      />
    </AdminShell>
  );
}
