import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.activiteit.reeks";
import { AdminShell } from "~/components/admin/AdminShell";
import { ReeksForm, type ReeksFormValues } from "~/components/admin/ReeksForm";
import { activiteitTakken } from "~/domains/activiteiten/activiteiten.server";
import { readReeksBody, reeksWrite } from "~/domains/activiteiten/input.server";
import { createReeks } from "~/domains/activiteiten/mutations.server";
import { ACTIVITEIT_SAVE_FAILED } from "~/domains/activiteiten/validation";
import { requireAdminPage } from "~/domains/auth/auth.server";
import { formFailure, NO_STORE } from "~/lib/admin-form.server";
import type { Body } from "~/lib/request-body.server";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";

export function headers() {
  return NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), "Reeks Toevoegen", "noindex, nofollow");
}

const DEFAULTS: ReeksFormValues = {
  titel: "",
  takken: [],
  weekdag: "6",
  beginuur: "14:00",
  einduur: "17:00",
  eersteDatum: "",
  laatsteDatum: "",
  plaats: "",
  beschrijving: "",
  meebrengen: "",
  overslaan: "",
};

export async function loader({ request }: Route.LoaderArgs) {
  const { rol } = await requireAdminPage(request);
  const takken = (await activiteitTakken()).map(({ slug, name }) => ({ slug, name }));
  return data({ rol, takken }, { headers: NO_STORE });
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdminPage(request);
  let body: Body = {};
  try {
    body = await readReeksBody(request);
    await createReeks(reeksWrite(body));
    return redirect("/admin?sectie=activiteiten&melding=reeks-toegevoegd", { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, body, ACTIVITEIT_SAVE_FAILED);
  }
}

export default function AdminReeks({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData?.values;
  const values: ReeksFormValues = sent
    ? {
        ...DEFAULTS,
        ...Object.fromEntries(Object.entries(sent).filter(([, v]) => typeof v === "string")),
        takken: Array.isArray(sent.takken) ? sent.takken : [],
      }
    : DEFAULTS;
  return (
    <AdminShell active="activiteiten" rol={loaderData.rol}>
      <ReeksForm
        key={sent ? JSON.stringify(sent) : "leeg"}
        takken={loaderData.takken}
        values={values}
        errors={actionData?.fields ?? {}}
        formError={actionData?.error || null}
      />
    </AdminShell>
  );
}
