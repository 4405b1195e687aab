import type { LucideIcon } from "lucide-react";

/** What a section of the panel shows instead of an empty list or table. */
export function EmptyState({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="card flex flex-col items-center px-6 py-14 text-center">
      <Icon className="h-10 w-10 text-muted" aria-hidden="true" />
      <p className="mt-3 text-lg font-bold">{title}</p>
      <p className="text-muted">{text}</p>
    </div>
  );
}
