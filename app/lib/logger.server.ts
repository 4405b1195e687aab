import pino from "pino";
import { logLevel } from "~/config/env.server";

/**
 * One structured (JSON) logger for the whole server. What is logged never holds a password, token, cookie or
 * message body: requests are logged by method, path (without query string) and status only.
 */
// Written in the background (as pino's default), in order: a plain line (logPlainLine) goes into the same stream.
const destination = pino.destination({ dest: 1, sync: false });

export const logger = pino(
  {
    level: logLevel(),
    base: undefined,
    redact: {
      paths: ["password", "token", "*.password", "*.token", "req.headers", "res.headers", "authorization", "cookie"],
      censor: "[verborgen]",
    },
  },
  destination,
);

/** A line of plain text between the log's JSON lines, after every line logged before it. */
export function logPlainLine(text: string): void {
  destination.write(`${text}\n`);
}

/** Path of a URL without its query string, which may carry secrets (e.g. ?secret=...). */
export function pathOnly(url: string | undefined): string {
  return (url ?? "").split("?")[0] ?? "";
}
