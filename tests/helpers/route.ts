// Calls a route module's loader or action in-process, the way React Router does: the one way tests do it.
import { RouterContextProvider } from "react-router";
import { actorContext } from "~/domains/auth/actor-context";
import { runAsRequest } from "~/domains/auth/actor.server";
import { authenticate } from "~/domains/auth/auth.server";
import { groupOrUndefined } from "~/group/context.server";
import { clientAddressContext, groupContext } from "~/group/request-context";

type Handler = (args: never) => unknown;

/** The arguments React Router gives a loader or action. */
export function routeArgs(request: Request | string, params: Record<string, string> = {}, clientAddress = "192.0.2.1") {
  const req = typeof request === "string" ? new Request(new URL(request, "http://127.0.0.1:3999")) : request;
  const context = new RouterContextProvider();
  context.set(clientAddressContext, clientAddress);
  context.set(groupContext, groupOrUndefined());
  return { request: req, params, context, unstable_pattern: "" } as never;
}

/**
 * What the client gets from a loader or action: the Response it returned or threw; `data()` results and plain
 * objects as JSON with their status.
 */
export async function callRoute(handler: Handler, request: Request | string, params: Record<string, string> = {}, clientAddress?: string): Promise<Response> {
  try {
    // As the server does: each call is one request, with its own slot for the account that makes it, found once as the
    // admin layout's middleware finds it (routes that do not read it ignore it).
    return toResponse(
      await runAsRequest(async () => {
        const args = routeArgs(request, params, clientAddress) as { request: Request; context: RouterContextProvider };
        args.context.set(actorContext, await authenticate(args.request));
        return handler(args as never);
      }),
    );
  } catch (thrown) {
    if (thrown instanceof Response || isData(thrown)) return toResponse(thrown);
    throw thrown;
  }
}

function isData(value: unknown): value is { data: unknown; init: ResponseInit | null; type: "DataWithResponseInit" } {
  return typeof value === "object" && value !== null && (value as { type?: string }).type === "DataWithResponseInit";
}

function toResponse(value: unknown): Response {
  if (value instanceof Response) return value;
  if (isData(value)) return Response.json(value.data, value.init ?? {});
  return Response.json(value);
}
