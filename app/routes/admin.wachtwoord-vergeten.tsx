import { AuthCard } from "~/components/admin/AuthCard";
import Mail from "lucide-react/icons/mail";
import { useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin.wachtwoord-vergeten";
import { ErrorBanner, SuccessBanner } from "~/components/admin/Banners";
import { requestPasswordReset } from "~/domains/auth/accounts.server";
import { RESET_ANSWER } from "~/domains/auth/messages";
import { resetRequestInput } from "~/domains/auth/validation";
import { InputError } from "~/lib/errors";
import { NO_STORE } from "~/lib/http.server";
import { formDataOf, inputRefusal, refusedFields } from "~/lib/admin-form.server";
import { fieldError, parseForm, textOf, useSchemaForm } from "~/lib/forms";
import { readBody } from "~/lib/request-body.server";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";
import { clientAddressContext } from "~/group/request-context";

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), "Wachtwoord vergeten", "noindex, nofollow");
}

export async function action({ request, context }: Route.ActionArgs) {
  let typed: Record<string, unknown> = {};
  try {
    const submission = parseForm(formDataOf(await readBody(request, { maxFileSize: 1024 })), resetRequestInput);
    if (submission.status !== "success") return refusedFields(submission);
    typed = submission.payload;
    await requestPasswordReset(submission.value.email, context.get(clientAddressContext));
    // The same answer whether the address is known or not.
    return data({ ok: true as const, message: RESET_ANSWER }, { headers: NO_STORE });
  } catch (error) {
    // Too many requests from this client (429), a body too large (413): the banner says it.
    if (!(error instanceof InputError)) throw error;
    return inputRefusal(error, typed);
  }
}

export default function WachtwoordVergeten({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const fout = actionData && "reply" in actionData ? actionData : null;
  const { form, fields } = useSchemaForm(resetRequestInput, { lastResult: fout?.reply });
  const emailFout = fieldError(fields.email);
  const formRef = useRef<HTMLFormElement>(null);
  // Conform's errors once it has read the reply (its state follows a render later than `actionData`).
  useFocusFirstError(formRef, form.allErrors);
  return (
    <AuthCard icon={Mail} title="Wachtwoord vergeten" intro="Je krijgt een link om een nieuw wachtwoord te kiezen. Hij werkt één keer, één uur lang.">
      {actionData && "ok" in actionData && (
        <div className="mt-4">
          <SuccessBanner message={actionData.message} />
        </div>
      )}
      {fout?.error && (
        <div className="mt-4">
          <ErrorBanner message={fout.error} />
        </div>
      )}
      <Form ref={formRef} method="post" className="mt-6 space-y-4">
        <div>
          <label htmlFor="reset-email" className="label">E-mailadres</label>
          <input
            id="reset-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={textOf(fields.email)}
            aria-invalid={emailFout ? true : undefined}
            aria-describedby={emailFout ? "reset-email-fout" : undefined}
            className="input"
          />
          {emailFout && <p id="reset-email-fout" className="mt-1 text-sm font-semibold text-red-700">{emailFout}</p>}
        </div>
        <button type="submit" className="btn-primary w-full" disabled={navigation.state === "submitting"}>
          Link Versturen
        </button>
      </Form>
      <p className="mt-4 text-center">
        <Link to="/admin" className="text-brand-dark underline">Terug naar inloggen</Link>
      </p>
    </AuthCard>
  );
}
