import { BookOpen, CalendarDays, History, Inbox, Newspaper, ScrollText, Settings, UserCog, Users, type LucideIcon } from "lucide-react";

/**
 * The sections of the admin panel, in sidebar order; the first is the default.
 * A new section is one entry here plus its loader and view in routes/admin.tsx.
 */
export const ADMIN_SECTIONS = [
  { id: "leiding", label: "Leiding", icon: Users, takleiding: true },
  { id: "activiteiten", label: "Activiteiten", icon: CalendarDays, takleiding: true },
  { id: "geschiedenis", label: "Geschiedenis", icon: History, takleiding: false },
  { id: "boekjes", label: "Boekjes", icon: BookOpen, takleiding: true },
  { id: "berichten", label: "Berichten", icon: Inbox, takleiding: false },
  { id: "nieuwsbrief", label: "Nieuwsbrief", icon: Newspaper, takleiding: false },
  { id: "accounts", label: "Accounts", icon: UserCog, takleiding: false },
  { id: "logboek", label: "Logboek", icon: ScrollText, takleiding: false },
  { id: "instellingen", label: "Instellingen", icon: Settings, takleiding: false },
] as const satisfies ReadonlyArray<{ id: string; label: string; icon: LucideIcon; takleiding: boolean }>;

export type AdminRol = "beheerder" | "takleiding";

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
