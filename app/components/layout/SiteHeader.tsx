import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useLocation } from "react-router";
import { useSite } from "~/domains/instellingen/use-site";
import { isNavItemActive, navItems } from "./nav-items";

/**
 * The fixed navigation bar. Markup only: the browser opens and closes the phone menu (a popover) by itself, and
 * SiteHeader.enhance.ts turns the bar white once the page is scrolled or the menu is open (`data-scrolled`,
 * `data-menu`) and names the button after the menu's state. Its links load their page as a document, also from the
 * admin's React app (decision 0027).
 */
export function SiteHeader() {
  const { groep, logo, eigenLogo, woorden } = useSite();
  const { pathname } = useLocation();
  return (
    <header id="kop" data-js="header" data-scrolled="false" data-menu="closed" className="kop fixed inset-x-0 top-0 z-50">
      <nav aria-label="Hoofdmenu" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <a href="/" className="flex items-center gap-2 rounded-md font-extrabold">
          {/* The site's own logo is round; a group's own keeps its shape on a white tile (a circle would cut its corners). */}
          <img src={logo.header} alt="" width={40} height={40} className={`h-10 w-10 bg-white object-contain p-0.5 ${eigenLogo ? "rounded-md" : "rounded-full"}`} />
          {/* Between 768 and 1280 px the eight menu items need the room: the logo alone (the name stays for screen readers). */}
          <span className="text-base leading-tight sm:text-lg md:max-xl:sr-only">{groep.naam}</span>
        </a>

        <ul className="hidden items-center gap-1 md:flex">
          {navItems.map((item) => (
            <NavItem key={item.to} item={item} pathname={pathname} takken={woorden.Takken} />
          ))}
        </ul>

        {/* A popovertarget button's expanded state is exposed by the browser itself (HTML does not allow aria-expanded
            next to it); the label follows the menu (header.ts). */}
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md md:hidden"
          aria-controls="mobiel-menu"
          aria-label="Menu openen"
          data-label-open="Menu sluiten"
          data-label-closed="Menu openen"
          popoverTarget="mobiel-menu"
        >
          <Menu aria-hidden="true" className="kop-icoon-dicht" />
          <X aria-hidden="true" className="kop-icoon-open" />
        </button>
      </nav>

      <div
        id="mobiel-menu"
        popover="auto"
        className="op-licht fixed inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-t border-gray-100 bg-white p-0 text-ink shadow-md md:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
          {navItems.map((item) => (
            <NavItem key={item.to} item={item} pathname={pathname} takken={woorden.Takken} mobile />
          ))}
        </ul>
      </div>
    </header>
  );
}

/** One item of the menu; the takken's item in the group's word ('Afdelingen'). */
function NavItem({ item, pathname, takken, mobile }: { item: (typeof navItems)[number]; pathname: string; takken: string; mobile?: boolean }) {
  return (
    <li>
      <a
        href={item.to}
        aria-current={isNavItemActive(item.to, pathname) ? "page" : undefined}
        className={`kop-item block rounded-md px-3 font-semibold ${mobile ? "kop-item-menu py-3 text-lg" : "whitespace-nowrap py-2 md:max-lg:px-2 md:max-lg:text-sm"}`}
      >
        {item.to === "/takken" ? takken : item.label}
      </a>
    </li>
  );
}
