import { SelectField } from "~/components/admin/FormField";
import { useSite } from "~/domains/instellingen/use-site";
import { inWoord } from "~/domains/takken/rules";

export const ROL_UITLEG = "Beheerder mag alles; Takleiding beheert de activiteiten, boekjes en leiding van de gekozen takken.";

/** 'Rol' of an account: Beheerder or Takleiding (a role, never one of the takken below it). */
export function RolKeuze({ error, defaultValue }: { error?: string; defaultValue: string }) {
  const w = useSite().woorden;
  return (
    <SelectField
      id="account-rol"
      label="Rol"
      error={error}
      hint={inWoord(ROL_UITLEG, w)}
      name="rol"
      defaultValue={defaultValue}
      options={[
        { value: "takleiding", label: w.Takleiding },
        { value: "beheerder", label: "Beheerder" },
      ]}
    />
  );
}

/** 'Leiding (optioneel)': the leader this account is, who then manages their own name, phone and photo. */
export function LeidingKeuze({ error, defaultValue, leiding }: { error?: string; defaultValue: string; leiding: { id: number; name: string }[] }) {
  return (
    <SelectField
      id="account-leiding"
      label="Leiding (optioneel)"
      error={error}
      hint="Wie hier gekozen wordt, beheert zelf de eigen naam, telefoon en foto."
      name="leidingId"
      defaultValue={defaultValue}
      options={[{ value: "", label: "Geen" }, ...leiding.map((l) => ({ value: l.id, label: l.name }))]}
    />
  );
}

/** 'Takken' of a Takleiding account: the real takken only (Takleiding is the role above, not a tak). */
export function AccountTakken({ takken, chosen, error, hint }: { takken: { id: number; name: string }[]; chosen: ReadonlySet<string>; error?: string; hint?: string }) {
  const w = useSite().woorden;
  return (
    <fieldset className="md:col-span-2" aria-describedby={[hint ? "account-takken-uitleg" : "", error ? "account-takken-fout" : ""].join(" ").trim() || undefined}>
      <legend className="label">{w.Takken}</legend>
      {hint && <p id="account-takken-uitleg" className="mb-2 text-sm text-muted">{inWoord(hint, w)}</p>}
      {/* One column on a phone: a long name needs the width, and a box never shrinks. */}
      <div className="grid grid-cols-1 gap-2 min-[440px]:grid-cols-2 lg:grid-cols-3">
        {takken.map((t) => (
          <label key={t.id} className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg border border-gray-200 px-3">
            <input type="checkbox" name="takken" value={t.id} defaultChecked={chosen.has(String(t.id))} className="h-5 w-5 shrink-0" />
            <span className="min-w-0 wrap-anywhere">{t.name}</span>
          </label>
        ))}
      </div>
      {error && <p id="account-takken-fout" className="mt-1 text-sm font-semibold text-red-700">{inWoord(error, w)}</p>}
    </fieldset>
  );
}
