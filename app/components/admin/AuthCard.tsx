import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The narrow card of the pages before the panel: the login, a forgotten password, an invitation or reset link. */
export function AuthCard({ icon: Icon, title, intro, children }: { icon: LucideIcon; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    // On a phone the heading starts within the first 200 px (issue 51).
    <div className="mx-auto flex max-w-md flex-col px-4 pb-20 pt-24 md:pt-36">
      <div className="card p-6 sm:p-8">
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-light">
          <Icon className="h-6 w-6 text-brand-dark" aria-hidden="true" />
        </div>
        <h1 className="mt-4 text-center text-2xl font-extrabold">{title}</h1>
        {intro && <p className="mt-1 text-center text-muted">{intro}</p>}
        {children}
      </div>
    </div>
  );
}
