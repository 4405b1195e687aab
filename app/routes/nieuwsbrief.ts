import { data, redirect } from "react-router";
import type { Route } from "./+types/nieuwsbrief";
import { InputError } from "~/lib/errors";
import { parseForm } from "~/lib/forms";
import { logger } from "~/lib/logger.server";
import { readFormData } from "~/lib/request-body.server";
import { subscribe } from "~/domains/nieuwsbrief/mutations.server";
import { nieuwsbriefRateLimit } from "~/domains/nieuwsbrief/nieuwsbrief.server";
import { clientKey } from "~/lib/rate-limit.server";
import { NIEUWSBRIEF_MESSAGES, returnPathWithOutcome, type NieuwsbriefOutcome } from "~/domains/nieuwsbrief/outcome";
import { nieuwsbriefSchema } from "~/domains/nieuwsbrief/validation";
import { clientAddressContext } from "~/group/request-context";

// The sign-up lives in the footer of every page; the route itself has no page.
export function loader() {
  return redirect("/");
}

export type NieuwsbriefResult = { outcome: NieuwsbriefOutcome; message: string };

const STATUS: Record<NieuwsbriefOutcome, number> = { ok: 200, ongeldig: 400, "te-veel": 429, fout: 503 };

async function signUp(form: FormData, clientAddress: string): Promise<NieuwsbriefOutcome> {
  const submission = parseForm(form, nieuwsbriefSchema);
  if (submission.status !== "success") return "ongeldig";
  if (!(await nieuwsbriefRateLimit.take(clientKey(clientAddress)))) return "te-veel";
  try {
    await subscribe(submission.value);
    return "ok";
  } catch (error) {
    logger.error({ err: error }, "Inschrijving nieuwsbrief kon niet opgeslagen worden");
    return "fout";
  }
}

/**
 * With JavaScript (the footer's fetcher adds `_js`) the outcome is answered as data; without it the browser is sent
 * back to the page it came from with the outcome as a flag, which the footer shows.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readFormData(request, { maxBytes: 16 * 1024, tooLarge: NIEUWSBRIEF_MESSAGES.ongeldig });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return data<NieuwsbriefResult>({ outcome: "ongeldig", message: NIEUWSBRIEF_MESSAGES.ongeldig }, { status: error.status });
  }
  const outcome = await signUp(form, context.get(clientAddressContext));
  if (form.get("_js") === "1") {
    return data<NieuwsbriefResult>({ outcome, message: NIEUWSBRIEF_MESSAGES[outcome] }, { status: STATUS[outcome] });
  }
  const back = form.get("redirectTo");
  return redirect(returnPathWithOutcome(typeof back === "string" ? back : "/", outcome), 303);
}
