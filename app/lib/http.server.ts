// The JSON API's edge: answers, errors and ids, shared by the resource routes. A route brings its own authorisation
// (see apiWrite); the one domain here is a create's Idempotency-Key, which every POST honours alike.
import { data } from "react-router";
import { currentActor } from "~/domains/auth/actor.server";
import { IDEMPOTENCY_HEADER } from "~/domains/verzendingen/rules";
import { eenmalig, type Verzending } from "~/domains/verzendingen/verzendingen.server";
import { diskFullRefusal } from "./disk-space.server";
import { InputError } from "./errors";
import { logger } from "./logger.server";
import { discardRest } from "./request-body.server";

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
 * domain's refusals as JSON with their status (400 naming the fields, 404, 409, 413), a full disk as 507, and an
 * unexpected failure as a 500 without details.
 */
export async function apiWrite(
  request: Request,
  authorize: (request: Request) => Promise<unknown>,
  run: () => Promise<{ status?: number; body: unknown }>,
): Promise<Response> {
  try {
    await authorize(request);
    let replayed = false;
    const result = await eenmalig(
      idempotency(request),
      run,
      // Only what succeeded is remembered: a refused call may be sent again, corrected, with its key.
      ({ status = 200, body }) => (status < 300 ? { status, body } : null),
      (first) => {
        replayed = true;
        return { status: first.status, body: "body" in first ? first.body : null };
      },
    );
    if (!replayed) return json(result.body, result.status ?? 200);
    await discardRest(request.body);
    return Response.json(result.body, { status: result.status ?? 200, headers: { ...NO_STORE, "Idempotent-Replayed": "true" } });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const error = diskFullRefusal(thrown) ?? thrown;
    if (error instanceof InputError) {
      return json({ error: error.message, ...(Object.keys(error.fields).length ? { fields: error.fields } : {}) }, error.status);
    }
    logger.error({ err: error, path: new URL(request.url).pathname }, "API-schrijfactie mislukt");
    return json({ error: "Er ging iets mis op de server." }, 500);
  }
}

/**
 * A POST's `Idempotency-Key` (issue 52): the same key from the same account gets the first answer again instead of a
 * second row. Other methods change what they name and are the same when repeated.
 */
function idempotency(request: Request): Verzending | null {
  const sleutel = request.headers.get(IDEMPOTENCY_HEADER);
  const actor = currentActor();
  if (request.method !== "POST" || sleutel === null || !actor) return null;
  return { accountId: actor.accountId, sleutel, doel: `POST ${new URL(request.url).pathname}` };
}

/** GET /api/x/{id} of a record with a numeric id: 400 for an id that is not a number, 404 when there is none. */
export async function jsonRecord<T>(param: string | undefined, get: (id: number) => Promise<T | undefined>, notFound: string): Promise<Response> {
  const id = parseNumericId(param);
  if (id === null) return jsonError(400, "Ongeldig id: gebruik een getal.");
  const record = await get(id);
  return record ? jsonOk(record) : jsonError(404, notFound);
}

export interface RecordWrites<Id> {
  /** PUT: changes the record and answers what it returns. */
  put?: (id: Id) => Promise<unknown>;
  /** DELETE: removes the record; the answer is `{ deleted: id }`. */
  delete?: (id: Id) => Promise<void>;
  /** Whether the URL answers GET too (named in the 405 of another method); true unless said otherwise. */
  get?: boolean;
}

/**
 * The writes of /api/x/{id}, each an apiWrite: `authorize` first, then the id from the URL (a number, or a 404), then
 * the write. Another method is a 405 that names the ones the URL offers.
 */
export function recordWrite(
  request: Request,
  param: string | undefined,
  authorize: (request: Request) => Promise<unknown>,
  writes: RecordWrites<number>,
): Promise<Response> | Response {
  return writeRecord(request, () => numericId(param), authorize, writes);
}

/** recordWrite for a record whose id is text (a history period's slug). */
export function writeRecord<Id>(
  request: Request,
  id: () => Id,
  authorize: (request: Request) => Promise<unknown>,
  writes: RecordWrites<Id>,
): Promise<Response> | Response {
  const { put, delete: remove } = writes;
  if (request.method === "PUT" && put) return apiWrite(request, authorize, async () => ({ body: await put(id()) }));
  if (request.method === "DELETE" && remove) {
    return apiWrite(request, authorize, async () => {
      const deleted = id();
      await remove(deleted);
      return { body: { deleted } };
    });
  }
  return methodNotAllowed([...(writes.get === false ? [] : ["GET"]), ...(put ? ["PUT"] : []), ...(remove ? ["DELETE"] : [])]);
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
