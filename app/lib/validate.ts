import type { z } from "zod";
import { fieldErrors, InputError } from "./errors";

/**
 * Parses input with a domain schema; a refusal becomes a 400 InputError naming every wrong field (with `nested`, by
 * its whole dotted path: see fieldErrors).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, options: { nested?: boolean } = {}): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error.issues, options.nested);
  throw new InputError(`Ongeldige invoer: ${Object.keys(fields).join(", ")}`, 400, fields);
}
