import CircleUser from "lucide-react/icons/circle-user";
import LogOut from "lucide-react/icons/log-out";
import Menu from "lucide-react/icons/menu";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { adminSectionUrl, KORTE_BALK, type ADMIN_SECTIONS, type AdminRol, type AdminSectionId } from "~/admin/parts";

type Section = (typeof ADMIN_SECTIONS)[number];

// Each as wide as its label (a two-word label wraps between its words, never inside one): the five fit at 360 px.
const ITEM = "flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-center text-sm font-semibold leading-tight [overflow-wrap:normal] max-[359px]:text-xs";
const REGEL = "flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold";

/**
 * The admin's sections on a phone (below 640 px, issue 51): one row of the four its role uses most and 'Meer', a
 * disclosure (`<details>`, keyboard and screen reader as any button) with the rest, 'Mijn account' and 'Uitloggen'.
 * The page's own heading then starts within the first 200 px. It closes on the next page, on Escape, on a tap beside it
 * and when focus leaves it.
 */
export function KorteBalk({ sections, active, rol }: { sections: readonly Section[]; active: AdminSectionId | "account" | null; rol: AdminRol }) {
  const balk = KORTE_BALK[rol].map((id) => sections.find((s) => s.id === id)).filter((s): s is Section => s !== undefined);
  const rest = sections.filter((s) => !balk.includes(s));
  const meerActief = active === "account" || rest.some((s) => s.id === active);
  const meer = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (meer.current) meer.current.open = false;
  }, [key]);
  // Open, the list lies over the page: a tap beside it closes it, as any menu on a phone does, and so does Tab
  // leaving it (the list would otherwise cover what gets focus next).
  useEffect(() => {
    const details = meer.current;
    if (!details) return;
    const buiten = (target: EventTarget | null) => details.open && !(target instanceof Node && details.contains(target));
    const tik = (event: PointerEvent) => {
      if (buiten(event.target)) details.open = false;
    };
    const verlaat = (event: FocusEvent) => {
      if (event.relatedTarget && buiten(event.relatedTarget)) details.open = false;
    };
    document.addEventListener("pointerdown", tik);
    details.addEventListener("focusout", verlaat);
    return () => {
      document.removeEventListener("pointerdown", tik);
      details.removeEventListener("focusout", verlaat);
    };
  }, []);
  const kleur = (current: boolean) => (current ? "bg-brand-dark text-white" : "text-ink hover:bg-brand-light hover:text-brand-dark");
  return (
    // pt-2: a focused item's ring (3 px and 2 px apart) stays below the fixed site header.
    <ul className="flex justify-between px-1 pb-1 pt-2 sm:hidden" data-testid="korte-balk">
      {balk.map((section) => {
        const Icon = section.icon;
        const current = active === section.id;
        return (
          <li key={section.id} className="flex-auto">
            <Link to={adminSectionUrl(section.id)} aria-current={current ? "page" : undefined} className={`${ITEM} ${kleur(current)}`}>
              <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
              <span>{section.label}</span>
            </Link>
          </li>
        );
      })}
      <li className="relative flex-auto">
        <details
          ref={meer}
          onKeyDown={(event) => {
            if (event.key !== "Escape" || !meer.current?.open) return;
            meer.current.open = false;
            meer.current.querySelector("summary")?.focus();
          }}
        >
          <summary className={`${ITEM} w-full cursor-pointer list-none [&::-webkit-details-marker]:hidden ${kleur(meerActief)}`}>
            <Menu className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span>Meer</span>
          </summary>
          <ul className="card absolute right-0 top-full z-30 mt-1 grid w-60 gap-0.5 p-2 shadow-lg">
            {rest.map((section) => {
              const Icon = section.icon;
              const current = active === section.id;
              return (
                <li key={section.id}>
                  <Link to={adminSectionUrl(section.id)} aria-current={current ? "page" : undefined} className={`${REGEL} ${kleur(current)}`}>
                    <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
                    {section.label}
                  </Link>
                </li>
              );
            })}
            <AccountEnUitloggen active={active} klasse={REGEL} eersteKlasse="mt-1 border-t border-gray-100 pt-1" />
          </ul>
        </details>
      </li>
    </ul>
  );
}

/** 'Mijn account' and 'Uitloggen', last in the bar's 'Meer' and in the tabs, with the classes of either. */
export function AccountEnUitloggen({ active, klasse, eersteKlasse }: { active: AdminSectionId | "account" | null; klasse: string; eersteKlasse: string }) {
  const current = active === "account";
  return (
    <>
      <li className={eersteKlasse}>
        <Link to="/admin/account" aria-current={current ? "page" : undefined} className={`${klasse} ${current ? "bg-brand-dark text-white" : "text-ink hover:bg-brand-light hover:text-brand-dark"}`}>
          <CircleUser className="h-5 w-5 shrink-0" aria-hidden="true" />
          Mijn account
        </Link>
      </li>
      <li>
        <Form method="post" action="/admin">
          <input type="hidden" name="intent" value="logout" />
          <button type="submit" className={`${klasse} w-full text-red-800 hover:bg-red-50`}>
            <LogOut className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span>Uitloggen</span>
          </button>
        </Form>
      </li>
    </>
  );
}
