import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { hostingDomain, hostingToken, installatieNaam, installationDataDir } from "~/config/env.server";
import { formatDateTime } from "~/lib/dates";
import { InputError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { copyOfGroup, eigenaarVan, geefGroepAf, laatGroepLos, laatsteKopie, neemGroepOver } from "~/lib/replication.server";
import { groep as groepTabel } from "./installatie-schema";
import { bestaandeGroep, logHoster, logInGroep } from "./groepen.server";
import { startGroep, stopGroep } from "~/group/installation.server";
import { groepContext, groepDir, groepRegel, herlaadGroepen, hostingDb, vergeetContext } from "~/group/registry.server";
import { herbouwGroep, vereisBucket } from "./terugzetten.server";
import type { OntvangInput } from "./validation";
import { begintVerhuizing, eindigtVerhuizing, isVerhuizend, schrijversKlaar, vergeetVerhuisd, zetVerhuisd } from "./verhuizing.server";
import { eq } from "drizzle-orm";
import { now as clockNow } from "~/lib/clock.server";

// A group moves to another installation that uses the same bucket (issue 48 part 6, ADR 0050). The source stops the
// group's writes, makes a last copy, hands the group's ownership record in the bucket to the target, and the target
// restores that copy as a rebuild does; then the source lets the group go and forwards its requests to the target
// until the proxy in front sends them there itself. Never two installations copying one group: only the installation
// the record names copies it.

/** How long a move waits for the group's writes under way before it gives up (and the group writes again). */
const SCHRIJVERS_MS = 30_000;
/** How long the target may take to fetch, check and start the group. */
const ONTVANGEN_MS = 10 * 60_000;

export interface Verhuisd {
  slug: string;
  /** The installation that holds the group now (its HOSTING_INSTALLATIE), and how this one reaches it. */
  naar: string;
  doel: string;
  /** The moment of the copy the target restored (ISO). */
  kopie: string;
  generatie: number;
}

/** The hosts a group answers on: `{slug}.{HOSTING_DOMAIN}` and its own domains. */
function hostsVan(slug: string, domeinen: readonly string[]): string[] {
  return [`${slug}.${hostingDomain()}`, ...domeinen];
}

/** One call of the hoster's API of the other installation (on its hosting domain, with the token). */
function vraagDoel(doel: string, token: string, method: string, pathname: string, body?: unknown, timeoutMs = 30_000): Promise<{ status: number; body: unknown }> {
  const url = new URL(pathname, doel);
  const client = url.protocol === "https:" ? https : http;
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method,
        timeout: timeoutMs,
        headers: { Host: hostingDomain()!, Authorization: `Bearer ${token}`, ...(text ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) } : {}) },
      },
      (res) => {
        let answer = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (answer += chunk));
        res.on("end", () => {
          let parsed: unknown = answer;
          try {
            parsed = JSON.parse(answer);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`geen antwoord binnen ${Math.round(timeoutMs / 1000)} s`)));
    req.on("error", reject);
    req.end(text);
  });
}

function fout(answer: { status: number; body: unknown }): string {
  const body = answer.body;
  return body && typeof body === "object" && "error" in body ? String((body as { error: unknown }).error) : `HTTP ${answer.status}`;
}

/** GET /api/hosting/installatie: who this installation is among those that share the bucket. */
export function dezeInstallatie(): { naam: string } {
  return { naam: installatieNaam() };
}

/**
 * Moves a group to the installation at `doel` (its address as this server reaches it; `token` its HOSTING_TOKEN, this
 * one's by default). Its writes are refused meanwhile (503, 'even geduld'); its pages are served throughout.
 */
