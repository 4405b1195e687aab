import { data } from "react-router";
import type { z } from "~/lib/zod";
import { fieldErrors, InputError } from "~/lib/errors";
import { parseNumericId } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { clientKey } from "~/lib/rate-limit.server";
import { readFormData } from "~/lib/request-body.server";
import { afmeldingenPerClient } from "./afmeldingen.server";
import { leesVelden } from "./uitkomst";
import { AFMELDEN_HONEYPOT } from "./rules";

// The post of a parent's form about a child, without an account ('Afmelden', 'Inschrijven'): one way to read it, refuse
// a bot (the honeypot) and a script (20 an hour per client address, both forms together), validate it and answer the
// page with what was done or refused. Never the form's content in a log line: it names a child.

type Geweigerd<V extends string> = { status: "geweigerd"; bericht: string; waarden: Partial<Record<V, string>> };
type Ongeldig<V extends string> = { status: "ongeldig"; fouten: Partial<Record<V, string>>; waarden: Partial<Record<V, string>> };

export async function ouderPost<V extends string, S extends z.ZodType, U extends { status: string }>(
  args: { request: Request; params: { id: string }; context: { clientAddress: string } },
  form: {
    velden: readonly V[];
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
  const answer = (uitkomst: U | Geweigerd<V> | Ongeldig<V>, status: number) => data(uitkomst, { status, headers: { "Cache-Control": "no-store" } });
  const T = form.teksten;
  let body: FormData;
  try {
    body = await readFormData(args.request, { maxBytes: 8 * 1024, tooLarge: T.teGroot });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return answer({ status: "geweigerd", bericht: error.message, waarden: {} }, error.status);
  }
  const waarden = leesVelden(body, form.velden);
  const honeypot = body.get(AFMELDEN_HONEYPOT);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return answer({ status: "geweigerd", bericht: T.honeypot, waarden }, 400);
  const parsed = form.schema.safeParse(waarden);
  if (!parsed.success) return answer({ status: "ongeldig", fouten: fieldErrors(parsed.error.issues) as Partial<Record<V, string>>, waarden }, 400);
  if (!(await afmeldingenPerClient.take(clientKey(args.context.clientAddress)))) return answer({ status: "geweigerd", bericht: T.teVeel, waarden }, 429);
  try {
    return answer(await form.doe(id, parsed.data), 200);
  } catch (error) {
    if (error instanceof InputError) {
      if (Object.keys(error.fields).length) return answer({ status: "ongeldig", fouten: error.fields as Partial<Record<V, string>>, waarden }, error.status);
      return answer({ status: "geweigerd", bericht: error.message, waarden }, error.status);
    }
    logger.error({ err: error, activiteit: id }, form.mislukt);
    return answer({ status: "geweigerd", bericht: T.fout, waarden }, 503);
  }
}
