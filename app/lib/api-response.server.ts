// Small helpers shared by the JSON API's resource routes.

/** A JSON error answer: `{ error }` with a 4xx status, never a 500 for bad input. */
export function jsonError(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });
}

/** A JSON answer of public data; admins expect their changes at once, so browsers revalidate every time. */
export function jsonOk(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-cache");
  return Response.json(body, { ...init, headers });
}

/** A positive integer route id, or null when the text is not one ('abc', '1.5', '-3', '007x'). */
export function parseNumericId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