export async function verhuisGroep(slug: string, input: { doel: string; token?: string }, wie: string): Promise<Verhuisd> {
  vereisBucket();
  const regel = bestaandeGroep(slug);
  if (isVerhuizend(slug)) throw new InputError("Deze groep verhuist al.", 409);
  const token = input.token ?? hostingToken() ?? "";
  const ik = installatieNaam();
  let naar: string;
  try {
    const answer = await vraagDoel(input.doel, token, "GET", "/api/hosting/installatie");
    if (answer.status !== 200) throw new Error(fout(answer));
    naar = String((answer.body as { naam?: unknown }).naam ?? "");
  } catch (error) {
    throw new InputError(`De andere installatie (${input.doel}) antwoordt niet zoals verwacht: ${error instanceof Error ? error.message : String(error)}`, 502);
  }
  if (!naar || naar === ik) {
    throw new InputError(`Het doel heet ook ${ik}: geef elke installatie die de bucket deelt een eigen naam (HOSTING_INSTALLATIE).`, 409);
  }
  const context = groepContext(slug)!;
  const eigenaar = await eigenaarVan(slug);
  if (eigenaar && eigenaar.installatie !== ik) throw new InputError(`Volgens de bucket houdt installatie ${eigenaar.installatie} deze groep, niet deze.`, 409);

  // In the group's own log before the last copy: the line goes with the group.
  await logInGroep(slug, "hosting.verhuizen", `Verhuizing naar installatie ${naar} begonnen, door de hoster`);
  begintVerhuizing(slug);
  let afgegeven = false;
  let kopie: number;
  let generatie: number;
  try {
    if (!(await schrijversKlaar(slug, SCHRIJVERS_MS))) throw new InputError("De groep bleef opslaan: de verhuizing is niet begonnen. Probeer het opnieuw.", 409);
    // The jobs (the outbox, the messages) write too: they stop here, and start again on the target.
    await stopGroep(context);
    kopie = await laatsteKopie(context);
    generatie = (await geefGroepAf(context, naar)).generatie;
    afgegeven = true;
    const body: OntvangInput = { generatie, van: ik, naam: regel.naam, domeinen: regel.domeinen, geschorst: regel.geschorst, aangemaakt: regel.aangemaakt, kopie };
    const answer = await vraagDoel(input.doel, token, "POST", `/api/hosting/groepen/${encodeURIComponent(slug)}/ontvangen`, body, ONTVANGEN_MS);
    if (answer.status !== 201) throw new InputError(`De andere installatie nam de groep niet over: ${fout(answer)}`, 502);
  } catch (error) {
    // The group stays here, as it was: this installation holds it again (a newer generation than the one handed over).
    if (afgegeven) await neemGroepOver(slug, { vanAndere: true }).catch((e: unknown) => logger.error({ err: e, groep: slug }, "Groep niet teruggenomen in de bucket"));
    eindigtVerhuizing(slug);
    await startGroep(slug).catch((e: unknown) => logger.error({ err: e, groep: slug }, "Taken van de groep niet opnieuw gestart"));
    logger.error({ err: error, groep: slug, doel: input.doel }, "Verhuizing mislukt; de groep blijft hier");
    await logInGroep(slug, "hosting.verhuizen", `Verhuizing naar installatie ${naar} mislukt; de groep blijft hier`).catch(() => undefined);
    if (error instanceof InputError) throw error;
    throw new InputError(`De verhuizing is mislukt; de groep blijft hier: ${error instanceof Error ? error.message : String(error)}`, 502);
  }

  // The target holds the group: this installation lets it go, and forwards its requests there meanwhile.
  zetVerhuisd(hostsVan(slug, regel.domeinen), input.doel);
  await laatGaan(slug);
  eindigtVerhuizing(slug);
  await logHoster(wie, "groep.verhuizen", slug, `naar installatie ${naar} (${input.doel}), uit de kopie van ${formatDateTime(kopie)}`);
  return { slug, naar, doel: input.doel, kopie: new Date(kopie).toISOString(), generatie };
}

/** Where the folders of groups that moved away wait (30 days, as a deleted group's). */
export function verhuisdDir(): string {
  return path.join(installationDataDir(), "verhuisd");
}

/** The source's side, once the target holds the group: its row goes, its folder is parked in `verhuisd/`. */
async function laatGaan(slug: string): Promise<void> {
  await hostingDb().delete(groepTabel).where(eq(groepTabel.slug, slug));
  await herlaadGroepen();
  const context = vergeetContext(slug);
  if (context) await stopGroep(context);
  await laatGroepLos(slug);
  const parked = path.join(verhuisdDir(), `${slug}-${new Date(clockNow()).toISOString().replace(/[-:.]/g, "")}`);
  fs.mkdirSync(verhuisdDir(), { recursive: true });
  if (fs.existsSync(groepDir(slug))) fs.renameSync(groepDir(slug), parked);
}

/**
 * The target's side (POST /api/hosting/groepen/{slug}/ontvangen, called by the source): the bucket's record must name
 * this installation with the generation the source handed over; the group comes back from its newest copy (the
 * source's last) as a rebuild brings it back.
 */
export async function ontvangGroep(slug: string, input: OntvangInput, wie: string): Promise<{ slug: string; kopie: string }> {
  vereisBucket();
  if (groepRegel(slug)) throw new InputError("Deze installatie heeft al een groep op dit adres.", 409);
  const ik = installatieNaam();
  const eigenaar = await eigenaarVan(slug);
  if (!eigenaar || eigenaar.installatie !== ik || eigenaar.generatie !== input.generatie) {
    throw new InputError(`De bucket geeft deze groep niet aan deze installatie (${ik}, generatie ${input.generatie}).`, 409);
  }
  const nieuwste = await copyOfGroup(slug, Number.POSITIVE_INFINITY);
  if (!nieuwste || nieuwste.moment < input.kopie) throw new InputError("De laatste kopie van de bron staat nog niet in de bucket.", 409);
  vergeetVerhuisd(hostsVan(slug, input.domeinen));
  const kopie = await herbouwGroep(
    { slug, naam: input.naam, domeinen: input.domeinen, geschorst: input.geschorst, aangemaakt: input.aangemaakt },
    {
      generatie: input.generatie,
      logboek: (moment) => ["hosting.verhuizen", `Verhuisd van installatie ${input.van} naar installatie ${ik}, uit de kopie van ${formatDateTime(moment)}, door de hoster`],
    },
  );
  if (kopie === null) throw new InputError("Er is geen kopie van deze groep in de bucket.", 409);
  await logHoster(wie, "groep.ontvangen", slug, `van installatie ${input.van}, uit de kopie van ${formatDateTime(kopie)}`);
  return { slug, kopie: new Date(kopie).toISOString() };
}
