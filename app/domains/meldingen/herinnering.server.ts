import { meldingHerinnering } from "~/config/env.server";
import { siteUrl } from "~/group/context.server";
import { readMeta, writeMeta } from "~/db/meta.server";
import { listActiviteiten } from "~/domains/activiteiten/activiteiten.server";
import type { ActiviteitView } from "~/domains/activiteiten/rules";
import { afmeldPad } from "~/domains/afmeldingen/rules";
import { getSite } from "~/domains/instellingen/instellingen.server";
import { enqueue, type NewOutboxRow } from "~/domains/outbox/outbox.server";
import { now as clockNow } from "~/lib/clock.server";
import { startOfBrusselsDay } from "~/lib/dates";
import { addDays } from "~/lib/days";
import { absoluteUrl } from "~/lib/meta";
import { meldingTakken, type MeldingTak } from "./inschrijving.server";
import { herinneringMail, herinneringPush, type HerinneringActiviteit } from "./mail.server";
import { HERINNERING_INHAALTIJD_MS, herinneringVan, leesUur, takkenZin } from "./rules";
import { activiteitInfo, berichtVoor, ontvangers, planTransactie, voorOntvanger } from "./wijziging.server";

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

type Info = ReturnType<typeof activiteitInfo>;

/** The 'Afmelden' link of an activity for a parent: with the tak preset when exactly one of theirs is concerned. */
function afmeldLink(a: Info, takIds: readonly number[], takken: readonly MeldingTak[]): string | null {
  if (a.afgelast) return null;
  const kandidaten = (a.heleGroep ? takIds : a.takIds.filter((id) => takIds.includes(id))).map((id) => takken.find((t) => t.id === id)?.slug);
  return absoluteUrl(afmeldPad(a.id, kandidaten.length === 1 ? kandidaten[0] : null), siteUrl());
}

/** Queues this evening's reminders when their moment has come; answers how many rows were queued. */
export async function planHerinnering(now: number = clockNow()): Promise<number> {
  const avond = await dueMoment(now);
  if (!avond) return 0;
  const van = startOfBrusselsDay(avond.morgen);
  const [takken, site, activiteiten] = await Promise.all([meldingTakken(), getSite(), listActiviteiten({ van, tot: startOfBrusselsDay(addDays(avond.morgen, 1)) })]);
  const idVan = new Map(takken.map((t) => [t.slug, t.id]));
  const info = (a: ActiviteitView) =>
    activiteitInfo(a.id, { ...a, takIds: a.takken.map((t) => idVan.get(t.slug)).filter((id): id is number => id !== undefined) }, a.meebrengen, takken, now);
  const morgen = activiteiten.map(info);
  const kalender = absoluteUrl("/kalender", siteUrl());
  return planTransactie(async (tx) => {
    if ((await readMeta(GEPLAND, tx)) === avond.vandaag) return 0;
    await writeMeta(GEPLAND, avond.vandaag, tx);
    const rows: NewOutboxRow[] = [];
    for (const o of await ontvangers(tx, "alle", { herinnering: true })) {
      const { eigen: van, namen } = voorOntvanger(o, morgen, takken);
      if (van.length === 0) continue;
      const eigen: HerinneringActiviteit[] = van.map((a) => ({ ...a, afmelden: afmeldLink(a, o.takIds, takken) }));
      const titel = `Morgen bij ${takkenZin(namen)}`;
      const row = berichtVoor(
        o,
        takken,
        {
          key: (inschrijving) => `herinnering:${inschrijving}:${avond.morgen}`,
          kind: "herinnering",
          takIds: o.takIds,
          mail: (ontvanger, key) => herinneringMail(key, ontvanger, site.groep.naam, titel, eigen, kalender, site.woorden),
          push: () => herinneringPush(titel, eigen, site.logo.icon192),
        },
        now,
      );
      if (row) rows.push(row);
    }
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
