import { count, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { readMeta } from "~/db/meta.server";
import { activiteit } from "~/domains/activiteiten/schema";
import { account } from "~/domains/auth/schema";
import { isPublicTak, woorden } from "~/domains/takken/rules";
import { TAKKEN_GEKOZEN } from "~/domains/takken/takken.server";
import { boekje, tak } from "~/domains/takken/schema";
import { STANDAARD_NAAM } from "./defaults";
import { getInstellingen } from "./instellingen.server";
import { AAN_DE_SLAG_VERBORGEN } from "./mutations.server";
import type { Groep } from "./rules";

export interface Stap {
  id: "groep" | "logo" | "takken-kiezen" | "takken" | "leiding" | "activiteit" | "boekje";
  titel: string;
  uitleg: string;
  link: string;
  klaar: boolean;
}

/**
 * What the group has not filled in yet (empty, or still the example group's: the demo's, which the caller names), in
 * the words of the checklist.
 */
export function ontbrekendeGegevens(groep: Groep, voorbeeld: Groep | undefined): string[] {
  const leeg = (waarde: unknown, demo: unknown) => !waarde || (voorbeeld !== undefined && JSON.stringify(waarde) === JSON.stringify(demo));
  return [
    (groep.naam === STANDAARD_NAAM || groep.naam === voorbeeld?.naam) && "naam",
    leeg(groep.email, voorbeeld?.email) && "e-mailadres",
    (leeg(groep.adres.straat, voorbeeld?.adres.straat) || leeg(groep.adres.gemeente, voorbeeld?.adres.gemeente)) && "adres",
    leeg(groep.bijeenkomst, voorbeeld?.bijeenkomst) && "bijeenkomst",
    leeg(groep.opgericht, voorbeeld?.opgericht) && "jaar van oprichting",
    leeg(groep.kaart, voorbeeld?.kaart) && "plaats op de kaart",
  ].filter((x): x is string => Boolean(x));
}

/**
 * 'Aan de slag': the first evening of a new group, step by step. Each step ticks by itself once its data exists; the
 * list is gone when every step is done or the Beheerder hid it (null then).
 */
export async function aanDeSlag(voorbeeld?: Groep): Promise<{ stappen: Stap[]; klaar: number } | null> {
  if ((await readMeta(AAN_DE_SLAG_VERBORGEN)) !== undefined) return null;
  const db = getDb();
  const [{ groep, logo }, takken, gekozen, [accounts], [activiteiten], [boekjes]] = await Promise.all([
    getInstellingen(),
    db.select({ soort: tak.soort, gestoptOp: tak.gestoptOp, nagekeken: tak.tekstenBijgewerktOp }).from(tak),
    readMeta(TAKKEN_GEKOZEN),
    db.select({ n: count() }).from(account).where(eq(account.eigenaar, false)),
    db.select({ n: count() }).from(activiteit).where(eq(activiteit.demo, false)),
    db.select({ n: count() }).from(boekje).where(eq(boekje.demo, false)),
  ]);
  const publiek = takken.filter(isPublicTak);
  const nagekeken = publiek.filter((t) => t.nagekeken !== null).length;
  const ontbreekt = ontbrekendeGegevens(groep, voorbeeld);
  const w = woorden(groep.takWoord);
  const stappen: Stap[] = [
    {
      id: "takken-kiezen",
      titel: `Kies de ${w.takken} van je groep`,
      uitleg: "Begin met die van je beweging (Scouts en Gidsen Vlaanderen, Chiro, KSA, FOS Open Scouting) of leeg.",
      link: "/admin?sectie=instellingen&deel=takken#startset",
      // A group that had takken before it could choose (the demo's, an older installation's) chose them already.
      klaar: gekozen !== undefined || publiek.length > 0,
    },
    {
      id: "groep",
      titel: "Vul de gegevens van je groep in",
      uitleg: ontbreekt.length ? `Nog in te vullen: ${ontbreekt.join(", ")}.` : "Naam, adres, e-mailadres, bijeenkomst en kaart.",
      link: "/admin?sectie=instellingen&deel=groep",
      klaar: ontbreekt.length === 0,
    },
    { id: "logo", titel: "Laad je eigen logo op", uitleg: "Het logo komt in de kop, als icoon en op de deelafbeeldingen.", link: "/admin?sectie=instellingen&deel=logo", klaar: logo !== null },
    {
      id: "takken",
      titel: `Kijk de teksten van de ${w.takken} na`,
      uitleg: `${nagekeken} van de ${publiek.length} ${w.takken} nagekeken.`,
      link: "/admin?sectie=instellingen&deel=takken",
      klaar: publiek.length > 0 && nagekeken === publiek.length,
    },
    { id: "leiding", titel: "Nodig de eerste leiding uit", uitleg: "Elke leider krijgt een eigen account.", link: "/admin/account/add", klaar: (accounts?.n ?? 0) > 0 },
    { id: "activiteit", titel: "Zet een eerste activiteit in de kalender", uitleg: "Of een hele reeks vergaderingen in één keer.", link: "/admin/activiteit/add", klaar: (activiteiten?.n ?? 0) > 0 },
    { id: "boekje", titel: "Laad een eerste boekje op", uitleg: `Het maandelijkse boekje van een ${w.tak}, als PDF.`, link: "/admin?sectie=boekjes", klaar: (boekjes?.n ?? 0) > 0 },
  ];
  const klaar = stappen.filter((s) => s.klaar).length;
  return klaar === stappen.length ? null : { stappen, klaar };
}
