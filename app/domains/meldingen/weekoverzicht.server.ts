import { meldingWeekoverzicht } from "~/config/env.server";
import { readMeta, writeMeta } from "~/db/meta.server";
import { enqueue } from "~/domains/outbox/outbox.server";
import { now as clockNow } from "~/lib/clock.server";
import { weekMail, weekPush } from "./mail.server";
import { leesWeekmoment, takkenZin, weekmomentVan, WEEKOVERZICHT_INHAALTIJD_MS } from "./rules";
import { alsArchief, archiveer } from "./archief.server";
import { ontvangers, planTransactie } from "./wijziging.server";
import { overzichtInhoud, overzichtRijen } from "./overzicht.server";

// The weekly message ('Deze week bij de Welpen'), every MELDING_WEEKOVERZICHT (default Thursday 19:00, Brussels):
// per subscription the activities of its takken in the coming seven days, cancellations included; nothing when nothing
// is planned. The day it was sent is kept (app_meta), so a restart never sends a week twice.

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const VERSTUURD = "meldingen_weekoverzicht";

/** This week's moment when it is due now (and was not planned yet), else null. */
async function dueMoment(now: number): Promise<{ dag: string; at: number } | null> {
  const moment = leesWeekmoment(meldingWeekoverzicht());
  if (!moment) return null;
  const week = weekmomentVan(now, moment);
  if (now < week.at || now >= week.at + WEEKOVERZICHT_INHAALTIJD_MS) return null;
  return (await readMeta(VERSTUURD)) === week.dag ? null : week;
}

/** Queues this week's messages when their moment has come; answers how many rows were queued. */
export async function planWeekoverzicht(now: number = clockNow()): Promise<number> {
  const week = await dueMoment(now);
  if (!week) return 0;
  const inhoud = await overzichtInhoud(week.at, week.at + WEEK_MS, now);
  const { takken, site, kalender, activiteiten: alle } = inhoud;
  return planTransactie(async (tx) => {
    if ((await readMeta(VERSTUURD, tx)) === week.dag) return 0;
    await writeMeta(VERSTUURD, week.dag, tx);
    // The archive of each tak page: that tak's week, as a parent following only that tak got it.
    for (const t of takken) {
      const vanTak = alle.filter((a) => a.heleGroep || a.takIds.includes(t.id));
      if (vanTak.length === 0) continue;
      const titel = `Deze week bij ${takkenZin([t.name])}`;
      await archiveer(tx, { sleutel: `week:${t.id}:${week.dag}`, soort: "week", titel, inhoud: { regel: null, eerder: null, activiteiten: vanTak.map(alsArchief) }, heleGroep: false, takIds: [t.id] }, now);
    }
    // The takken named are those of the parent's with something planned (the whole group's count for all).
    const rows = overzichtRijen(
      await ontvangers(tx, "alle"),
      inhoud,
      {
        bij: "Deze week bij",
        key: (inschrijving) => `week:${inschrijving}:${week.dag}`,
        kind: "week",
        eigen: (van) => van,
        mail: (ontvanger, key, titel, eigen) => weekMail(key, ontvanger, site.groep.naam, titel, eigen, kalender, site.woorden),
        push: (titel, eigen) => weekPush(titel, eigen, site.logo.icon192),
      },
      now,
    );
    return enqueue(tx, rows, now);
  });
}

/** The next weekly moment from `now` on (ms on the site's clock), or undefined when it is off. */
export function volgendWeekoverzicht(now: number): number | undefined {
  const moment = leesWeekmoment(meldingWeekoverzicht());
  if (!moment) return undefined;
  const week = weekmomentVan(now, moment);
  return week.at > now ? week.at : week.at + WEEK_MS;
}
