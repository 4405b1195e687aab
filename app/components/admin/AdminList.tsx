import type { LucideIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { SectionHeader } from "./AdminShell";
import { DeleteConfirmDialog, DeleteForm } from "./DeleteWithConfirm";
import { EmptyState } from "./EmptyState";

/** A column of the list's table; `className` adds width and the breakpoint from which it shows. */
export interface AdminColumn {
  label: string;
  className?: string;
}

/** Deleting a row: the form's target and intent, and the question the confirmation asks. */
export interface AdminDeletion<Row> {
  action: string;
  intent: string;
  message: (row: Row) => string;
}

/** Puts the delete button of one row on the page: a real form post without JavaScript, a confirmation with it. */
export type DeleteButton = (props: { label: string; className?: string; formClassName?: string; children: ReactNode }) => ReactNode;

/**
 * One section of the panel that lists records: header with its main action, the tools above the list (search,
 * filters, messages), the empty state, the table (or cards without `columns`) and the delete confirmation.
 */
export function AdminList<Row extends { id: string | number }>({
  id,
  title,
  description,
  action,
  tools,
  rows,
  empty,
  columns,
  headClassName = "",
  tableClassName = "",
  renderRow,
  deletion,
  footer,
}: {
  id: string;
  title: string;
  description?: string;
  action?: ReactNode;
  tools?: ReactNode;
  rows: readonly Row[];
  empty: { icon: LucideIcon; title: string; text: string };
  /** Without columns every row is a card in a list (renderRow returns the card). */
  columns?: readonly AdminColumn[];
  /** Classes of the table head, e.g. the breakpoint from which it shows: below it every row is a card. */
  headClassName?: string;
  tableClassName?: string;
  renderRow: (row: Row, deleteButton: DeleteButton) => ReactNode;
  deletion?: AdminDeletion<Row>;
  footer?: ReactNode;
}) {
  const [pendingDelete, setPendingDelete] = useState<Row | null>(null);
  const deleteButton =
    (row: Row): DeleteButton =>
    ({ label, className = ROW_BUTTON_DELETE, formClassName, children }) =>
      deletion ? (
        <DeleteForm
          action={deletion.action}
          intent={deletion.intent}
          id={row.id}
          label={label}
          formClassName={formClassName}
          buttonClassName={className}
          onAsk={() => setPendingDelete(row)}
        >
          {children}
        </DeleteForm>
      ) : null;

  return (
    <section aria-labelledby={id}>
      <SectionHeader id={id} title={title} description={description} action={action} />
      {tools && <div className="mb-4">{tools}</div>}

      {rows.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />
      ) : columns ? (
        <div className="card overflow-hidden">
          <table className={`w-full text-left ${tableClassName}`}>
            <thead className={`bg-brand-light text-sm uppercase tracking-wide text-brand-darker ${headClassName}`}>
              <tr>
                {columns.map((c) => (
                  <th key={c.label} scope="col" className={`px-4 py-3 ${c.className ?? ""}`}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">{rows.map((row) => renderRow(row, deleteButton(row)))}</tbody>
          </table>
        </div>
      ) : (
        <ul className="space-y-4">{rows.map((row) => <li key={row.id}>{renderRow(row, deleteButton(row))}</li>)}</ul>
      )}
      {footer}

      {deletion && (
        <DeleteConfirmDialog
          pending={pendingDelete}
          action={deletion.action}
          intent={deletion.intent}
          message={pendingDelete ? deletion.message(pendingDelete) : ""}
          onClose={() => setPendingDelete(null)}
        />
      )}
    </section>
  );
}

/** The buttons of a row: at least 44 px (WCAG 2.5.5), an icon with its word. */
export const ROW_BUTTON = "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border px-3 font-semibold";
export const ROW_BUTTON_NEUTRAL = `${ROW_BUTTON} border-gray-300 text-ink hover:bg-gray-50 disabled:opacity-60`;
export const ROW_BUTTON_DELETE = `${ROW_BUTTON} border-red-200 text-red-800 hover:bg-red-50`;

/** A link of a row (edit, duplicate): an icon, and its word; `textClassName` hides the word where space is short. */
export function RowLink({
  to,
  label,
  icon: Icon,
  text,
  textClassName,
  className = "",
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  text: string;
  textClassName?: string;
  className?: string;
}) {
  return (
    <Link to={to} aria-label={label} title={text} className={`${ROW_BUTTON_NEUTRAL} ${className}`}>
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" /> <span className={textClassName}>{text}</span>
    </Link>
  );
}

/** A list's main action: the link to its add form. */
export function AddLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Link to={to} className="btn-primary">
      <Icon className="h-5 w-5" aria-hidden="true" /> {children}
    </Link>
  );
}
