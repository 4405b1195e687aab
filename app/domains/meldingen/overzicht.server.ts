import { listActiviteiten } from "~/domains/activiteiten/activiteiten.server";
import type { ActiviteitView } from "~/domains/activiteiten/rules";
import { inschrijfStand } from "~/domains/inschrijvingen/rules";
import { getSite } from "~/domains/instellingen/instellingen.server";
import type { NewOutboxRow, PushPayload } from "~/domains/outbox/outbox.server";
import { siteUrl } from "~/group/context.server";
import { absoluteUrl } from "~/lib/meta";
import { meldingTakken } from "./inschrijving.server";
import { takkenZin } from "./rules";
import { activiteitInfo, berichtVoor, voorOntvanger, type Bericht, type Ontvanger } from "./wijziging.server";

// What the weekly message and the evening reminder share: the activities of a stretch of time as the messages name
// them, and one message per subscription that has something among them.

export type OverzichtActiviteit = ReturnType<typeof activiteitInfo>;

/** The activities from `van` to `tot` as the messages name them, with the takken, the site and the calendar's address. */
export async function overzichtInhoud(van: number, tot: number, now: number) {
  const [takken, site, activiteiten] = await Promise.all([meldingTakken(), getSite(), listActiviteiten({ van, tot })]);
  const idVan = new Map(takken.map((t) => [t.slug, t.id]));
  const info = (a: ActiviteitView) =>
    activiteitInfo(a.id, { ...a, takIds: a.takken.map((t) => idVan.get(t.slug)).filter((id): id is number => id !== undefined) }, a.meebrengen, takken, now);
  // The sign-up state of those that ask for it (the evening reminder names it, issue 51): numbers, never names.
  const inschrijving = new Map(activiteiten.filter((a) => a.inschrijving).map((a) => [a.id, inschrijfStand(a, a.inschrijving!, now)]));
  return { takken, site, activiteiten: activiteiten.map(info), inschrijving, kalender: absoluteUrl("/kalender", siteUrl()) };
}

type Inhoud = Awaited<ReturnType<typeof overzichtInhoud>>;

/**
 * One row per subscription with something among the activities (the whole group's count for all), titled `${bij}`
 * and the takken of the parent's with something planned ('Deze week bij de Welpen').
 */
export function overzichtRijen<A>(
  lijst: readonly Ontvanger[],
  inhoud: Inhoud,
  bericht: {
    bij: string;
    key: Bericht["key"];
    kind: string;
    /** What the message lists of the parent's activities. */
    eigen: (van: OverzichtActiviteit[], o: Ontvanger) => A[];
    mail: (ontvanger: Parameters<Bericht["mail"]>[0], key: string, titel: string, eigen: A[]) => ReturnType<Bericht["mail"]>;
    push: (titel: string, eigen: A[]) => PushPayload;
  },
  now: number,
): NewOutboxRow[] {
  const rows: NewOutboxRow[] = [];
  for (const o of lijst) {
    const { eigen: van, namen } = voorOntvanger(o, inhoud.activiteiten, inhoud.takken);
    if (van.length === 0) continue;
    const eigen = bericht.eigen(van, o);
    const titel = `${bericht.bij} ${takkenZin(namen)}`;
    const row = berichtVoor(
      o,
      inhoud.takken,
      { key: bericht.key, kind: bericht.kind, takIds: o.takIds, mail: (ontvanger, key) => bericht.mail(ontvanger, key, titel, eigen), push: () => bericht.push(titel, eigen) },
      now,
    );
    if (row) rows.push(row);
  }
  return rows;
}
