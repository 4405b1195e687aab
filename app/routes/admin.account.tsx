import { KeyRound, LogOut, Monitor, Save, Smartphone, UserRound } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin.account";
import { AdminShell, SectionHeader } from "~/components/admin/AdminShell";
import { ErrorBanner, SuccessBanner } from "~/components/admin/Banners";
import { FormField } from "~/components/admin/FormField";
import { ROW_BUTTON_DELETE } from "~/components/admin/AdminList";
import { PasswordField } from "~/components/admin/PasswordField";
import { successMessage } from "~/components/admin/messages";
import { changePassword } from "~/domains/auth/accounts.server";
import { clearedSessionCookie, requireAdminPage } from "~/domains/auth/auth.server";
import { endSession, endSessions, listSessions } from "~/domains/auth/session.server";
import { changePasswordInput, profielInput } from "~/domains/auth/validation";
import { getLeiding, getZichtbaarheid } from "~/domains/leiding/leiding.server";
import { updateLeiding } from "~/domains/leiding/mutations.server";
import { MAX_IMAGE_INPUT_BYTES } from "~/domains/media/media.server";
import { listTakkenApi } from "~/domains/takken/takken.server";
import { formatDateTime } from "~/lib/dates";
import { InputError } from "~/lib/errors";
import { NO_STORE } from "~/lib/http.server";
import { fileField, readBody, textField } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";

export function headers() {
  return NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), "Mijn account", "noindex, nofollow");
}

/** A short name for a browser's User-Agent, enough to recognise one's own devices. */
function browserName(userAgent: string): string {
  if (!userAgent) return "Onbekend programma";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : userAgent.split(/[ /]/)[0]!;
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "";
  return system ? `${browser} op ${system}` : browser;
}

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdminPage(request);
  const [sessions, leider, zichtbaarheid, takken] = await Promise.all([
    listSessions(actor),
    actor.leidingId ? getLeiding(actor.leidingId, undefined, { admin: true }) : undefined,
    actor.leidingId ? getZichtbaarheid(actor.leidingId) : undefined,
    listTakkenApi(),
  ]);
  return data(
    {
      rol: actor.rol,
      naam: actor.naam,
      eigenaar: actor.eigenaar,
      takken: actor.rol === "beheerder" ? "Alle takken" : takken.filter((t) => actor.takken.includes(t.id)).map((t) => t.name).join(", "),
      sessions: sessions.map((s) => ({
        id: s.id,
        kind: s.kind,
        browser: s.kind === "token" ? "API-token" : browserName(s.userAgent),
        lastSeen: formatDateTime(s.lastSeenAt),
        current: s.current,
      })),
      leider: leider && zichtbaarheid ? { name: leider.name, tel: leider.tel, imageUrl: leider.imageUrl, ...zichtbaarheid } : null,
      melding: successMessage(new URL(request.url).searchParams.get("melding")),
    },
    { headers: NO_STORE },
  );
}

type ActionResult = { form: string; error: string; fields: Record<string, string> };

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdminPage(request);
  let form = "";
  try {
    const body = await readBody(request, { maxFileSize: MAX_IMAGE_INPUT_BYTES, label: "De foto" });
    form = textField(body, "intent") ?? "";
    switch (form) {
      case "wachtwoord-wijzigen": {
        const input = parseInput(changePasswordInput, body);
        await changePassword(actor, input.huidig, input.wachtwoord);
        return redirect("/admin/account?melding=wachtwoord-gewijzigd", { headers: NO_STORE });
      }
      case "sessie-afmelden": {
        const id = textField(body, "id") ?? "";
        await endSession(actor.accountId, id);
        // Ending the session in use is logging out here.
        if (id === actor.sessionHash) return redirect("/admin", { headers: { ...NO_STORE, "Set-Cookie": clearedSessionCookie(request) } });
        return redirect("/admin/account?melding=sessie-afgemeld", { headers: NO_STORE });
      }
      case "overal-afmelden":
        // Every session and token of this account, this one too: a lost phone or a shared computer is then safe.
        await endSessions(actor.accountId);
        return redirect("/admin", { headers: { ...NO_STORE, "Set-Cookie": clearedSessionCookie(request) } });
      case "profiel-opslaan": {
        if (!actor.leidingId) throw new InputError("Dit account hoort bij geen leiding.", 400);
        const input = parseInput(profielInput, body);
        await updateLeiding(actor.leidingId, input, await fileField(body, "image"));
        return redirect("/admin/account?melding=profiel-opgeslagen", { headers: NO_STORE });
      }
      default:
        throw new InputError("Onbekende actie.", 400);
    }
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return data<ActionResult>({ form, error: error.message, fields: error.fields }, { status: error.status, headers: NO_STORE });
  }
}

