import type { Route } from "./+types/api.auth.token";
import { login, readBearer } from "~/domains/auth/auth.server";
import { deleteSession, findSession } from "~/domains/auth/session.server";
import { loginInput } from "~/domains/auth/validation";
import { InputError } from "~/lib/errors";
import { json, methodNotAllowed, NO_STORE } from "~/lib/http.server";
import { readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { clientAddressContext } from "~/group/request-context";

export function loader() {
  return methodNotAllowed(["POST", "DELETE"]);
}

/**
 * POST /api/auth/token: `{email, password}` of an account, or `{password}` (ADMIN_PASSWORD) for the owner, for a
 * bearer token valid 24 hours. DELETE /api/auth/token: revokes the bearer token it is sent with (204).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method === "DELETE") {
    const token = readBearer(request);
    if (!token || !(await findSession(token))) return json({ error: "Niet aangemeld: stuur de token als Bearer." }, 401);
    await deleteSession(token);
    return new Response(null, { status: 204, headers: NO_STORE });
  }
  if (request.method !== "POST") return methodNotAllowed(["POST", "DELETE"]);
  let credentials;
  try {
    credentials = parseInput(loginInput, await readBody(request, { maxFileSize: 1024 }));
  } catch (error) {
    if (error instanceof InputError) return json({ error: error.message, fields: error.fields }, error.status);
    throw error;
  }
  const result = await login(credentials, context.get(clientAddressContext), "token", request.headers.get("User-Agent") ?? "");
  if (!result.ok) return json({ error: result.error }, result.status);
  return json({ token: result.sessionId, expiresAt: new Date(result.expiresAt).toISOString() });
}
