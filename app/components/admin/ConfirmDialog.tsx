import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A modal confirmation built on <dialog>: showModal() makes the page behind it inert (focus stays inside)
 * and Escape closes it; focus returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  message: string;
  /** More than one sentence can say: a list of what the action changes. */
  children?: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onClose={onClose}
      onCancel={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === ref.current) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl p-0 shadow-2xl backdrop:bg-black/50"
    >
      <div className="p-6">
        <div className="flex items-start gap-4">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-red-100">
            <AlertTriangle className="h-5 w-5 text-red-700" aria-hidden="true" />
          </span>
          <div>
            <h2 id={titleId} className="text-lg font-extrabold text-ink">{title}</h2>
            <div id={messageId} className="mt-2 space-y-2 text-muted">
              <p>{message}</p>
              {children}
            </div>
          </div>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onClose} autoFocus>
            Annuleren
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={onConfirm}
            className="btn-danger"
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
