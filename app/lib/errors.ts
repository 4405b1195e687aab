/**
 * A refusal that a route turns into a Dutch message (pages) or a JSON error with this status (API).
 * `fields` names the inputs that were wrong, with their message. Mostly bad input (4xx); also what the server cannot
 * do now and says so plainly: 502 (another server it asked failed: a move between installations), 503 (busy with
 * images, stopping) and 507 (no disk space left).
 */
export class InputError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503 | 507 = 400,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "InputError";
  }
}

/**
 * Zod issues as one message per field (the first issue of each field wins). A field is the input's top-level name,
 * or with `nested` its whole path with dots ('adres.straat', 'momenten.2.jaar'), as nested forms name their inputs.
 */
export function fieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>, nested = false): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = (nested ? issue.path.map(String).join(".") : String(issue.path[0] ?? "")) || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}
