import { PASSWORD_MIN_LENGTH } from "~/domains/auth/messages";

/** A password field with its label and error; a new password asks for at least 12 characters. */
export function PasswordField({
  id,
  name,
  label,
  error,
  autoFocus,
  current = false,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  autoFocus?: boolean;
  current?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="label">{label}</label>
      <input
        id={id}
        name={name}
        type="password"
        required
        minLength={current ? undefined : PASSWORD_MIN_LENGTH}
        autoComplete={current ? "current-password" : "new-password"}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-fout` : undefined}
        className="input"
      />
      {error && <p id={`${id}-fout`} className="mt-1 text-sm font-semibold text-red-700">{error}</p>}
    </div>
  );
}
