import { AuthCard } from "~/components/admin/AuthCard";
import Mail from "lucide-react/icons/mail";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin.wachtwoord-vergeten";
import { ErrorBanner, SuccessBanner } from "~/components/admin/Banners";
import { requestPasswordReset } from "~/domains/auth/accounts.server";
import { RESET_ANSWER } from "~/domains/auth/messages";
import { resetRequestInput } from "~/domains/auth/validation";
import { InputError } from "~/lib/errors";
import { NO_STORE } from "~/lib/http.server";
import { readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";
import { clientAddressContext } from "~/group/request-context";

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), "Wachtwoord vergeten", "noindex, nofollow");
}

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const { email } = parseInput(resetRequestInput, await readBody(request, { maxFileSize: 1024 }));
    await requestPasswordReset(email, context.get(clientAddressContext));
    // The same answer whether the address is known or not.
    return data({ ok: true as const, message: RESET_ANSWER }, { headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return data({ ok: false as const, message: error.fields.email ?? error.message }, { status: error.status, headers: NO_STORE });
  }
}

export default function WachtwoordVergeten({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <AuthCard icon={Mail} title="Wachtwoord vergeten" intro="Je krijgt een link om een nieuw wachtwoord te kiezen. Hij werkt één keer, één uur lang.">
      {actionData && (
        <div className="mt-4">{actionData.ok ? <SuccessBanner message={actionData.message} /> : <ErrorBanner message={actionData.message} />}</div>
      )}
      <Form method="post" className="mt-6 space-y-4">
        <div>
          <label htmlFor="reset-email" className="label">E-mailadres</label>
          <input id="reset-email" name="email" type="email" required autoComplete="email" className="input" />
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
