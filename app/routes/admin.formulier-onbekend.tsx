import { data, Link } from "react-router";
import type { Route } from "./+types/admin.formulier-onbekend";
import { AdminShell } from "~/components/admin/AdminShell";
import { requireAdminPage } from "~/domains/auth/auth.server";
import { siteOf } from "~/domains/instellingen/site";
import { NO_STORE } from "~/lib/http.server";
import { noindexMeta } from "~/lib/meta";

// /admin/{category}/{type} of a category without a form: the admin's own 'Formulier niet gevonden' (404), after the
// login like every admin page. The forms that exist have their own routes (leiding, kenteken, activiteit, account, tak).

const NIET_GEVONDEN = "Formulier niet gevonden";

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), NIET_GEVONDEN, "noindex, nofollow");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { rol } = requireAdminPage({ request, context });
  return data({ rol }, { status: 404, headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdminPage({ request, context });
  throw data(NIET_GEVONDEN, { status: 404, headers: NO_STORE });
}

export default function AdminFormulierOnbekend({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell active={null} rol={loaderData.rol}>
      <div className="card px-6 py-14 text-center">
        <h1 className="text-2xl font-extrabold">{NIET_GEVONDEN}</h1>
        <p className="mt-2 text-muted">Dit formulier bestaat niet.</p>
        <Link to="/admin" className="btn-primary mt-6">Terug naar het beheer</Link>
      </div>
    </AdminShell>
  );
}
