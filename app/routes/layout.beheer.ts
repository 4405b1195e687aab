import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout.beheer";
import { keepDataWhenOffline } from "~/components/admin/client-action";
import { authenticate } from "~/domains/auth/auth.server";
import type { KindHandle } from "~/lib/route-kind";

// The admin panel, inside the apps' layout: the announcement is edited here, so it is not shown above it.
export const handle: KindHandle = { kind: "app", mededeling: false };

/** Whose drafts the forms keep in this browser (components/admin/concept.ts); null before the login. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await authenticate(request);
  return { account: actor?.accountId ?? null };
}

/** Read again after a post (a login or logout changes it), not on every page change; kept after a failed post. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return args.formMethod ? keepDataWhenOffline(args) : false;
}
