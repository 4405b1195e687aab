import type { ReactNode } from "react";
import { isPending, type useAdminAction } from "~/components/admin/use-admin-action";

/** Where the forms of "Foto's" post: the panel, in this section. */
export const ACTION = "/admin?sectie=fotos";

/** One change of a row as a small form: its intent and the row's id, posted to the panel (also without JavaScript). */
export function IntentKnop({
  fetcher,
  intent,
  id,
  className,
  label,
  children,
}: {
  fetcher: ReturnType<typeof useAdminAction>;
  intent: string;
  id: string | number;
  className: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post" action={ACTION}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={className} aria-label={label} disabled={isPending(fetcher, intent, id)}>
        {children}
      </button>
    </fetcher.Form>
  );
}
