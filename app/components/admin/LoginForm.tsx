import Lock from "lucide-react/icons/lock";
import { Form, Link, useNavigation } from "react-router";
import { SESSIE_VERLOPEN_LOGIN } from "~/domains/auth/messages";
import { loginInput } from "~/domains/auth/validation";
import { textOf, useSchemaForm, type FormReply } from "~/lib/forms";
import { AuthCard } from "./AuthCard";

/**
 * 'Admin Toegang': a real form post, so Enter submits and it works without JavaScript. `fout`: a refused login, its one
 * generic message (no field is named: it says nothing about an address) and the address typed, shown again.
 */
export function LoginForm({ next, fout, verlopen = false }: { next: string | null; fout: { error: string; reply?: FormReply } | null; verlopen?: boolean }) {
  const navigation = useNavigation();
  const { fields } = useSchemaForm(loginInput, { lastResult: fout?.reply });
  const error = fout?.error;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "login";
  return (
    <AuthCard icon={Lock} title="Admin Toegang" intro="Enkel voor de leiding van de groep.">
      {verlopen && !error && (
        <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          {SESSIE_VERLOPEN_LOGIN}
        </p>
      )}
      <Form method="post" action="/admin" className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="login" />
        {next && <input type="hidden" name="next" value={next} />}
        {/* Optional: a leader's own account; without it the group's ADMIN_PASSWORD logs in as 'Beheerder'. */}
        <div>
          <label htmlFor="admin-email" className="label">E-mailadres</label>
          <input
            id="admin-email"
            name="email"
            type="email"
            autoComplete="username"
            defaultValue={textOf(fields.email)}
            aria-describedby="admin-email-hint"
            className="input"
          />
          <p id="admin-email-hint" className="mt-1 text-sm text-muted">Leeg laten voor het gedeelde admin-wachtwoord.</p>
        </div>
        <div>
          <label htmlFor="admin-password" className="label">Wachtwoord</label>
          <input
            id="admin-password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "login-error" : undefined}
            className="input"
          />
        </div>
        {error && (
          <p id="login-error" role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          Inloggen
        </button>
      </Form>
      <p className="mt-4 text-center">
        <Link to="/admin/wachtwoord-vergeten" className="text-brand-dark underline">Wachtwoord vergeten?</Link>
      </p>
    </AuthCard>
  );
}
