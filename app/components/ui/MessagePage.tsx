import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A page that says one thing (a missing news item, a confirmed newsletter sign-up): an icon, a heading and what follows. */
export function MessagePage({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section className="page-top bg-brand-light px-4 pb-20 pt-32">
      <div className="mx-auto max-w-xl text-center">
        <span className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-white shadow-sm">
          <Icon className="h-10 w-10 text-brand" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold text-ink md:text-4xl">{title}</h1>
        <div className="mt-4 space-y-6 text-lg text-muted">{children}</div>
      </div>
    </section>
  );
}
