import { AuthCard } from "~/components/admin/AuthCard";
import KeyRound from "lucide-react/icons/key-round";
import { useRef } from "react";
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
import { formDataOf, inputRefusal, refusedFields } from "~/lib/admin-form.server";
import { fieldError, parseForm, useSchemaForm } from "~/lib/forms";
import { readBody } from "~/lib/request-body.server";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
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
    const submission = parseForm(formDataOf(await readBody(request, { maxFileSize: 1024 })), newPasswordInput);
    // No password is sent back: the fields start empty again.
    if (submission.status !== "success") return refusedFields(submission, {});
    const { wachtwoord, herhaal } = submission.value;
    // The leader is logged in at once, on the panel with the message.
    const { sessionId } = await setPasswordWithLink(params.token, soort, wachtwoord, herhaal, request.headers.get("User-Agent") ?? "");
    return redirect("/admin?melding=wachtwoord-ingesteld", { headers: { ...NO_STORE, "Set-Cookie": sessionCookie(request, sessionId) } });
  } catch (error) {
    // A password too short or too well known at its field; a link used or expired (404) in the banner.
    if (!(error instanceof InputError)) throw error;
    return inputRefusal(error, {});
  }
}

export default function WachtwoordInstellen({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { account, soort } = loaderData;
  const { form, fields } = useSchemaForm(newPasswordInput, { lastResult: actionData?.reply });
  const formRef = useRef<HTMLFormElement>(null);
  // Conform's errors once it has read the reply (its state follows a render later than `actionData`).
  useFocusFirstError(formRef, form.allErrors);
  const error = actionData?.error;
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
          <Form ref={formRef} method="post" className="mt-6 space-y-4" noValidate>
            {/* For password managers: the account the new password belongs to. */}
            <input type="hidden" name="username" autoComplete="username" value={account.email} />
            <PasswordField id="nieuw-wachtwoord" name="wachtwoord" label="Nieuw wachtwoord" error={fieldError(fields.wachtwoord)} autoFocus />
            <PasswordField id="herhaal-wachtwoord" name="herhaal" label="Herhaal wachtwoord" error={fieldError(fields.herhaal)} />
            <button type="submit" className="btn-primary w-full" disabled={navigation.state === "submitting"}>
              Wachtwoord Instellen
            </button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
