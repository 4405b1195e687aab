import type { LucideIcon } from "lucide-react";
import BookOpen from "lucide-react/icons/book-open";
import CalendarDays from "lucide-react/icons/calendar-days";
import History from "lucide-react/icons/rotate-ccw-clock";
import Inbox from "lucide-react/icons/inbox";
import Newspaper from "lucide-react/icons/newspaper";
import ScrollText from "lucide-react/icons/scroll-text";
import UserCog from "lucide-react/icons/user-cog";
import Users from "lucide-react/icons/users";
import Settings from "lucide-react/icons/settings";
import Camera from "lucide-react/icons/camera";
import CalendarCheck from "lucide-react/icons/calendar-check";
import BellRing from "lucide-react/icons/bell-ring";
import UserSearch from "lucide-react/icons/user-search";

/**
 * The parts of the admin panel, its sections (/admin?sectie=<id>), in sidebar order; the first is the default. This is
 * the one list of them (decision 0051). A new part, e.g. 'Instellingen':
 * 1. its entry here: id (the ?sectie= value), label, icon, and whether a Takleiding may open it;
 * 2. its folder `app/admin/<id>/` with its server module `<id>.server.ts`: `defineSection({ load, actions })`, the
 *    loader of its data and the changes its forms post to /admin, by `intent` (unique in the panel; writes call the
 *    domain, which checks the role), and its view and forms;
 * 3. TypeScript then asks for the id in `SECTION_SERVERS` (parts.server.ts) and `SECTION_VIEWS` (views.tsx): one line
 *    each, kept apart from this list so that the browser loads no server code and the panel's frame not every view.
 * routes/admin.tsx itself does not change.
 */
export const ADMIN_SECTIONS = [
  // The leaders' week (issue 51): the panel's first view
  { id: "week", label: "Deze week", icon: CalendarCheck, takleiding: true },
  { id: "leiding", label: "Leiding", icon: Users, takleiding: true },
  { id: "activiteiten", label: "Activiteiten", icon: CalendarDays, takleiding: true },
  { id: "geschiedenis", label: "Geschiedenis", icon: History, takleiding: false },
  { id: "boekjes", label: "Boekjes", icon: BookOpen, takleiding: true },
  { id: "fotos", label: "Foto's", icon: Camera, takleiding: true },
  { id: "berichten", label: "Berichten", icon: Inbox, takleiding: false },
  { id: "meldingen", label: "Meldingen", icon: BellRing, takleiding: true },
  { id: "nieuwsbrief", label: "Nieuwsbrief", icon: Newspaper, takleiding: false },
  { id: "accounts", label: "Accounts", icon: UserCog, takleiding: true },
  { id: "logboek", label: "Logboek", icon: ScrollText, takleiding: false },
  // A parent's data on request (issue 48): found, exported and erased in one step
  { id: "gegevens", label: "Gegevens van een ouder", icon: UserSearch, takleiding: false },
  { id: "instellingen", label: "Instellingen", icon: Settings, takleiding: false },
] as const satisfies ReadonlyArray<{ id: string; label: string; icon: LucideIcon; takleiding: boolean }>;

export type AdminRol = "beheerder" | "takleiding";

/**
 * The four sections a phone's compact bar shows (below 640 px, issue 51), the ones each role uses most; the rest are
 * under 'Meer'.
 */
export const KORTE_BALK: Record<AdminRol, readonly AdminSectionId[]> = {
  takleiding: ["week", "activiteiten", "leiding", "boekjes"],
  beheerder: ["week", "activiteiten", "leiding", "berichten"],
};

/** Whether a role may open a section (the server refuses the rest with 403; the sidebar does not show them). */
export function maySeeSection(id: AdminSectionId, rol: AdminRol): boolean {
  return rol === "beheerder" || ADMIN_SECTIONS.find((s) => s.id === id)!.takleiding;
}

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]["id"];

export function adminSection(param: string | null | undefined): AdminSectionId {
  return ADMIN_SECTIONS.find((s) => s.id === param)?.id ?? ADMIN_SECTIONS[0].id;
}

/** URL of a section; the default section is plain /admin. */
export function adminSectionUrl(id: AdminSectionId, extra?: Record<string, string>): string {
  const params = new URLSearchParams(id === ADMIN_SECTIONS[0].id ? {} : { sectie: id });
  for (const [k, v] of Object.entries(extra ?? {})) params.set(k, v);
  const query = params.toString();
  return query ? `/admin?${query}` : "/admin";
}
