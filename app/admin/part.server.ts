import { data } from "react-router";
import type { AdminActionResult } from "~/components/admin/use-admin-action";
import type { Actor } from "~/domains/auth/actor.server";
import { isHerhaling } from "~/domains/verzendingen/verzendingen.server";
import { diskFullRefusal } from "~/lib/disk-space.server";
import { InputError } from "~/lib/errors";
import { formDataOf, NO_STORE } from "~/lib/admin-form.server";
import { parseForm, refusal, replyOf, type ParsedForm } from "~/lib/forms";
import { logger } from "~/lib/logger.server";
import type { Body } from "~/lib/request-body.server";
import type { z } from "~/lib/zod";

// What one part of /admin (?sectie=...) is on the server: its loader and the intents its forms post. The panel's
// route (routes/admin.tsx) only logs in, picks the section and hands over; see parts.ts (decision 0051).

export interface SectionLoadArgs {
  url: URL;
  actor: Actor;
}

export interface SectionActionArgs {
  body: Body;
  /** The form's `id` field (the row it changes), "" when it has none. */
  id: string;
}

/** A change's answer: a redirect, or the outcome the panel shows in its banner. */
export type SectionAnswer = Response | ReturnType<typeof data<AdminActionResult>>;

export interface AdminSectionServer<Data extends object> {
  load(args: SectionLoadArgs): Promise<Data>;
  /** The changes this section's forms post to /admin, by their `intent`; intents are unique across the panel. */
  actions: Record<string, (args: SectionActionArgs) => Promise<SectionAnswer>>;
}

export function defineSection<Data extends object>(section: AdminSectionServer<Data>): AdminSectionServer<Data> {
  return section;
}

/** The banner of a form whose fields were refused: the fields say what. */
const CONTROLEER = "Controleer de gemarkeerde velden.";

export function outcome(result: AdminActionResult, status = 200) {
  return data<AdminActionResult>(result, { status, headers: NO_STORE });
}

/**
 * Runs one change; a refusal or failure becomes the Dutch message shown in the panel's banner, and refused
 * fields (with what was typed, `values`) go back to their form as a Conform reply (lib/forms.ts).
 */
export async function change(
  run: () => Promise<unknown>,
  melding: string,
  failure: string,
  options: { failureText?: boolean; values?: Record<string, unknown> } = {},
) {
  try {
    await run();
    return outcome({ ok: true, melding });
  } catch (thrown) {
    // A second post of a create form: its first answer is given instead (domains/verzendingen).
    if (isHerhaling(thrown)) throw thrown;
    const error = diskFullRefusal(thrown) ?? thrown;
    if (error instanceof InputError) {
      // A form that shows its refused fields gets them back with what was typed; the banner then points at them.
      const toForm = options.values !== undefined && Object.keys(error.fields).length > 0;
      const message =
        error.status === 401 || error.status === 403 || error.status === 507 ? error.message : options.failureText ? failure : toForm ? CONTROLEER : error.message;
      return outcome({ ok: false, error: message, ...(toForm ? { reply: refusal(error.fields, options.values) } : {}) }, error.status);
    }
    logger.error({ err: error }, failure);
    return outcome({ ok: false, error: failure }, 500);
  }
}

/**
 * A panel form tied to its schema (decision 0049): the body parsed through Conform, a refused field back at the form
 * with what was typed (the banner points at it); a valid input goes to `run`, whose own refusal answers as change()'s.
 */
export async function formChange<S extends z.ZodType>(body: Body, schema: S, run: (input: z.output<S>) => Promise<unknown>, melding: string, failure: string) {
  const submission = parseForm(formDataOf(body), schema);
  if (submission.status !== "success") return refusedPanelForm(submission);
  return change(() => run(submission.value), melding, failure, { values: submission.payload });
}

/** A panel form its schema refused: the banner points at the fields, the reply names them with what was typed. */
export function refusedPanelForm(submission: ParsedForm) {
  return outcome({ ok: false, error: CONTROLEER, reply: replyOf(submission) }, 400);
}

/** A section whose list may fail to load: the panel then shows it empty, with `message` in the banner. */
export async function loadOrReport<Data extends object>(load: () => Promise<Data>, empty: Data, message: string): Promise<Data & { loadError: string | null }> {
  try {
    return { ...(await load()), loadError: null };
  } catch (error) {
    logger.error({ err: error }, message);
    return { ...empty, loadError: message };
  }
}
