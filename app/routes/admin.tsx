import { useEffect } from "react";
import { data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/admin";
import { AdminOutcomeProvider } from "~/components/admin/AdminOutcome";
import { guardServerAction, keepDataWhenOffline } from "~/components/admin/client-action";
import { AdminShell } from "~/components/admin/AdminShell";
import { LoginForm } from "~/components/admin/LoginForm";
import { successMessage } from "~/components/admin/messages";
import { SectionView } from "~/admin/views";
import { adminSection, maySeeSection, type AdminSectionId } from "~/admin/parts";
import { useAdminAction, useLatestSubmission, type AdminActionResult } from "~/components/admin/use-admin-action";
import { actorContext } from "~/domains/auth/actor-context";
import { login, logout, requireAdminPage, sessionCookie } from "~/domains/auth/auth.server";
import { NO_ACCESS, SESSIE_PARAM, SESSIE_VERLOPEN_WAARDE } from "~/domains/auth/messages";
import { siteOf } from "~/domains/instellingen/site";
import { MAX_BOEKJE_BYTES } from "~/domains/takken/validation";
import { NO_STORE } from "~/lib/admin-form.server";
import { InputError } from "~/lib/errors";
import { refusal } from "~/lib/forms";
import { readBody, textField } from "~/lib/request-body.server";
import { pageTitle } from "~/lib/meta";
import { safeLocalPath } from "~/lib/safe-path";
import { eenmaligFormulier, formVerzending } from "~/domains/verzendingen/formulier.server";
import { nieuweSleutel } from "~/domains/verzendingen/rules";
import { outcome } from "~/admin/part.server";
import { SECTION_ACTIONS, SECTION_SERVERS } from "~/admin/parts.server";
import { clientAddressContext } from "~/group/request-context";

// The admin panel at /admin: the login, then one section at a time (?sectie=). Each section's loader and changes are
// its part's in app/admin/<part>/ (decision 0051); this route logs in and out and hands the rest to the section.

/** Where a login goes when it has no (acceptable) ?next=. */
const ADMIN_HOME = "/admin";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  const title = loaderData?.authenticated ? "Beheer" : "Admin Toegang";
  return [
    { title: pageTitle(site, title) },
    { name: "description", content: `Beheer van de website van ${site.groep.naam}: enkel voor de leiding.` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const actor = context.get(actorContext);
  if (!actor) {
    // After login, back to where the admin was going: ?next= from a protected page, or this very section.
    const next = url.searchParams.get("next") ?? (url.searchParams.has("sectie") ? url.pathname + url.search : null);
    return data(
      {
        authenticated: false as const,
        next: next ? safeLocalPath(next, ADMIN_HOME) : null,
        // A post found no session (requireAdminPage): the login says why it asks again.
        ...(url.searchParams.get(SESSIE_PARAM) === SESSIE_VERLOPEN_WAARDE ? { verlopen: true as const } : {}),
      },
      { headers: NO_STORE },
    );
  }
  const sectie = adminSection(url.searchParams.get("sectie"));
  // A section this role may not use: the panel with the refusal, and 403.
  const allowed = maySeeSection(sectie, actor.rol);
  const section = allowed
    ? { sectie, ...(await SECTION_SERVERS[sectie].load({ url, actor })) }
    : { sectie: "geen-toegang" as const, loadError: NO_ACCESS };
  return data(
    {
      authenticated: true as const,
      rol: actor.rol,
      section: section as { sectie: AdminSectionId | "geen-toegang"; loadError?: string | null },
      q: url.searchParams.get("q") ?? "",
      melding: successMessage(url.searchParams.get("melding")),
      // This render's key for the panel's create forms (components/admin/concept.ts, usePanelVerzending).
      verzending: nieuweSleutel(),
    },
    { headers: NO_STORE, status: allowed ? 200 : 403 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  let body;
  try {
    body = await readBody(request, { maxFileSize: MAX_BOEKJE_BYTES, label: "Het boekje", lists: ["namen"] });
  } catch (error) {
    if (error instanceof InputError) return outcome({ ok: false, error: error.message }, error.status);
    throw error;
  }
  const intent = textField(body, "intent");

  if (intent === "login") {
    // Read as sent, not refused by a schema first: every refusal is the one generic answer (or the rate limit's), counted
    // as an attempt, so it tells nothing about an address. The reply brings back the address typed, never the password.
    const email = textField(body, "email");
    const credentials = { email, password: textField(body, "password") ?? "" };
    const result = await login(credentials, context.get(clientAddressContext), "cookie", request.headers.get("User-Agent") ?? "");
    if (!result.ok) return outcome({ ok: false, error: result.error, reply: refusal({}, email ? { email } : {}) }, result.status);
    return redirect(safeLocalPath(textField(body, "next"), ADMIN_HOME), {
      headers: { "Set-Cookie": sessionCookie(request, result.sessionId), ...NO_STORE },
    });
  }
  if (intent === "logout") {
    return redirect("/admin", { headers: { "Set-Cookie": await logout(request), ...NO_STORE } });
  }

  // Who asks is known from here on; each domain write checks what this account may do.
  const actor = requireAdminPage({ request, context });
  const change = intent ? SECTION_ACTIONS.get(intent) : undefined;
  if (!change) return outcome({ ok: false, error: "Onbekende actie." }, 400);
  // A create form carries its key (issue 52): a second post of it answers as the first did.
  return eenmaligFormulier(formVerzending(request, actor, body), () => change({ body, id: textField(body, "id") ?? "" }));
}

/** A change that fails on the way (no connection, a crash) is an outcome like any other, not the error page. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return guardServerAction(request, serverAction, (error): AdminActionResult => ({ ok: false, error }));
}

export const shouldRevalidate = keepDataWhenOffline;

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const fetcher = useAdminAction();
  const sent = useLatestSubmission(fetcher);
  const location = useLocation();
  const { reset } = fetcher;
  // A new page (another section, or back from a form with its own ?melding=) starts without an old outcome.
  useEffect(() => reset(), [location.key, reset]);
  if (!loaderData.authenticated) {
    return <LoginForm next={loaderData.next} fout={actionData && !actionData.ok ? actionData : null} verlopen={"verlopen" in loaderData} />;
  }
  const { section } = loaderData;
  // The latest change (from a list control or a plain form post without JavaScript) decides the banner.
  const latest = fetcher.data ?? (actionData && "ok" in actionData ? (actionData as AdminActionResult) : undefined);
  const melding = latest ? (latest.ok ? successMessage(latest.melding) : null) : loaderData.melding;
  const error = latest && !latest.ok ? latest.error : (section.loadError ?? null);

  return (
    <AdminShell active={section.sectie === "geen-toegang" ? null : section.sectie} rol={loaderData.rol}>
      <AdminOutcomeProvider
        error={error}
        melding={melding}
        trigger={latest ?? (loaderData.melding || section.loadError ? location.key : null)}
        // A plain form post (without JavaScript) renders a new page: its outcome goes to the panel's region.
        sent={fetcher.data ? sent : null}
      >
        {section.sectie !== "geen-toegang" && <SectionView sectie={section.sectie} data={section} q={loaderData.q} outcome={latest} rol={loaderData.rol} />}
      </AdminOutcomeProvider>
    </AdminShell>
  );
}
