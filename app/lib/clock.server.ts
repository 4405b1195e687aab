// The server's clock for what changes by itself at a chosen moment (the reveal of a new scouting year) and for the
// page cache that must not outlive such a moment. One function, so tests can move time without mocking the database.
import { fakeNow } from "~/config/env.server";

// FAKE_NOW (an ISO moment, for the built-server tests) starts the clock at that moment; it then runs on in real
// time, so a test can wait for a reveal one second away without restarting the server.
const fakeStart = fakeNow();
let offsetMs = fakeStart === undefined ? 0 : fakeStart - Date.now();

/** Now, in milliseconds since the epoch. */
export function now(): number {
  return Date.now() + offsetMs;
}

/** Tests (in-process): let the clock read `ms` from here on (it keeps running), or undefined for the real time. */
export function setNow(ms: number | undefined): void {
  offsetMs = ms === undefined ? 0 : ms - Date.now();
}
