import { useEffect, useRef, type ReactNode } from "react";
import { Link, useLocation, useNavigationType } from "react-router";
import { NO_ACCESS } from "~/domains/auth/messages";
import { AccountEnUitloggen, KorteBalk } from "./KorteBalk";
import { ADMIN_SECTIONS, adminSectionUrl, maySeeSection, type AdminRol, type AdminSectionId } from "~/admin/parts";

const TAB_CLASSES =
  "flex min-h-11 items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold leading-tight transition-colors xl:gap-3 xl:py-2 xl:text-base";

/**
 * The panel around every admin screen: a sidebar from 1280 px, tabs above the content on tablets and small laptops
 * (the sidebar would leave the tables too little width there), a compact bar on phones (KorteBalk).
 * The sections come from ADMIN_SECTIONS, so a new section only needs an entry there.
 */
export function AdminShell({
  active,
  rol,
  children,
}: {
  active: AdminSectionId | "account" | null;
  /** The sidebar shows only the sections this role may use. */
  rol: AdminRol;
  children: ReactNode;
}) {
  const sections = ADMIN_SECTIONS.filter((section) => maySeeSection(section.id, rol));
  const content = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    // A page of the panel reached from another (after the login, a saved form, a dialog that went): when nothing took
    // focus (a message or a field in error would have), it starts at the first heading, the first thing to read,
    // instead of on the page's body. A page opened in the browser, or by Back, starts at the top, as any page.
    if (navigationType === "POP" || (document.activeElement && document.activeElement !== document.body)) return;
    const heading = content.current?.querySelector<HTMLElement>("h1, h2");
    if (!heading) return;
    heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [key, navigationType]);
  return (
    <div className="bg-gray-50 pt-16">
      <div className="mx-auto flex max-w-7xl flex-col xl:flex-row xl:gap-8 xl:px-6 xl:py-8">
        <aside className="border-b border-gray-200 bg-white xl:w-60 xl:shrink-0 xl:rounded-2xl xl:border xl:shadow-sm xl:self-start xl:sticky xl:top-24">
          <p className="hidden px-5 pb-2 pt-5 text-sm font-bold uppercase tracking-wider text-muted xl:block">Beheer</p>
          <nav aria-label="Beheer">
            <KorteBalk sections={sections} active={active} rol={rol} />
            {/* From 640 px: tabs (14 px labels at least, 44 px high) that wrap onto as many rows as the width needs, with
                'Mijn account' and logout last; a column from 1280 px. */}
            <ul className="hidden flex-wrap gap-1 px-2 py-2 sm:flex xl:flex-col xl:flex-nowrap xl:px-3 xl:pb-3 xl:pt-0">
              {sections.map((section) => {
                const Icon = section.icon;
                const current = active === section.id;
                return (
                  <li key={section.id}>
                    <Link
                      to={adminSectionUrl(section.id)}
                      aria-current={current ? "page" : undefined}
                      className={`${TAB_CLASSES} ${current ? "bg-brand-dark text-white" : "text-ink hover:bg-brand-light hover:text-brand-dark"}`}
                    >
                      <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
                      {section.label}
                    </Link>
                  </li>
                );
              })}
              <AccountEnUitloggen active={active} klasse={TAB_CLASSES} eersteKlasse="xl:-mx-3 xl:mt-2 xl:border-t xl:border-gray-100 xl:px-3 xl:pt-3" />
            </ul>
          </nav>
        </aside>
        <div ref={content} className="min-w-0 flex-1 px-4 py-6 xl:px-0 xl:py-0">
          {children}
        </div>
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
      {/* The main action keeps its label on one line; the title and explanation wrap instead. */}
      {action && <div className="flex shrink-0 flex-col">{action}</div>}
    </div>
  );
}

/** A form page the writer may not use (a Takleiding and another tak's record): the refusal, and the way back. */
export function GeenToegang({ terug }: { terug: string }) {
  return (
    <div className="card px-6 py-14 text-center">
      <h1 className="text-2xl font-extrabold">Geen toegang</h1>
      <p className="mt-2 text-muted">{NO_ACCESS}</p>
      <Link to={terug} className="btn-primary mt-6">Terug naar het beheer</Link>
    </div>
  );
}

/** A page this account may not open (its loader answered 403): the panel's frame with 'Geen toegang'. */
export function GeenToegangPagina({ rol, active = null, terug }: { rol: AdminRol; active?: AdminSectionId | null; terug: string }) {
  return (
    <AdminShell active={active} rol={rol}>
      <GeenToegang terug={terug} />
    </AdminShell>
  );
}
