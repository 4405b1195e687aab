import { AuthCard } from "~/components/admin/AuthCard";
import KeyRound from "lucide-react/icons/key-round";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin.wachtwoord.$token";
import { ErrorBanner } from "~/components/admin/Banners";
import { PasswordField } from "~/components/admin/PasswordField";
import { findLink, setPasswordWithLink } from "~/domains/auth/accounts.server";
import { sessionCookie } from "~/domains/auth/auth.server";
import { LINK_INVALID, PASSWORD_MIN_LENGTH } from "~/domains/auth/messages";
import { newPasswordInput } from "~/domains/auth/validation";
import { InputError } from "~/lib/errors";
import { NO_STORE } from "~/lib/http.server";
import { readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";

// One page for both mailed links: /admin/uitnodiging/{token} (7 days) and /admin/wachtwoord/{token} (1 hour).

function soortOf(request: Request): "uitnodiging" | "reset" {
  return new URL(request.url).pathname.startsWith("/admin/uitnodiging/") ? "uitnodiging" : "reset";
}

export function headers({ parentHeaders }: Route.HeadersArgs) {
  // The token is in the address: no cache keeps it (the app layout's headers), and it is not passed on to other sites.
  const headers = new Headers(parentHeaders);
  headers.set("Referrer-Policy", "no-referrer");
  return headers;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = loaderData?.soort === "uitnodiging" ? "Uitnodiging" : "Nieuw wachtwoord";
  return noindexMeta(siteOf(matches), title, "noindex, nofollow");
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const soort = soortOf(request);
  const account = await findLink(params.token, soort);
  return data({ soort, account }, { status: account ? 200 : 404, headers: NO_STORE });
}

export async function action({ request, params }: Route.ActionArgs) {
  const soort = soortOf(request);
  try {
    const input = parseInput(newPasswordInput, await readBody(request, { maxFileSize: 1024 }));
    // The leader is logged in at once, on the panel with the message.
    const { sessionId } = await setPasswordWithLink(params.token, soort, input.wachtwoord, input.herhaal, request.headers.get("User-Agent") ?? "");
    return redirect("/admin?melding=wachtwoord-ingesteld", { headers: { ...NO_STORE, "Set-Cookie": sessionCookie(request, sessionId) } });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return data({ error: error.message, fields: error.fields }, { status: error.status, headers: NO_STORE });
  }
}

export default function WachtwoordInstellen({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { account, soort } = loaderData;
  const fields = actionData?.fields ?? {};
  const error = actionData && !Object.keys(fields).length ? actionData.error : null;
  return (
    <AuthCard icon={KeyRound} title={soort === "uitnodiging" ? "Welkom in het beheer" : "Nieuw wachtwoord"}>
      {!account ? (
        <>
          <p className="mt-4 text-center">{LINK_INVALID}</p>
          <p className="mt-4 text-center">
            <Link to="/admin/wachtwoord-vergeten" className="text-brand-dark underline">Wachtwoord vergeten?</Link>
          </p>
        </>
      ) : (
        <>
          <p className="mt-1 text-center text-muted">
            {account.naam} ({account.email}): kies een wachtwoord van minstens {PASSWORD_MIN_LENGTH} tekens.
          </p>
          {error && (
            <div className="mt-4">
              <ErrorBanner message={error} />
            </div>
          )}
          <Form method="post" className="mt-6 space-y-4" noValidate>
            {/* For password managers: the account the new password belongs to. */}
            <input type="hidden" name="username" autoComplete="username" value={account.email} />
            <PasswordField id="nieuw-wachtwoord" name="wachtwoord" label="Nieuw wachtwoord" error={fields.wachtwoord} autoFocus />
            <PasswordField id="herhaal-wachtwoord" name="herhaal" label="Herhaal wachtwoord" error={fields.herhaal} />
            <button type="submit" className="btn-primary w-full" disabled={navigation.state === "submitting"}>
              Wachtwoord Instellen
            </button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
