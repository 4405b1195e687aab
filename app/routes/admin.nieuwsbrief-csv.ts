import type { Route } from "./+types/admin.nieuwsbrief-csv";
import { requireAdminPage } from "~/domains/auth/auth.server";
import { NO_ACCESS } from "~/domains/auth/messages";
import { inschrijvingenCsv } from "~/domains/nieuwsbrief/nieuwsbrief.server";

/** The newsletter's subscribers as a CSV download, for the admin only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { rol } = requireAdminPage({ request, context });
  if (rol !== "beheerder") return new Response(NO_ACCESS, { status: 403, headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" } });
  const csv = await inschrijvingenCsv();
  const day = new Date().toISOString().slice(0, 10);
  // The byte order mark makes spreadsheet programs read the file as UTF-8.
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="nieuwsbrief-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
