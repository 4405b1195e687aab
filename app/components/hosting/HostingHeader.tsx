import { useSite } from "~/domains/instellingen/use-site";

/** The bar of the hoster's own pages: the installation's name, no group's navigation. */
export function HostingHeader() {
  const site = useSite();
  return (
    <header className="bg-brand-dark text-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-4">
        <a href="/" className="text-lg font-extrabold text-white no-underline focus-visible:outline-white">
          {site.groep.naam}
        </a>
        <a href="/console" className="text-sm font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-white">
          Console
        </a>
      </div>
    </header>
  );
}
