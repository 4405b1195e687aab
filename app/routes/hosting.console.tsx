import { data, redirect } from "react-router";
import type { Route } from "./+types/hosting.console";
import { Console, type ConsoleUitkomst } from "~/components/hosting/Console";
import { hostingDomain } from "~/config/env.server";
import { demoVulling } from "~/demo/vullen";
import { aanvaardAanvraag, aanvragen, weigerAanvraag } from "~/domains/hosting/aanvragen.server";
import { herstelGroep, hosterLogboek, lijstGroepen, maakGroep, nodigBeheerderUit, verwijderGroep, wijzigGroep } from "~/domains/hosting/groepen.server";
import { hosterNaam, meldHosterAf, requireHosterPagina } from "~/domains/hosting/toegang.server";
import { herbouwInstallatie, zetGroepTerug } from "~/domains/hosting/terugzetten.server";
import {
  beheerderActieInput,
  domeinenActieInput,
  groepActieInput,
  nieuweGroepInput,
  terugzetActieInput,
  verwijderActieInput,
} from "~/domains/hosting/validation";
import { formatDateTime } from "~/lib/dates";
import { replicationOn, replicationPaused } from "~/lib/replication.server";
import { InputError } from "~/lib/errors";
import { messagesOf, parseForm, refusal } from "~/lib/forms";
import { readFormData } from "~/lib/request-body.server";
import type { z } from "~/lib/zod";

export function meta() {
  return [{ title: "Console van de hoster" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireHosterPagina(request, context);
  const [groepen, open, logboek] = await Promise.all([lijstGroepen({ verwijderd: true }), aanvragen("open"), hosterLogboek(30)]);
  const bucket = { aan: replicationOn(), wacht: replicationPaused() };
  return data({ domein: hostingDomain() ?? "", groepen, aanvragen: open, logboek, bucket }, { headers: { "Cache-Control": "no-store" } });
}

/** The domains of one text field, separated by commas or spaces: the list the schema reads. */
const lijst = (value: FormDataEntryValue | null) =>
  String(value ?? "")
    .split(/[\s,]+/)
    .map((d) => d.trim())
    .filter(Boolean);

/**
 * One form of the console read with its schema (decision 0049); a refusal is a 400 naming each field, which the
 * action answers as the banner and the reply.
 */
function lees<S extends z.ZodType>(form: FormData, schema: S, options: { with?: Record<string, unknown> } = {}): z.output<S> {
  const submission = parseForm(form, schema, options);
  if (submission.status !== "success") throw new InputError("Kijk de velden na.", 400, messagesOf(submission));
  return submission.value as z.output<S>;
}

async function voerUit(intent: string, form: FormData, wie: string): Promise<ConsoleUitkomst> {
  const slug = () => lees(form, groepActieInput).slug;
  switch (intent) {
    case "aanmaken": {
      const input = lees(form, nieuweGroepInput, { with: { domeinen: lijst(form.get("domeinen")) } });
      const gemaakt = await maakGroep(input, wie, demoVulling(input.demo));
      return { melding: `De groep ${input.naam} staat op ${gemaakt.url}. De uitnodiging ging naar ${input.email}.`, link: gemaakt.uitnodiging };
    }
    case "schorsen":
    case "openen":
      await wijzigGroep(slug(), { geschorst: intent === "schorsen" }, wie);
      return { melding: intent === "schorsen" ? `${slug()} is geschorst: de site toont een melding.` : `${slug()} is weer online.` };
    case "domeinen": {
      const { domeinen, slug } = lees(form, domeinenActieInput, { with: { domeinen: lijst(form.get("domeinen")) } });
      await wijzigGroep(slug, { domeinen }, wie);
      return { melding: `De domeinen van ${slug} zijn bewaard.` };
    }
    case "beheerder": {
      const { email, slug } = lees(form, beheerderActieInput);
      const { uitnodiging } = await nodigBeheerderUit(slug, email, wie);
      return { melding: `${email} is uitgenodigd als Beheerder van ${slug}.`, link: uitnodiging };
    }
    case "verwijderen": {
      const { slug } = lees(form, verwijderActieInput);
      await verwijderGroep(slug, wie);
      return { melding: `${slug} is verwijderd. Je kan de groep nog 30 dagen herstellen.` };
    }
    case "herstellen":
      await herstelGroep(slug(), wie);
      return { melding: `${slug()} is hersteld.` };
    case "terugzetten": {
      const { moment, slug } = lees(form, terugzetActieInput);
      const teruggezet = await zetGroepTerug(slug, moment, wie);
      return { melding: `${slug} is teruggezet naar de kopie van ${formatDateTime(Date.parse(teruggezet.kopie))}.` };
    }
    case "herbouwen": {
      const herbouwd = await herbouwInstallatie(wie);
      const zonder = herbouwd.zonderKopie.length ? ` Zonder kopie in de bucket: ${herbouwd.zonderKopie.join(", ")}.` : "";
      return { melding: `${herbouwd.groepen.length} groepen zijn teruggehaald uit de bucket.${zonder}` };
    }
    case "aanvaarden": {
      const gemaakt = await aanvaardAanvraag(Number(form.get("id")), wie);
      return { melding: `Aanvraag aanvaard: de site staat op ${gemaakt.url} en de uitnodiging is verstuurd.`, link: gemaakt.uitnodiging };
    }
    case "weigeren":
      await weigerAanvraag(Number(form.get("id")), wie);
      return { melding: "Aanvraag geweigerd." };
    default:
      throw new InputError("Onbekende actie.", 400);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireHosterPagina(request, context);
  const form = await readFormData(request, { maxBytes: 16 * 1024, tooLarge: "Het formulier is te groot." });
  const intent = String(form.get("intent") ?? "");
  if (intent === "afmelden") return redirect("/console/aanmelden", { headers: { "Set-Cookie": await meldHosterAf(request) } });
  try {
    return data<ConsoleUitkomst>(await voerUit(intent, form, hosterNaam(request)));
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    // The banner says each field's message (the console shows none at its fields), else the refusal's own; the reply
    // keeps them by field, with what was typed.
    const velden = Object.values(error.fields);
    const typed = Object.fromEntries(form);
    return data<ConsoleUitkomst>({ error: velden.length ? velden.join(" ") : error.message, intent, reply: refusal(error.fields, typed) }, { status: error.status });
  }
}

export default function ConsolePagina({ loaderData, actionData }: Route.ComponentProps) {
  return <Console {...loaderData} uitkomst={actionData} />;
}
