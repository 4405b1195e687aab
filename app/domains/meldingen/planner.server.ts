import { meldingWachttijdMs } from "~/config/env.server";
import { wakeOutboxWorker } from "~/domains/outbox/worker.server";
import { backgroundLoop } from "~/lib/background.server";
import { now as clockNow } from "~/lib/clock.server";
import { initVapid } from "./push.server";
import { planWeekoverzicht, volgendWeekoverzicht } from "./weekoverzicht.server";
import { bijGenoteerdeWijziging, verwerkWijzigingen, volgendeWijziging } from "./wijziging.server";

// The background job that turns waiting changes and the weekly moment into outbox rows, and wakes the worker that
// sends them. It looks again at the moment the next message is due, and at least every MELDING_WACHTTIJD_S (between
// a quarter of a second and 30 seconds), so a change noted in between is never late by more than that.

const planner = backgroundLoop(
  "Meldingen plannen",
  async (stopping) => {
    const now = clockNow();
    const queued = (await verwerkWijzigingen(now, stopping)) + (stopping() ? 0 : await planWeekoverzicht(now));
    if (queued > 0) wakeOutboxWorker();
    const next = Math.min((await volgendeWijziging()) ?? Infinity, volgendWeekoverzicht(now) ?? Infinity);
    return Number.isFinite(next) ? next - clockNow() : undefined;
  },
  () => Math.min(30_000, Math.max(250, meldingWachttijdMs())),
);

// A change noted by a leader's save: plan its message (a hosted group's planner sleeps until there is work).
bijGenoteerdeWijziging(() => planner.wake());

/** Makes the VAPID key pair on the first start, then starts planning. */
export async function startMeldingen(): Promise<void> {
  await initVapid();
  planner.start();
}

export function stopMeldingen(): Promise<void> {
  return planner.stop();
}
