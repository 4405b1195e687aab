import { prepareDatabase } from "~/db/client.server";
import { startAfmeldingen, stopAfmeldingen } from "~/domains/afmeldingen/lijst.server";
import { initAuthSecrets } from "~/domains/auth/secrets.server";
import { startAlbumOpruiming, stopAlbumOpruiming } from "~/domains/fotos/opruimen.server";
import { seedInstellingen } from "~/domains/instellingen/instellingen.server";
import { startMeldingen, stopMeldingen } from "~/domains/meldingen/planner.server";
import { startFacebookSync, stopFacebookSync } from "~/domains/nieuws/facebook.server";
import { startOutboxWorker, stopOutboxWorker } from "~/domains/outbox/worker.server";
import { loadBaseData } from "~/domains/takken/basis.server";
import { kampDocumentenDir } from "~/domains/activiteiten/kamp-files.server";
import { fotosDir, uploadDir } from "~/domains/fotos/verwerking.server";
import { mediaDir } from "~/domains/media/media.server";
import { boekjesDir } from "~/domains/takken/boekje.server";
import { groupSlot } from "~/group/context.server";
import { logger } from "~/lib/logger.server";
import { removeUnfinishedFiles } from "~/lib/unfinished-files.server";

// What every group has, whether an installation serves one group or many (ADR 0028): the steps that make its
// database ready to serve, and the background jobs that run for it. Each acts on the running code's group.

/**
 * Makes a hosted group's opened database ready to serve: its migrations (a quick look when there are none to apply),
 * the Takleiding role and the starting settings of a new group, and its secrets. Run every time its database is opened.
 */
export async function prepareHostedGroup(): Promise<void> {
  await removeUnfinishedGroupFiles();
  await prepareDatabase();
  await loadBaseData();
  await seedInstellingen();
  await initAuthSecrets(undefined, { hosted: true });
}

/** Per group, whether its folders were cleaned since this process started. */
const cleaned = groupSlot(() => ({ done: false }));

/**
 * What a crash or a kill left half-written in the group's folders (uploads waiting in the queue, .tmp-* files): removed
 * before the group is first served by this process, when nothing of it is being written.
 */
export async function removeUnfinishedGroupFiles(): Promise<void> {
  const state = cleaned();
  if (state.done) return;
  state.done = true;
  const unfinished = await removeUnfinishedFiles({ folders: [mediaDir(), fotosDir(), boekjesDir(), kampDocumentenDir()], emptied: [uploadDir()] });
  if (unfinished > 0) logger.info({ verwijderd: unfinished }, "Onafgewerkte bestanden van voor de herstart verwijderd");
}

/** The group's background jobs: the outbox, the parents' messages, the Facebook page's events, the photo clean-up. */
export async function startGroupJobs(): Promise<void> {
  // The outbox (contact messages' mails, the parents' messages by mail and push) is sent from here, in the background;
  // the parents' messages are planned (waiting changes, the weekly message) by a job of their own.
  await startOutboxWorker();
  await startMeldingen();
  // The absences' lists to the takken before an activity, and the removal of the children's names a week after.
  startAfmeldingen();
  // The Facebook page's events are read into the database in the background; the server does not wait for it.
  startFacebookSync();
  // Albums older than 'Albums bewaren' go, once a day (the first pass now).
  startAlbumOpruiming();
}

/** Stops the group's jobs after the passes in progress, so that its database can be closed under none of them. */
export async function stopGroupJobs(): Promise<void> {
  await stopMeldingen();
  await stopAfmeldingen();
  await stopOutboxWorker();
  await stopFacebookSync();
  await stopAlbumOpruiming();
}
