import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { ADMIN_SECTIONS, adminSectionUrl, type AdminSectionId } from "./sections";

/**
 * The panel around every admin screen: a sidebar on wide screens, a row of tabs on a phone.
 * The sections come from ADMIN_SECTIONS, so a new section only needs an entry there.
 */
export function AdminShell({ active, children }: { active: AdminSectionId | null; children: ReactNode }) {
  return (
    <div className="bg-gray-50 pt-16">
      <div className="mx-auto flex max-w-7xl flex-col md:flex-row md:gap-8 md:px-6 md:py-8">
        <aside className="border-b border-gray-200 bg-white md:w-60 md:shrink-0 md:rounded-2xl md:border md:shadow-sm md:self-start md:sticky md:top-24">
          <p className="hidden px-5 pb-2 pt-5 text-xs font-bold uppercase tracking-wider text-muted md:block">Beheer</p>
          <nav aria-label="Beheer" className="flex items-stretch md:block">
            {/* On a phone: tabs (icon above label) in rows of three, so every section stays in sight. */}
            <ul className="grid flex-1 grid-cols-3 gap-1 px-2 py-2 md:flex md:flex-col md:px-3 md:pb-3 md:pt-0">
              {ADMIN_SECTIONS.map((section) => {
                const Icon = section.icon;
                const current = active === section.id;
                return (
                  <li key={section.id} className="shrink-0">
                    <Link
                      to={adminSectionUrl(section.id)}
                      aria-current={current ? "page" : undefined}
                      className={`flex min-h-11 flex-col items-center justify-center gap-1 rounded-lg px-2 py-1.5 text-xs font-semibold transition-colors md:flex-row md:justify-start md:gap-3 md:px-3 md:py-2 md:text-base ${
                        current ? "bg-brand-dark text-white" : "text-ink hover:bg-brand-light hover:text-brand-dark"
                      }`}
                    >
                      <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
                      {section.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <Form method="post" action="/admin" className="flex shrink-0 border-l border-gray-100 px-2 py-2 md:block md:border-l-0 md:border-t md:px-3 md:py-3">
              <input type="hidden" name="intent" value="logout" />
              <button
                type="submit"
                className="flex min-h-11 w-full flex-col items-center justify-center gap-1 rounded-lg px-2 py-1.5 text-xs font-semibold text-red-800 transition-colors hover:bg-red-50 md:flex-row md:justify-start md:gap-3 md:px-3 md:py-2 md:text-base"
              >
                <LogOut className="h-5 w-5 shrink-0" aria-hidden="true" />
                <span>Uitloggen</span>
              </button>
            </Form>
          </nav>
        </aside>
        <div className="min-w-0 flex-1 px-4 py-6 md:px-0 md:py-0">{children}</div>
      </div>
    </div>
  );
}

/** Heading row of a section: title, short explanation and the main action. */
export function SectionHeader({
  id,
  title,
  description,
  action,
}: {
  id?: string;
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 id={id} className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-muted">{description}</p>}
      </div>
      {action}
    </div>
  );
}
