import { requireAdmin } from "~/domains/auth/auth.server";
import { parseNumericId } from "./api-response.server";
import { InputError } from "./errors";

export const NO_STORE = { "Cache-Control": "no-store" } as const;

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/** 405 for a method the URL does not offer, naming the ones it does. */
export function methodNotAllowed(allowed: string[]): Response {
  return Response.json(
    { error: `Methode niet toegestaan; gebruik ${allowed.join(", ")}.` },
    { status: 405, headers: { ...NO_STORE, Allow: allowed.join(", ") } },
  );
}

/**
 * Runs one authorised API write: 401/403 without a valid session or token, the domain's refusals as JSON with
 * their status (400 naming the fields, 404, 409, 413), and an unexpected failure as a 500 without details.
 */
export async function apiWrite(request: Request, run: () => Promise<{ status?: number; body: unknown }>): Promise<Response> {
  try {
    await requireAdmin(request);
    const result = await run();
    return json(result.body, result.status ?? 200);
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof InputError) {
      return json({ error: error.message, ...(Object.keys(error.fields).length ? { fields: error.fields } : {}) }, error.status);
    }
    console.error("API-schrijfactie mislukt", error);
    return json({ error: "Er ging iets mis op de server." }, 500);
  }
}

/** A numeric id from the URL, or a 404. */
export function numericId(value: string | undefined): number {
  const id = parseNumericId(value);
  if (id === null) throw new InputError("Niet gevonden.", 404);
  return id;
}
