import X from "lucide-react/icons/x";
import { useState, type ReactNode } from "react";
import { isPending, useAdminAction } from "~/components/admin/use-admin-action";
import { useSite } from "~/domains/instellingen/use-site";
import type { Leider, LeiderTak } from "~/domains/leiding/rules";
import { useHydrated } from "~/lib/use-hydrated";

// A leader's takken in the list of 'Leiding': each assignment's tak, changed with 'Opslaan' or removed, and the
// one-button forms of a row.

export type TakOption = { id: number; name: string };

/** One of a leader's takken: a dropdown saved with 'Opslaan', and its remove button when the leader has more. */
export function TakAssignment({
  leider,
  assignment,
  takken,
  removable,
}: {
  leider: Leider;
  assignment: LeiderTak;
  takken: TakOption[];
  removable: boolean;
}) {
  const hydrated = useHydrated();
  const changer = useAdminAction();
  const remover = changer;
  const w = useSite().woorden;
  // The choice is only saved with 'Opslaan' (WCAG 3.2.2): arrowing through a closed dropdown changes nothing yet.
  const [selected, setSelected] = useState(String(assignment.tak_id));
  const [stored, setStored] = useState(assignment.tak_id);
  if (stored !== assignment.tak_id) {
    setStored(assignment.tak_id);
    setSelected(String(assignment.tak_id));
  }
  const saving = isPending(changer, "tak-wijzigen", assignment.tak_leiding_id);
  const changed = selected !== String(assignment.tak_id);
  return (
    <li className="flex items-center gap-1">
      <changer.Form method="post" action="/admin" className="flex items-center gap-1">
        <input type="hidden" name="intent" value="tak-wijzigen" />
        <input type="hidden" name="id" value={assignment.tak_leiding_id} />
        <input type="hidden" name="leiding_id" value={leider.id} />
        <select
          name="tak_id"
          value={selected}
          aria-label={`${w.Tak} van ${leider.name}`}
          onChange={(event) => setSelected(event.currentTarget.value)}
          className="min-h-11 rounded-lg border border-gray-300 bg-white py-1 pl-2 pr-8 text-sm font-semibold"
        >
          {takken.map((t) => (
            <option key={t.id} value={t.id} disabled={t.id !== assignment.tak_id && leider.takken.some((a) => a.tak_id === t.id)}>
              {t.name}
            </option>
          ))}
        </select>
        {/* Without JavaScript always there; with it, once the choice differs from the stored tak. */}
        {(!hydrated || changed || saving) && (
          <button
            type="submit"
            disabled={saving}
            aria-label={`${w.Tak} van ${leider.name} opslaan`}
            className="min-h-11 rounded-lg border border-brand bg-white px-2 text-sm font-semibold text-brand-dark hover:bg-brand-light disabled:opacity-60"
          >
            Opslaan
          </button>
        )}
      </changer.Form>
      {removable && (
        <IconButtonForm
          fetcher={remover}
          fields={{ intent: "tak-verwijderen", id: assignment.tak_leiding_id, leiding_id: leider.id }}
          disabled={isPending(remover, "tak-verwijderen", assignment.tak_leiding_id)}
          label={`${assignment.tak_name} verwijderen bij ${leider.name}`}
          title={`${w.Tak} verwijderen`}
          className="w-11 text-red-800 hover:bg-red-50"
          icon={<X className="h-4 w-4" aria-hidden="true" />}
        />
      )}
    </li>
  );
}

/** A change of one row in one button (an icon, named by `label`): a form post with these hidden fields. */
export function IconButtonForm({
  fetcher,
  fields,
  disabled,
  label,
  title,
  className,
  icon,
}: {
  fetcher: ReturnType<typeof useAdminAction>;
  fields: Record<string, string | number>;
  disabled: boolean;
  label: string;
  title: string;
  className: string;
  icon: ReactNode;
}) {
  return (
    <fetcher.Form method="post" action="/admin">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" disabled={disabled} aria-label={label} title={title} className={`inline-flex h-11 items-center justify-center rounded-lg disabled:opacity-50 ${className}`}>
        {icon}
      </button>
    </fetcher.Form>
  );
}
