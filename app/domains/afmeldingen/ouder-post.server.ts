import { data } from "react-router";
import type { z } from "~/lib/zod";
import { InputError } from "~/lib/errors";
import { parseForm, refusal } from "~/lib/forms";
import { parseNumericId } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { clientKey } from "~/lib/rate-limit.server";
import { readFormData } from "~/lib/request-body.server";
import { afmeldingenPerClient } from "./afmeldingen.server";
import { AFMELDEN_HONEYPOT } from "./rules";
import type { OuderWeigering } from "./uitkomst";

// The post of a parent's form about a child, without an account ('Afmelden', 'Inschrijven'): one way to read it, refuse
// a bot (the honeypot) and a script (20 an hour per client address, both forms together), validate it and answer the
// page with what was done or refused. Never the form's content in a log line: it names a child.

export async function ouderPost<S extends z.ZodObject, U extends { status: string }>(
  args: { request: Request; params: { id: string }; clientAddress: string },
  form: {
    schema: S;
    teksten: { honeypot: string; teVeel: string; fout: string; teGroot: string };
    /** What the log says when the write failed (no names). */
    mislukt: string;
    /** The write, with the validated input; answers what the page shows. */
    doe: (activiteitId: number, input: z.output<S>) => Promise<U>;
  },
) {
  const id = parseNumericId(args.params.id);
  if (id === null) throw data(null, { status: 404 });
  const answer = (uitkomst: U | OuderWeigering, status: number) => data(uitkomst, { status, headers: { "Cache-Control": "no-store" } });
  const T = form.teksten;
  let body: FormData;
  try {
    body = await readFormData(args.request, { maxBytes: 8 * 1024, tooLarge: T.teGroot });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return answer({ status: "geweigerd", bericht: error.message, antwoord: refusal({}) }, error.status);
  }
  const submission = parseForm(body, form.schema);
  const geweigerd = (bericht: string, status: number) => answer({ status: "geweigerd", bericht, antwoord: refusal({}, submission.payload) }, status);
  const honeypot = body.get(AFMELDEN_HONEYPOT);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return geweigerd(T.honeypot, 400);
  if (submission.status !== "success") return answer({ status: "ongeldig", antwoord: submission.reply() }, 400);
  if (!(await afmeldingenPerClient.take(clientKey(args.clientAddress)))) return geweigerd(T.teVeel, 429);
  try {
    return answer(await form.doe(id, submission.value), 200);
  } catch (error) {
    if (error instanceof InputError) {
      if (Object.keys(error.fields).length) return answer({ status: "ongeldig", antwoord: refusal(error.fields, submission.payload) }, error.status);
      return geweigerd(error.message, error.status);
    }
    logger.error({ err: error, activiteit: id }, form.mislukt);
    return geweigerd(T.fout, 503);
  }
}
