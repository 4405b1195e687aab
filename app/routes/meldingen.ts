import { data, redirect } from "react-router";
import type { Route } from "./+types/meldingen";
import { inschrijvingPerClient, mailsPerAdres } from "~/domains/meldingen/inschrijving.server";
import { schrijfIn } from "~/domains/meldingen/mutations.server";
import { MELDING_ANKER, MELDING_BERICHTEN, MELDING_VLAG, type MeldingUitkomst } from "~/domains/meldingen/teksten";
import { inschrijvingInput } from "~/domains/meldingen/validation";
import { wakeOutboxWorker } from "~/domains/outbox/worker.server";
import { InputError } from "~/lib/errors";
import { parseForm } from "~/lib/forms";
import { logger } from "~/lib/logger.server";
import { clientKey } from "~/lib/rate-limit.server";
import { readFormData } from "~/lib/request-body.server";
import { safeLocalPath } from "~/lib/safe-path";
import { clientAddressContext } from "~/group/request-context";

// POST /meldingen: the sign-up block 'Op de hoogte blijven' (tak pages, /kalender). A plain form: it works without
// JavaScript. The route has no page of its own.
export function loader() {
  return redirect(`/kalender#${MELDING_ANKER}`);
}

export type MeldingResultaat = { uitkomst: MeldingUitkomst; bericht: string };

const STATUS: Record<MeldingUitkomst, number> = { ok: 200, ongeldig: 400, "geen-tak": 400, "te-veel": 429, fout: 503 };

async function inschrijven(form: FormData, clientAddress: string): Promise<MeldingUitkomst> {
  const submission = parseForm(form, inschrijvingInput);
  if (submission.status !== "success") return submission.error?.email ? "ongeldig" : "geen-tak";
  if (!(await inschrijvingPerClient.take(clientKey(clientAddress)))) return "te-veel";
  try {
    // Past the address's own limit the answer stays the same, only no mail goes: the form tells nobody anything.
    const mailen = await mailsPerAdres.take(submission.value.email);
    if (await schrijfIn(submission.value, { mailen })) wakeOutboxWorker();
    return "ok";
  } catch (error) {
    if (error instanceof InputError) return "geen-tak";
    logger.error({ err: error }, "Inschrijving voor meldingen kon niet opgeslagen worden");
    return "fout";
  }
}

/** The page to go back to, with the outcome as a flag and the block's anchor. */
function terug(value: FormDataEntryValue | null, uitkomst: MeldingUitkomst): string {
  const url = new URL(safeLocalPath(typeof value === "string" ? value : null, "/kalender"), "http://same.site");
  url.searchParams.set(MELDING_VLAG, uitkomst);
  return `${url.pathname}${url.search}#${MELDING_ANKER}`;
}

/**
 * With JavaScript (the block's fetcher adds `_js`) the outcome is answered as data; without it the browser goes back
 * to the page it came from with the outcome as a flag, which the block shows.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readFormData(request, { maxBytes: 16 * 1024, tooLarge: MELDING_BERICHTEN.ongeldig });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return data<MeldingResultaat>({ uitkomst: "ongeldig", bericht: MELDING_BERICHTEN.ongeldig }, { status: error.status });
  }
  const uitkomst = await inschrijven(form, context.get(clientAddressContext));
  if (form.get("_js") === "1") return data<MeldingResultaat>({ uitkomst, bericht: MELDING_BERICHTEN[uitkomst] }, { status: STATUS[uitkomst] });
  return redirect(terug(form.get("redirectTo"), uitkomst), 303);
}
