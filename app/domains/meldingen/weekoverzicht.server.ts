import { meldingWeekoverzicht } from "~/config/env.server";
import { siteUrl } from "~/group/context.server";
import { readMeta, writeMeta } from "~/db/meta.server";
import { listActiviteiten } from "~/domains/activiteiten/activiteiten.server";
import type { ActiviteitView } from "~/domains/activiteiten/rules";
import { getSite } from "~/domains/instellingen/instellingen.server";
import { enqueue, type NewOutboxRow } from "~/domains/outbox/outbox.server";
import { now as clockNow } from "~/lib/clock.server";
import { absoluteUrl } from "~/lib/meta";
import { meldingTakken } from "./inschrijving.server";
import { weekMail, weekPush } from "./mail.server";
import { leesWeekmoment, takkenZin, weekmomentVan, WEEKOVERZICHT_INHAALTIJD_MS } from "./rules";
import { alsArchief, archiveer } from "./archief.server";
import { activiteitInfo, berichtVoor, ontvangers, planTransactie, voorOntvanger } from "./wijziging.server";

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
  const [takken, site, activiteiten] = await Promise.all([meldingTakken(), getSite(), listActiviteiten({ van: week.at, tot: week.at + WEEK_MS })]);
  const idVan = new Map(takken.map((t) => [t.slug, t.id]));
  const info = (a: ActiviteitView) =>
    activiteitInfo(a.id, { ...a, takIds: a.takken.map((t) => idVan.get(t.slug)).filter((id): id is number => id !== undefined) }, a.meebrengen, takken, now);
  const alle = activiteiten.map(info);
  const kalender = absoluteUrl("/kalender", siteUrl());
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
    const rows: NewOutboxRow[] = [];
    for (const o of await ontvangers(tx, "alle")) {
      // The takken named are those of the parent's with something planned (the whole group's count for all).
      const { eigen, namen } = voorOntvanger(o, alle, takken);
      if (eigen.length === 0) continue;
      const titel = `Deze week bij ${takkenZin(namen)}`;
      const row = berichtVoor(
        o,
        takken,
        {
          key: (inschrijving) => `week:${inschrijving}:${week.dag}`,
          kind: "week",
          takIds: o.takIds,
          mail: (ontvanger, key) => weekMail(key, ontvanger, site.groep.naam, titel, eigen, kalender, site.woorden),
          push: () => weekPush(titel, eigen, site.logo.icon192),
        },
        now,
      );
      if (row) rows.push(row);
    }
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
