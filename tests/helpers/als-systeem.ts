import { runAsSystem } from "~/domains/auth/actor.server";

/** A leader's write or a job, called in a test outside a request: as the system, as the server's jobs run (issue 26). */
export const alsSysteem =
  <A extends unknown[], R>(work: (...args: A) => R) =>
  (...args: A): R =>
    runAsSystem(() => work(...args));