export default function MijnAccount({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = (form: string) => (actionData?.form === form ? actionData : null);
  const wachtwoordFout = failed("wachtwoord-wijzigen");
  const profielFout = failed("profiel-opslaan");
  const { leider } = loaderData;
  return (
    <AdminShell active="account" rol={loaderData.rol}>
      <SectionHeader
        title="Mijn account"
        description={`${loaderData.naam} · ${loaderData.rol === "beheerder" ? "Beheerder" : "Takleiding"} · ${loaderData.takken}`}
      />
      {loaderData.melding && !actionData && (
        <div className="mb-6">
          <SuccessBanner message={loaderData.melding} />
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        {leider && (
          <section aria-labelledby="mijn-gegevens" className="card p-5 sm:p-6 lg:col-span-2">
            <h2 id="mijn-gegevens" className="flex items-center gap-2 text-xl font-extrabold">
              <UserRound className="h-5 w-5 text-brand-dark" aria-hidden="true" /> Mijn gegevens op de site
            </h2>
            {profielFout && !Object.keys(profielFout.fields).length && (
              <div className="mt-4">
                <ErrorBanner message={profielFout.error} />
              </div>
            )}
            <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-4 md:grid-cols-2" noValidate>
              <input type="hidden" name="intent" value="profiel-opslaan" />
              <FormField id="profiel-naam" label="Naam" error={profielFout?.fields.name}>
                {(props) => <input {...props} name="name" required maxLength={100} defaultValue={leider.name} className="input" />}
              </FormField>
              <FormField id="profiel-tel" label="Telefoon" error={profielFout?.fields.tel}>
                {(props) => <input {...props} name="tel" type="tel" required maxLength={40} defaultValue={leider.tel} className="input" />}
              </FormField>
              <FormField id="profiel-foto" label="Nieuwe foto (optioneel)" error={profielFout?.fields.image}>
                {(props) => <input {...props} name="image" type="file" accept="image/*" className="file-input" />}
              </FormField>
              <div className="space-y-2 md:pt-7">
                <label className="flex min-h-11 items-center gap-3">
                  <input type="checkbox" name="toonFoto" defaultChecked={leider.toonFoto} className="h-5 w-5" />
                  Toon mijn foto op de site
                </label>
                <label className="flex min-h-11 items-center gap-3">
                  <input type="checkbox" name="toonTelefoon" defaultChecked={leider.toonTelefoon} className="h-5 w-5" />
                  Toon mijn telefoonnummer op de site
                </label>
              </div>
              <div className="md:col-span-2 md:flex md:justify-end">
                <button type="submit" className="btn-primary w-full md:w-auto" disabled={busy}>
                  <Save className="h-5 w-5" aria-hidden="true" /> Gegevens Opslaan
                </button>
              </div>
            </Form>
          </section>
        )}

        <section aria-labelledby="wachtwoord-wijzigen" className="card p-5 sm:p-6">
          <h2 id="wachtwoord-wijzigen" className="flex items-center gap-2 text-xl font-extrabold">
            <KeyRound className="h-5 w-5 text-brand-dark" aria-hidden="true" /> Wachtwoord wijzigen
          </h2>
          {loaderData.eigenaar ? (
            <p className="mt-3 text-muted">Het account Beheerder logt in met ADMIN_PASSWORD; wijzig dat in de configuratie van de server. Alle sessies van Beheerder stoppen dan.</p>
          ) : (
            <>
              {wachtwoordFout && !Object.keys(wachtwoordFout.fields).length && (
                <div className="mt-4">
                  <ErrorBanner message={wachtwoordFout.error} />
                </div>
              )}
              <Form method="post" className="mt-4 space-y-4" noValidate>
                <input type="hidden" name="intent" value="wachtwoord-wijzigen" />
                <PasswordField id="huidig-wachtwoord" name="huidig" label="Huidig wachtwoord" current error={wachtwoordFout?.fields.huidig} />
                <PasswordField id="nieuw-wachtwoord" name="wachtwoord" label="Nieuw wachtwoord" error={wachtwoordFout?.fields.wachtwoord} />
                <p className="text-sm text-muted">Je andere sessies worden daarna afgemeld.</p>
                <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
                  Wachtwoord Wijzigen
                </button>
              </Form>
            </>
          )}
        </section>

        <section aria-labelledby="mijn-sessies" className="card p-5 sm:p-6">
          <h2 id="mijn-sessies" className="flex items-center gap-2 text-xl font-extrabold">
            <Monitor className="h-5 w-5 text-brand-dark" aria-hidden="true" /> Actieve sessies
          </h2>
          <ul className="mt-4 divide-y divide-gray-100">
            {loaderData.sessions.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-3 py-3" data-testid="sessie">
                <div className="flex min-w-0 items-center gap-3">
                  <Smartphone className="h-5 w-5 shrink-0 text-muted" aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="font-semibold">
                      {s.browser} {s.current && <span className="ml-1 rounded-full bg-brand-light px-2 py-0.5 text-xs text-brand-darker">deze sessie</span>}
                    </p>
                    <p className="text-sm text-muted">Laatst actief: {s.lastSeen}</p>
                  </div>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="sessie-afmelden" />
                  <input type="hidden" name="id" value={s.id} />
                  <button type="submit" className={ROW_BUTTON_DELETE} aria-label={`${s.browser}, laatst actief ${s.lastSeen}: afmelden`}>
                    <LogOut className="h-4 w-4 shrink-0" aria-hidden="true" /> Afmelden
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="overal-afmelden" />
            <button type="submit" className="btn-secondary w-full sm:w-auto">
              <LogOut className="h-5 w-5" aria-hidden="true" /> Overal afmelden
            </button>
          </Form>
          <p className="mt-2 text-sm text-muted">Overal afmelden stopt ook deze sessie en je API-tokens.</p>
        </section>
      </div>
    </AdminShell>
  );
}
