// Small helpers shared by the JSON API's resource routes.

/** A JSON error answer: `{ error }` with a 4xx status, never a 500 for bad input. */
export function jsonError(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });
}

/** A JSON answer of public data; its caching follows the server-wide policy for public responses. */
export function jsonOk(body: unknown, init: ResponseInit = {}): Response {
  return Response.json(body, init);
}

/** A positive integer route id, or null when the text is not one ('abc', '1.5', '-3', '007x'). */
export function parseNumericId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
