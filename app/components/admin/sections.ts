import { BookOpen, CalendarDays, History, Inbox, Newspaper, Users, type LucideIcon } from "lucide-react";

/**
 * The sections of the admin panel, in sidebar order; the first is the default.
 * A new section is one entry here plus its loader and view in routes/admin.tsx.
 */
export const ADMIN_SECTIONS = [
  { id: "leiding", label: "Leiding", icon: Users },
  { id: "activiteiten", label: "Activiteiten", icon: CalendarDays },
  { id: "geschiedenis", label: "Geschiedenis", icon: History },
  { id: "boekjes", label: "Boekjes", icon: BookOpen },
  { id: "berichten", label: "Berichten", icon: Inbox },
  { id: "nieuwsbrief", label: "Nieuwsbrief", icon: Newspaper },
] as const satisfies ReadonlyArray<{ id: string; label: string; icon: LucideIcon }>;

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
