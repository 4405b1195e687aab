import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { useSite } from "~/lib/use-site";
import { useFocusBelowBar } from "~/lib/use-focus-below-bar";
import { isNavItemActive, navItems } from "./nav-items";

const SCROLL_THRESHOLD_PX = 20;

export function SiteHeader() {
  const { groep, logo } = useSite();
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  // Rendered as a popover first (the server cannot know the browser); an old browser without popovers switches over.
  const nativePopover = useSyncExternalStore(noSubscription, supportsPopover, () => true);
  const menuRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useFocusBelowBar(headerRef);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // The menu is a popover: the browser opens and closes it (Escape and a tap outside included) before the scripts
  // have loaded on a slow phone. React follows its state for the button's label and the header's colour.
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu || !supportsPopover()) return;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    menu.addEventListener("toggle", onToggle);
    setOpen(menu.matches(":popover-open"));
    return () => menu.removeEventListener("toggle", onToggle);
  }, []);

  // Browsers without popovers: React opens and closes the menu.
  useEffect(() => {
    if (!open || supportsPopover()) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const closeMenu = () => {
    const menu = menuRef.current;
    if (menu && supportsPopover()) {
      if (menu.matches(":popover-open")) menu.hidePopover();
    } else {
      setOpen(false);
    }
  };

  const solid = scrolled || open;

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-50 ${
        solid ? "bg-white text-ink shadow-md" : "bg-brand-dark text-white"
      }`}
    >
      <nav aria-label="Hoofdmenu" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to="/" className="flex items-center gap-2 rounded-md font-extrabold" onClick={closeMenu}>
          <img src={logo.header} alt="" width={40} height={40} className="h-10 w-10 rounded-full bg-white object-contain p-0.5" />
          {/* Between 768 and 1280 px the eight menu items need the room: the logo alone (the name stays for screen readers). */}
          <span className="text-base leading-tight sm:text-lg md:max-xl:sr-only">{groep.naam}</span>
        </Link>

        <ul className="hidden items-center gap-1 md:flex">
          {navItems.map((item) => (
            <NavItem key={item.to} item={item} pathname={pathname} solid={solid} />
          ))}
        </ul>

        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md md:hidden"
          // A popovertarget button's expanded state is exposed by the browser itself (HTML does not allow
          // aria-expanded next to it); only the fallback without popovers states it.
          aria-expanded={nativePopover ? undefined : open}
          aria-controls="mobiel-menu"
          aria-label={open ? "Menu sluiten" : "Menu openen"}
          popoverTarget={nativePopover ? "mobiel-menu" : undefined}
          onClick={() => {
            if (!supportsPopover()) setOpen((value) => !value);
          }}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </nav>

      <div
        id="mobiel-menu"
        ref={menuRef}
        popover="auto"
        data-open={open ? "true" : "false"}
        className="fixed inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-t border-gray-100 bg-white p-0 text-ink shadow-md md:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
          {navItems.map((item) => (
            <NavItem key={item.to} item={item} pathname={pathname} solid onNavigate={closeMenu} mobile />
          ))}
        </ul>
      </div>
    </header>
  );
}

function NavItem({
  item,
  pathname,
  solid,
  mobile,
  onNavigate,
}: {
  item: (typeof navItems)[number];
  pathname: string;
  solid: boolean;
  mobile?: boolean;
  onNavigate?: () => void;
}) {
  const active = isNavItemActive(item.to, pathname);
  const colours = active
    ? solid
      ? "bg-brand-light text-brand-dark"
      : "bg-white text-brand-dark"
    : solid
      ? "text-ink hover:bg-brand-light hover:text-brand-dark"
      : "text-white hover:bg-white/15";
  return (
    <li>
      <Link
        to={item.to}
        aria-current={active ? "page" : undefined}
        onClick={onNavigate}
        className={`block rounded-md px-3 font-semibold ${mobile ? "py-3 text-lg" : "whitespace-nowrap py-2 md:max-lg:px-2 md:max-lg:text-sm"} ${colours}`}
      >
        {item.label}
      </Link>
    </li>
  );
}

const noSubscription = () => () => {};

function supportsPopover(): boolean {
  return typeof HTMLElement !== "undefined" && Object.hasOwn(HTMLElement.prototype, "popover");
}
