import type { ReactNode } from "react";

/** The green band at the top of every page; it leaves room for the fixed navigation bar. */
export function PageHero({
  title,
  subtitle,
  children,
  eyebrow,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="page-top op-donker relative overflow-hidden bg-brand-dark bg-gradient-to-br from-brand-dark via-brand-dark to-brand-darker pb-14 pt-28 text-white md:pb-20 md:pt-36">
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-1 left-0 h-10 w-full text-white md:h-16"
        viewBox="0 0 1440 80"
        preserveAspectRatio="none"
      >
        <path fill="currentColor" d="M0 80h1440V40c-120 18-260 30-420 20S720 10 540 14 220 52 0 36z" />
      </svg>
      <div className="relative mx-auto max-w-6xl px-4">
        {eyebrow}
        <h1 className="text-3xl font-extrabold leading-tight sm:text-4xl md:text-5xl">{title}</h1>
        {subtitle && <p className="mt-4 max-w-2xl text-lg text-green-50 md:text-xl">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
