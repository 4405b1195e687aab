import type { Route } from "./+types/admin.gegevens-json";
import { requireAdminPage } from "~/domains/auth/auth.server";
import { NO_ACCESS } from "~/domains/auth/messages";
import { exporteerGegevens } from "~/domains/gegevens/gegevens.server";
import { gegevensInput } from "~/domains/gegevens/validation";

const noStore = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

/** 'Exporteren (JSON)' of 'Gegevens van een ouder': the download, for the Beheerder only (recorded in the group's log). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { rol } = requireAdminPage({ request, context });
  if (rol !== "beheerder") return new Response(NO_ACCESS, { status: 403, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" } });
  const input = gegevensInput.safeParse({ email: new URL(request.url).searchParams.get("email") ?? "" });
  if (!input.success) return new Response(input.error.issues[0]?.message ?? "Dit is geen geldig e-mailadres.", { status: 400, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" } });
  const gegevens = await exporteerGegevens(input.data.email);
  return new Response(JSON.stringify(gegevens, null, 2), {
    headers: { ...noStore, "Content-Type": "application/json; charset=utf-8", "Content-Disposition": `attachment; filename="gegevens-${gegevens.op.slice(0, 10)}.json"` },
  });
}
