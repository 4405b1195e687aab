import { Lock } from "lucide-react";
import { Form, useNavigation } from "react-router";

/** 'Admin Toegang': a real form post, so Enter submits and it works without JavaScript. */
export function LoginForm({ next, error }: { next: string | null; error?: string | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "login";
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 pb-20 pt-28 md:pt-36">
      <div className="card p-6 sm:p-8">
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-light">
          <Lock className="h-6 w-6 text-brand-dark" aria-hidden="true" />
        </div>
        <h1 className="mt-4 text-center text-2xl font-extrabold">Admin Toegang</h1>
        <p className="mt-1 text-center text-muted">Enkel voor de leiding van de groep.</p>
        <Form method="post" action="/admin" className="mt-6 space-y-4">
          <input type="hidden" name="intent" value="login" />
          {next && <input type="hidden" name="next" value={next} />}
          <div>
            <label htmlFor="admin-password" className="label">Wachtwoord</label>
            <input
              id="admin-password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              autoFocus
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
      </div>
    </div>
  );
}
