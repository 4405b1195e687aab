import type { Route } from "./+types/api.hosting.tls";
import { hostingDomain } from "~/config/env.server";
import { hostBekend } from "~/group/registry.server";
import { isGenormaliseerdeHost } from "~/domains/hosting/rules";

/**
 * GET /api/hosting/tls?domain={host}: 200 when the host is the hosting domain or a served group's, else 404. Caddy's
 * `on_demand_tls` asks it before it requests a certificate, so nobody can make the proxy fetch certificates for
 * names that are not ours. Only the exact name counts (lower case, no port, no trailing dot, nothing around it): a
 * certificate is for one name as written. No token: it says no more than DNS does.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const domain = new URL(request.url).searchParams.get("domain") ?? "";
  const known = Boolean(hostingDomain()) && isGenormaliseerdeHost(domain) && hostBekend(domain);
  return new Response(known ? "ok" : "onbekend", { status: known ? 200 : 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
