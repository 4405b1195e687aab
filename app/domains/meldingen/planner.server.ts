import { meldingWachttijdMs } from "~/config/env.server";
import { wakeOutboxWorker } from "~/domains/outbox/worker.server";
import { backgroundLoop } from "~/lib/background.server";
import { now as clockNow } from "~/lib/clock.server";
import { initVapid } from "./push.server";
import { ruimBerichtenOp } from "./archief.server";
import { planHerinnering, volgendeHerinnering } from "./herinnering.server";
import { vergeetOudeAanmeldingen } from "./mutations.server";
import { planWeekoverzicht, volgendWeekoverzicht } from "./weekoverzicht.server";
import { bijGenoteerdeWijziging, verwerkWijzigingen, volgendeWijziging } from "./wijziging.server";

// The background job that turns waiting changes, the weekly moment and the evening reminder into outbox rows (and the
// archive of the tak pages), and wakes the worker that sends them. It looks again at the moment the next message is due, and at least every MELDING_WACHTTIJD_S (between
// a quarter of a second and 30 seconds), so a change noted in between is never late by more than that.

/**
 * What goes by itself: messages older than 3 months leave the archive, sign-ups whose link expired are forgotten. Each
 * reads first and writes only when something is due, so a pass every few seconds costs a read, not a write.
 */
async function ruimOp(now: number): Promise<void> {
  await ruimBerichtenOp(now);
  await vergeetOudeAanmeldingen(now);
}

const planner = backgroundLoop(
  "Meldingen plannen",
  async (stopping) => {
    const now = clockNow();
    let queued = await verwerkWijzigingen(now, stopping);
    if (!stopping()) queued += await planWeekoverzicht(now);
    if (!stopping()) queued += await planHerinnering(now);
    if (queued > 0) wakeOutboxWorker();
    if (!stopping()) await ruimOp(now);
    const next = Math.min((await volgendeWijziging()) ?? Infinity, volgendWeekoverzicht(now) ?? Infinity, volgendeHerinnering(now) ?? Infinity);
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
