import { Outlet } from "react-router";
import type { Route } from "./+types/hosting";
import { requireHosterSite } from "~/domains/hosting/toegang.server";
import type { KindHandle } from "~/lib/route-kind";

// The hoster's own site in hosting mode (ADR 0028): the front door and the console. app/group/requests.server.ts serves this
// subtree at the root of HOSTING_DOMAIN; on a group's host, and without hosting mode, it does not exist.

export const handle: KindHandle = { kind: "hoster" };

export function loader({ context }: Route.LoaderArgs) {
  requireHosterSite(context);
  return null;
}

export default function Hosting() {
  return <Outlet />;
}
