import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout.beheer";
import { keepDataWhenOffline } from "~/components/admin/client-action";
import { actorContext } from "~/domains/auth/actor-context";
import { withActor } from "~/domains/auth/auth.server";
import type { KindHandle } from "~/lib/route-kind";

// The admin panel, inside the apps' layout: the announcement is edited here, so it is not shown above it.
export const handle: KindHandle = { kind: "app", mededeling: false };

/** Every admin request's account, found once: its loaders and actions read it from their context (requireAdminPage). */
export const middleware: Route.MiddlewareFunction[] = [withActor];

/** Whose drafts the forms keep in this browser (components/admin/concept.ts); null before the login. */
export function loader({ context }: Route.LoaderArgs) {
  return { account: context.get(actorContext)?.accountId ?? null };
}

/** Read again after a post (a login or logout changes it), not on every page change; kept after a failed post. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return args.formMethod ? keepDataWhenOffline(args) : false;
}
