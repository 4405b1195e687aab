import type { Route } from "./+types/api.auth.token";
import { login, readBearer } from "~/domains/auth/auth.server";
import { deleteSession, isSessionValid } from "~/domains/auth/session.server";
import { InputError } from "~/lib/errors";
import { json, methodNotAllowed, NO_STORE } from "~/lib/http.server";
import { readBody, textField } from "~/lib/request-body.server";

export function loader() {
  return methodNotAllowed(["POST", "DELETE"]);
}

/**
 * POST /api/auth/token: the admin password (JSON or form body) for a bearer token valid 24 hours.
 * DELETE /api/auth/token: revokes the bearer token it is sent with (204).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method === "DELETE") {
    const token = readBearer(request);
    if (!token || !(await isSessionValid(token))) return json({ error: "Niet aangemeld: stuur de token als Bearer." }, 401);
    await deleteSession(token);
    return new Response(null, { status: 204, headers: NO_STORE });
  }
  if (request.method !== "POST") return methodNotAllowed(["POST", "DELETE"]);
  let password: string | undefined;
  try {
    password = textField(await readBody(request, { maxFileSize: 1024 }), "password");
  } catch (error) {
    if (error instanceof InputError) return json({ error: error.message }, error.status);
    throw error;
  }
  if (!password) return json({ error: "Het wachtwoord ontbreekt.", fields: { password: "Verplicht" } }, 400);
  const result = await login(password, context.clientAddress);
  if (!result.ok) return json({ error: result.error }, result.status);
  return json({ token: result.sessionId, expiresAt: new Date(result.expiresAt).toISOString() });
}
