import type { ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { ConfirmDialog } from "./ConfirmDialog";
import { isPending, useAdminAction } from "./use-admin-action";

/**
 * A delete button that is a real form post without JavaScript; once hydrated, a click asks for confirmation
 * first (`onAsk`) and the confirmed delete goes through `DeleteConfirmDialog`.
 */
export function DeleteForm({
  action,
  intent,
  id,
  label,
  formClassName,
  buttonClassName,
  onAsk,
  children,
}: {
  action: string;
  intent: string;
  id: string | number;
  label: string;
  formClassName?: string;
  buttonClassName: string;
  onAsk: () => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <form method="post" action={action} className={formClassName}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        aria-label={label}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          onAsk();
        }}
        className={buttonClassName}
      >
        {children}
      </button>
    </form>
  );
}

/** The confirmation for a pending delete: on confirm it posts the same intent and id as `DeleteForm`. */
export function DeleteConfirmDialog({
  pending,
  action,
  intent,
  message,
  onClose,
}: {
  pending: { id: string | number } | null;
  action: string;
  intent: string;
  message: string;
  onClose: () => void;
}) {
  const deleter = useAdminAction();
  return (
    <ConfirmDialog
      open={pending !== null}
      title="Bevestig verwijderen"
      message={message}
      confirmLabel="Verwijderen"
      busy={pending !== null && isPending(deleter, intent, pending.id)}
      onClose={onClose}
      onConfirm={() => {
        if (!pending) return;
        deleter.submit({ intent, id: String(pending.id) }, { method: "post", action });
        onClose();
      }}
    />
  );
}
