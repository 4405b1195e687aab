import { useLocation, useNavigation } from "react-router";
import { useSite } from "~/domains/instellingen/use-site";
import type { Route } from "./+types/admin.account";
import { mijnAccountOpslaan, mijnAccountPagina, type ActionResult } from "~/admin/accounts/mijn-account.server";
import { guardServerAction, keepDataWhenOffline, typedValuesOf } from "~/components/admin/client-action";
import { AdminShell, SectionHeader } from "~/components/admin/AdminShell";
import { OutcomeMessage } from "~/components/admin/AdminOutcome";
import { ProfielKaart, SessiesKaart, WachtwoordKaart } from "~/admin/accounts/MijnAccount";
import { refusal } from "~/lib/forms";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), "Mijn account", "noindex, nofollow");
}

export const loader = (args: Route.LoaderArgs) => mijnAccountPagina(args);

export const action = (args: Route.ActionArgs) => mijnAccountOpslaan(args);

/** A post that fails on the way (no connection, a crash) is shown at the form that sent it. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const { intent } = await typedValuesOf(request);
  return guardServerAction(request, () => serverAction(), (error): ActionResult => ({ form: typeof intent === "string" ? intent : "", error, reply: refusal({}) }));
}

export const shouldRevalidate = keepDataWhenOffline;

export default function MijnAccount({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "submitting";
  const failed = (form: string) => (actionData?.form === form ? actionData : null);
  const { leider } = loaderData;
  const w = useSite().woorden;
  return (
    <AdminShell active="account" rol={loaderData.rol}>
      <SectionHeader
        title="Mijn account"
        description={`${loaderData.naam} · ${loaderData.rol === "beheerder" ? "Beheerder" : w.Takleiding} · ${loaderData.rol === "beheerder" ? `Alle ${w.takken}` : loaderData.takken}`}
      />
      {loaderData.melding && !actionData && <OutcomeMessage error={null} melding={loaderData.melding} trigger={location.key} live className="mb-6" />}
      <div className="grid gap-6 lg:grid-cols-2">
        {leider && <ProfielKaart leider={leider} fout={failed("profiel-opslaan")} busy={busy} />}
        <WachtwoordKaart eigenaar={loaderData.eigenaar} fout={failed("wachtwoord-wijzigen")} busy={busy} />
        <SessiesKaart sessions={loaderData.sessions} />
      </div>
    </AdminShell>
  );
}
