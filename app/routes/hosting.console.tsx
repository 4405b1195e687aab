import { data, redirect } from "react-router";
import type { Route } from "./+types/hosting.console";
import { Console, type ConsoleUitkomst } from "~/components/hosting/Console";
import { hostingDomain } from "~/config/env.server";
import { demoVulling } from "~/demo/vullen";
import { aanvaardAanvraag, aanvragen, weigerAanvraag } from "~/domains/hosting/aanvragen.server";
import { herstelGroep, hosterLogboek, lijstGroepen, maakGroep, nodigBeheerderUit, verwijderGroep, wijzigGroep } from "~/domains/hosting/groepen.server";
import { hosterNaam, meldHosterAf, requireHosterPagina } from "~/domains/hosting/toegang.server";
import { herbouwInstallatie, zetGroepTerug } from "~/domains/hosting/terugzetten.server";
import { beheerderInput, groepSlug, nieuweGroepInput, terugzetInput } from "~/domains/hosting/validation";
import { formatDateTime } from "~/lib/dates";
import { replicationOn, replicationPaused } from "~/lib/replication.server";
import { InputError } from "~/lib/errors";
import { readFormData } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";

export function meta() {
  return [{ title: "Console van de hoster" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireHosterPagina(request, context);
  const [groepen, open, logboek] = await Promise.all([lijstGroepen({ verwijderd: true }), aanvragen("open"), hosterLogboek(30)]);
  const bucket = { aan: replicationOn(), wacht: replicationPaused() };
  return data({ domein: hostingDomain() ?? "", groepen, aanvragen: open, logboek, bucket }, { headers: { "Cache-Control": "no-store" } });
}

const lijst = (value: FormDataEntryValue | null) =>
  String(value ?? "")
    .split(/[\s,]+/)
    .map((d) => d.trim())
    .filter(Boolean);

async function voerUit(intent: string, form: FormData, wie: string): Promise<ConsoleUitkomst> {
  const slug = () => parseInput(groepSlug, form.get("slug") ?? "");
  switch (intent) {
    case "aanmaken": {
      const input = parseInput(nieuweGroepInput, {
        slug: form.get("slug"),
        naam: form.get("naam"),
        email: form.get("email"),
        domeinen: lijst(form.get("domeinen")),
        demo: form.get("demo") === "on",
      });
      const gemaakt = await maakGroep(input, wie, demoVulling(input.demo));
      return { melding: `De groep ${input.naam} staat op ${gemaakt.url}. De uitnodiging ging naar ${input.email}.`, link: gemaakt.uitnodiging };
    }
    case "schorsen":
    case "openen":
      await wijzigGroep(slug(), { geschorst: intent === "schorsen" }, wie);
      return { melding: intent === "schorsen" ? `${slug()} is geschorst: de site toont een melding.` : `${slug()} is weer online.` };
    case "domeinen":
      await wijzigGroep(slug(), { domeinen: parseInput(nieuweGroepInput.shape.domeinen, lijst(form.get("domeinen"))) }, wie);
      return { melding: `De domeinen van ${slug()} zijn bewaard.` };
    case "beheerder": {
      const { email } = parseInput(beheerderInput, { email: form.get("email") });
      const { uitnodiging } = await nodigBeheerderUit(slug(), email, wie);
      return { melding: `${email} is uitgenodigd als Beheerder van ${slug()}.`, link: uitnodiging };
    }
    case "verwijderen": {
      if (form.get("zeker") !== "on") throw new InputError("Vink aan dat je de groep echt wil verwijderen.", 400);
      await verwijderGroep(slug(), wie);
      return { melding: `${slug()} is verwijderd. Je kan de groep nog 30 dagen herstellen.` };
    }
    case "herstellen":
      await herstelGroep(slug(), wie);
      return { melding: `${slug()} is hersteld.` };
    case "terugzetten": {
      const { moment } = parseInput(terugzetInput, { moment: form.get("moment") ?? "" });
      const teruggezet = await zetGroepTerug(slug(), moment, wie);
      return { melding: `${slug()} is teruggezet naar de kopie van ${formatDateTime(Date.parse(teruggezet.kopie))}.` };
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
    const velden = Object.values(error.fields);
    return data<ConsoleUitkomst>({ fout: velden.length ? velden.join(" ") : error.message, intent }, { status: error.status });
  }
}

export default function ConsolePagina({ loaderData, actionData }: Route.ComponentProps) {
  return <Console {...loaderData} uitkomst={actionData} />;
}
