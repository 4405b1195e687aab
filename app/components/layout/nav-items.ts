export const navItems = [
  { label: "Nieuws", to: "/" },
  { label: "Takken", to: "/takken" },
  { label: "Kalender", to: "/kalender" },
  // All year, not only from March: see docs/decisions/0018-kamp-pages.md.
  { label: "Kamp", to: "/kamp" },
  { label: "Over ons", to: "/about" },
  { label: "Geschiedenis", to: "/geschiedenis" },
  { label: "Contact", to: "/contact" },
  { label: "Admin", to: "/admin" },
] as const;

/** Which item is highlighted: "/" stands for the news pages, the others for their own subtree. */
export function isNavItemActive(to: string, pathname: string): boolean {
  if (to === "/") return pathname === "/" || pathname === "/nieuws" || pathname.startsWith("/nieuws/");
  return pathname === to || pathname.startsWith(`${to}/`);
}
