import { meldingHerinnering } from "~/config/env.server";
import { siteUrl } from "~/group/context.server";
import { readMeta, writeMeta } from "~/db/meta.server";
import { afmeldPad } from "~/domains/afmeldingen/rules";
import { herinneringTekst, inschrijfPad, type InschrijfStand } from "~/domains/inschrijvingen/rules";
import { enqueue } from "~/domains/outbox/outbox.server";
import { now as clockNow } from "~/lib/clock.server";
import { startOfBrusselsDay } from "~/lib/dates";
import { addDays } from "~/lib/days";
import { absoluteUrl } from "~/lib/meta";
import type { MeldingTak } from "./inschrijving.server";
import { herinneringMail, herinneringPush, type HerinneringActiviteit } from "./mail.server";
import { HERINNERING_INHAALTIJD_MS, herinneringVan, leesUur } from "./rules";
import type { OverzichtActiviteit } from "./overzicht.server";
import { ontvangers, planTransactie } from "./wijziging.server";
import { overzichtInhoud, overzichtRijen } from "./overzicht.server";

// 'Herinnering de avond voordien': at MELDING_HERINNERING (default 19:00, Brussels) the evening before a day with
// activities, one message per subscription that wants it, listing tomorrow's activities of all its takken (the whole
// group's too), cancelled ones as cancelled; nothing when there is nothing tomorrow. The evening it was planned is kept
// (app_meta) and every row has its key, so a restart never sends it twice.

const GEPLAND = "meldingen_herinnering";

/** Today's reminder when it is due now (and was not planned yet), else null. */
async function dueMoment(now: number): Promise<{ vandaag: string; morgen: string } | null> {
  const uur = leesUur(meldingHerinnering());
  if (!uur) return null;
  const avond = herinneringVan(now, uur);
  if (now < avond.at || now >= avond.at + HERINNERING_INHAALTIJD_MS) return null;
  return (await readMeta(GEPLAND)) === avond.vandaag ? null : avond;
}

type Info = OverzichtActiviteit;

/** The 'Afmelden' link of an activity for a parent: with the tak preset when exactly one of theirs is concerned. */
function afmeldLink(a: Info, takIds: readonly number[], takken: readonly MeldingTak[]): string | null {
  if (a.afgelast) return null;
  const kandidaten = (a.heleGroep ? takIds : a.takIds.filter((id) => takIds.includes(id))).map((id) => takken.find((t) => t.id === id)?.slug);
  return absoluteUrl(afmeldPad(a.id, kandidaten.length === 1 ? kandidaten[0] : null), siteUrl());
}

/** The sign-up state of an activity that asks for it, with the form's link while it takes them. */
function inschrijfRegel(a: Info, stand: InschrijfStand | undefined, afmelden: string | null): HerinneringActiviteit["inschrijven"] {
  if (!stand || a.afgelast) return null;
  // The form's tak follows the 'Afmelden' link's (the same parent, the same child).
  const tak = afmelden ? new URL(afmelden).searchParams.get("tak") : null;
  return { tekst: herinneringTekst(stand), link: stand.status === "gesloten" ? null : absoluteUrl(inschrijfPad(a.id, tak), siteUrl()) };
}

/** Queues this evening's reminders when their moment has come; answers how many rows were queued. */
export async function planHerinnering(now: number = clockNow()): Promise<number> {
  const avond = await dueMoment(now);
  if (!avond) return 0;
  const inhoud = await overzichtInhoud(startOfBrusselsDay(avond.morgen), startOfBrusselsDay(addDays(avond.morgen, 1)), now);
  const { takken, site, kalender } = inhoud;
  return planTransactie(async (tx) => {
    if ((await readMeta(GEPLAND, tx)) === avond.vandaag) return 0;
    await writeMeta(GEPLAND, avond.vandaag, tx);
    const rows = overzichtRijen(
      await ontvangers(tx, "alle", { herinnering: true }),
      inhoud,
      {
        bij: "Morgen bij",
        key: (inschrijving) => `herinnering:${inschrijving}:${avond.morgen}`,
        kind: "herinnering",
        eigen: (van, o): HerinneringActiviteit[] =>
          van.map((a) => {
            const afmelden = afmeldLink(a, o.takIds, takken);
            return { ...a, afmelden, inschrijven: inschrijfRegel(a, inhoud.inschrijving.get(a.id), afmelden) };
          }),
        mail: (ontvanger, key, titel, eigen) => herinneringMail(key, ontvanger, site.groep.naam, titel, eigen, kalender, site.woorden),
        push: (titel, eigen) => herinneringPush(titel, eigen, site.logo.icon192),
      },
      now,
    );
    return enqueue(tx, rows, now);
  });
}

/** The next evening reminder's moment from `now` on (ms on the site's clock), or undefined when it is off. */
export function volgendeHerinnering(now: number): number | undefined {
  const uur = leesUur(meldingHerinnering());
  if (!uur) return undefined;
  const vandaag = herinneringVan(now, uur);
  // Tomorrow's by its own date (a day is 23 or 25 hours when the clocks change).
  return vandaag.at > now ? vandaag.at : herinneringVan(startOfBrusselsDay(vandaag.morgen) + 60_000, uur).at;
}
