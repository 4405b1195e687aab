// An API write, the same for every resource route: the route's authorisation first, then the write, answered as JSON;
// a POST's Idempotency-Key (issue 52, decision 0041) makes a repeated create answer the first time's result.
import { currentActor } from "~/domains/auth/actor.server";
import { diskFullRefusal } from "~/lib/disk-space.server";
import { InputError } from "~/lib/errors";
import { json, methodNotAllowed, NO_STORE, numericId } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { discardRest } from "~/lib/request-body.server";
import { IDEMPOTENCY_HEADER } from "./rules";
import { eenmalig, type Verzending } from "./verzendingen.server";

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
