// The JSON API's edge: answers, errors and ids, shared by the resource routes. No domain code here: a route brings
// its own authorisation (see apiWrite).
import { InputError } from "./errors";
import { logger } from "./logger.server";

export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** A JSON answer that no cache keeps (writes, errors, anything about the caller). */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/** A JSON error answer: `{ error }` with a 4xx status, never a 500 for bad input. */
export function jsonError(status: number, error: string): Response {
  return json({ error }, status);
}

/** A JSON answer of public data; its caching follows the server-wide policy for public responses. */
export function jsonOk(body: unknown, init: ResponseInit = {}): Response {
  return Response.json(body, init);
}

/** 405 for a method the URL does not offer, naming the ones it does. */
export function methodNotAllowed(allowed: string[]): Response {
  return Response.json(
    { error: `Methode niet toegestaan; gebruik ${allowed.join(", ")}.` },
    { status: 405, headers: { ...NO_STORE, Allow: allowed.join(", ") } },
  );
}

/** A positive integer route id, or null when the text is not one ('abc', '1.5', '-3', '007x'). */
export function parseNumericId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A numeric id from the URL, or a 404. */
export function numericId(value: string | undefined): number {
  const id = parseNumericId(value);
  if (id === null) throw new InputError("Niet gevonden.", 404);
  return id;
}

/**
 * Runs one API write: `authorize` first (it throws its own 401/403 answer), before the body is read; then the
 * domain's refusals as JSON with their status (400 naming the fields, 404, 409, 413), and an unexpected failure as a
 * 500 without details.
 */
export async function apiWrite(
  request: Request,
  authorize: (request: Request) => Promise<unknown>,
  run: () => Promise<{ status?: number; body: unknown }>,
): Promise<Response> {
  try {
    await authorize(request);
    const result = await run();
    return json(result.body, result.status ?? 200);
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof InputError) {
      return json({ error: error.message, ...(Object.keys(error.fields).length ? { fields: error.fields } : {}) }, error.status);
    }
    logger.error({ err: error, path: new URL(request.url).pathname }, "API-schrijfactie mislukt");
    return json({ error: "Er ging iets mis op de server." }, 500);
  }
}

/** A URL that only deletes: `DELETE` removes the record of the numeric id in the URL and answers `{deleted: id}`. */
export function apiDelete(
  request: Request,
  authorize: (request: Request) => Promise<unknown>,
  rawId: string | undefined,
  remove: (id: number) => Promise<void>,
): Promise<Response> | Response {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  return apiWrite(request, authorize, async () => {
    const id = numericId(rawId);
    await remove(id);
    return { body: { deleted: id } };
  });
}
