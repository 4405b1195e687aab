import type { z } from "zod";
import { fieldErrors, InputError } from "./errors";

/** Parses input with a domain schema; a refusal becomes a 400 InputError naming every wrong field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error.issues);
  throw new InputError(`Ongeldige invoer: ${Object.keys(fields).join(", ")}`, 400, fields);
}
