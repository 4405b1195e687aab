import { beheerbareActiviteit, listActiviteiten } from "~/domains/activiteiten/activiteiten.server";
import { isKomend } from "~/domains/activiteiten/komend.server";
import { leeftijdsTakken } from "~/domains/activiteiten/overzicht.server";
import { isVoorTak, vervangingKeuze } from "~/domains/activiteiten/rules";
import { KOMENDE_WEEK_MS } from "~/domains/activiteiten/tags.server";
import { afmeldingenVoor } from "~/domains/afmeldingen/afmeldingen.server";
import { inschrijvingenVoor } from "~/domains/inschrijvingen/inschrijvingen.server";
import { DEMO_GROEP } from "~/demo/groep";
import { aanDeSlagVoor } from "~/domains/instellingen/beheer.server";
import { berichtenVanTak } from "~/domains/meldingen/archief.server";
import { meldingOuders } from "~/domains/meldingen/beheer.server";
import { now as clockNow } from "~/lib/clock.server";
import { formatDateTime } from "~/lib/dates";
import { defineSection } from "~/admin/part.server";

/**
 * 'Deze week' (issue 51), the panel's first view: per age tak the account leads (every one for the Beheerder, or the
 * one of ?tak=), its activities of the coming seven days with their absences, and what its parents were sent this
 * last week. Cancelling posts the intents of 'Activiteiten'; editing and duplicating are its forms.
 */
export const weekSectie = defineSection({
  async load({ url, actor }) {
    const now = clockNow();
    const beheerder = actor.rol === "beheerder";
    const [alleTakken, activiteiten, magBeheren, meldingen, aanDeSlag] = await Promise.all([
      leeftijdsTakken(),
      listActiviteiten({ komendOp: now, tot: now + KOMENDE_WEEK_MS }),
      beheerbareActiviteit(actor),
      meldingOuders(),
      // The first page of the panel carries the Beheerder's checklist 'Aan de slag' until it is done or hidden.
      // The first page of the panel carries the Beheerder's checklist 'Aan de slag' until it is done or hidden.
      aanDeSlagVoor(actor.rol, DEMO_GROEP),
    ]);
    const eigen = alleTakken.filter((t) => beheerder || actor.takken.includes(t.id));
    const gekozen = url.searchParams.get("tak") ?? "";
    const getoond = beheerder && eigen.some((t) => t.slug === gekozen) ? eigen.filter((t) => t.slug === gekozen) : eigen;
    const [afmeldingen, inschrijvingen] = await Promise.all([afmeldingenVoor(actor, activiteiten.map((a) => a.id)), inschrijvingenVoor(actor, activiteiten)]);
    const rijen = activiteiten.map((a) => ({ ...a, komend: isKomend(a, now), magBeheren: magBeheren(a) }));
    const takken = await Promise.all(
      getoond.map(async (t) => {
        const berichten = (await berichtenVanTak(t.id, now)).filter((b) => b.verstuurdOp >= now - KOMENDE_WEEK_MS);
        return {
          slug: t.slug,
          name: t.name,
          color: t.color,
          activiteiten: rijen
            .filter((a) => isVoorTak(a, t.slug))
            .map((a) => {
              // A whole group's activity: this tak's absences under this tak.
              const van = afmeldingen.get(a.id);
              const lijst = (van?.lijst ?? []).filter((r) => r.tak === t.name);
              // Its sign-ups: the count and places over the whole activity, the names of this tak's children.
              const ingeschreven = inschrijvingen.get(a.id);
              const inschrijving = ingeschreven ? { ...ingeschreven, lijst: ingeschreven.lijst.filter((r) => r.tak === t.name) } : null;
              return { ...a, afmeldingen: { aantal: lijst.length, lijst }, inschrijvingen: inschrijving, kandidaten: vervangingKeuze(a, rijen, (o) => o.komend && o.magBeheren) };
            }),
          berichten: berichten.map((b) => ({ id: b.id, titel: b.titel, wanneer: formatDateTime(b.verstuurdOp) })),
        };
      }),
    );
    return {
      takken,
      /** The Beheerder's choice of one tak (null for a Takleiding, who sees their own). */
      takKeuze: beheerder ? { gekozen: getoond.length === 1 && eigen.length > 1 ? gekozen : "", opties: eigen.map(({ slug, name }) => ({ slug, name })) } : null,
      meldingen,
      aanDeSlag,
    };
  },
  actions: {},
});
