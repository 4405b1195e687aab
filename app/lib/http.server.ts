// The JSON API's edge: answers, errors and ids, shared by the resource routes. A write goes through apiWrite
// (domains/verzendingen/api-write.server.ts), which honours a create's Idempotency-Key.
import { data } from "react-router";
import { InputError } from "./errors";

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

/** GET /api/x/{id} of a record with a numeric id: 400 for an id that is not a number, 404 when there is none. */
export async function jsonRecord<T>(param: string | undefined, get: (id: number) => Promise<T | undefined>, notFound: string): Promise<Response> {
  const id = parseNumericId(param);
  if (id === null) return jsonError(400, "Ongeldig id: gebruik een getal.");
  const record = await get(id);
  return record ? jsonOk(record) : jsonError(404, notFound);
}

/** A page behind a one-time link: the address it belongs to (with `page`), or a 404 when the link is unknown or used. */
export async function linkPageData<Page extends object>(found: Promise<{ email: string } | null>, page: Page) {
  const row = await found;
  return data({ ...page, email: row?.email ?? null }, { status: row ? 200 : 404, headers: NO_STORE });
}

/** The POST of such a page: the address it changed, or a 404 when the link no longer worked. */
export async function linkPageAnswer(done: Promise<{ email: string } | null>) {
  const row = await done;
  return data({ done: row?.email ?? null }, { status: row ? 200 : 404, headers: NO_STORE });
}
