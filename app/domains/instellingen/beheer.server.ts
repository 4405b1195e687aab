// The admin section 'Instellingen' (Beheerder only): what its page loads and what its forms post. The route
// (routes/admin.tsx) only hands requests over; the rules are the domain's (mutations.server.ts, validation.ts).
import { InputError } from "~/lib/errors";
import { fileField, type Body } from "~/lib/request-body.server";
import { parseBody } from "~/lib/admin-form.server";
import { listTakken } from "~/domains/takken/takken.server";
import { isPublicTak, ROL } from "~/domains/takken/rules";
import { takInhoud, takkenHebbenInhoud, type TakInhoud } from "~/domains/takken/inhoud.server";
import { createTak, kiesStartset, verschuifTak } from "~/domains/takken/mutations.server";
import { START_SETS } from "~/domains/takken/startsets";
import { startsetInput, takInput } from "~/domains/takken/validation";
import { readMeta } from "~/db/meta.server";
import { TAKKEN_GEKOZEN } from "~/domains/takken/takken.server";
import { instellingenDeel } from "./delen";
import { aanDeSlag } from "./aan-de-slag.server";
import { getInstellingen } from "./instellingen.server";
import { herstelLogo, verbergAanDeSlag, wijzigInstellingen, wijzigLogo, wijzigTeksten } from "./mutations.server";
import { logoBestanden } from "./site";
import type { Groep } from "./rules";
import { instellingenInput, logoInput, tekstenFormulierInput } from "./validation";
import { now as clockNow } from "~/lib/clock.server";

export async function laadInstellingenSectie(url: URL) {
  const deel = instellingenDeel(url.searchParams.get("deel"));
  const [instellingen, takken, beheer] = await Promise.all([getInstellingen(), listTakken(), deel === "takken" ? takkenBeheer() : null]);
  return {
    sectie: "instellingen" as const,
    deel,
    groep: instellingen.groep,
    kleur: instellingen.kleur,
    logo: { url: logoBestanden(instellingen.logo).header, eigen: instellingen.logo !== null },
    teksten: instellingen.teksten,
    momenten: instellingen.momenten,
    takken: takken.filter(isPublicTak).map((t) => ({
      id: t.id,
      name: t.name,
      slug: t.slug,
      logo: t.logo,
      color: t.color,
      soort: t.soort,
      leeftijd: t.leeftijd,
      email: t.email,
      nagekeken: t.tekstenBijgewerktOp !== null,
      inhoud: beheer?.inhoud.get(t.id) ?? null,
    })),
    gestopt: takken.filter((t) => t.soort !== ROL && t.gestoptOp !== null).map((t) => ({ id: t.id, name: t.name, slug: t.slug, gestoptOp: t.gestoptOp! })),
    startset: beheer && { mogelijk: beheer.mogelijk, gekozen: beheer.gekozen ?? null, sets: START_SETS },
  };
}

/** 'Takken': what hangs on each tak (what stopping it does), and whether the group may still start from a set. */
async function takkenBeheer(): Promise<{ inhoud: Map<number, TakInhoud>; mogelijk: boolean; gekozen: string | undefined }> {
  const [inhoud, heeftInhoud, gekozen] = await Promise.all([takInhoud(clockNow()), takkenHebbenInhoud(), readMeta(TAKKEN_GEKOZEN)]);
  return { inhoud, mogelijk: !heeftInhoud, gekozen };
}

/** 'Aan de slag' for the Beheerder (null for a Takleiding, or once done or hidden); `voorbeeld`: see ontbrekendeGegevens. */
export async function aanDeSlagVoor(rol: string, voorbeeld?: Groep) {
  return rol === "beheerder" ? aanDeSlag(voorbeeld) : null;
}

/** The success message (a key of components/admin/messages.ts) of each of the section's forms. */
const MELDINGEN = {
  "instellingen-groep": "instellingen-opgeslagen",
  "instellingen-kleur": "kleur-opgeslagen",
  "instellingen-teksten": "teksten-opgeslagen",
  "instellingen-logo": "logo-opgeslagen",
  "instellingen-logo-herstellen": "logo-hersteld",
  "instellingen-aan-de-slag-verbergen": "aan-de-slag-verborgen",
  "takken-woord": "takken-woord-opgeslagen",
  "takken-startset": "takken-startset-gekozen",
  "tak-nieuw": "tak-aangemaakt",
  "tak-verschuiven": "tak-verschoven",
} as const;

export type InstellingenIntent = keyof typeof MELDINGEN;

/** Every form of the section, by its `intent`. */
export const INSTELLINGEN_INTENTS = Object.keys(MELDINGEN) as InstellingenIntent[];

export function instellingenMelding(intent: InstellingenIntent): string {
  return MELDINGEN[intent];
}

/** The form's fields without the form's own (intent, the part), as the schemas expect them. */
function velden(body: Body): Body {
  const { intent: _intent, deel: _deel, ...rest } = body;
  return rest;
}

/** What was typed, to put back in the form after a refusal. */
export function getypteWaarden(body: Body): Record<string, string> {
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** Runs one of the section's forms; a refusal throws an InputError naming the fields (dotted, as the form names them). */
export async function instellingenActie(intent: InstellingenIntent, body: Body): Promise<void> {
  switch (intent) {
    case "instellingen-groep":
    case "instellingen-kleur":
      return wijzigInstellingen(parseBody(velden(body), instellingenInput(clockNow()), { dotted: true }));
    case "instellingen-teksten": {
      // One form: the texts and the timeline's rows ('momenten.2.jaar'), every refusal of both at once.
      const { momenten, ...teksten } = parseBody(velden(body), tekstenFormulierInput(clockNow()), { dotted: true });
      return wijzigTeksten(teksten, momenten);
    }
    case "instellingen-logo": {
      const logo = await fileField(body, "logo");
      parseBody({}, logoInput, { with: { logo: logo !== undefined } });
      // The schema refused a post without a file.
      return wijzigLogo(logo!);
    }
    case "instellingen-logo-herstellen":
      return herstelLogo();
    case "instellingen-aan-de-slag-verbergen":
      return verbergAanDeSlag();
    case "takken-woord":
      return wijzigInstellingen(parseBody({ takWoord: body.takWoord }, instellingenInput(clockNow()), { dotted: true }));
    case "takken-startset":
      await kiesStartset(parseBody({ set: body.set, namen: body.namen }, startsetInput));
      return;
    case "tak-nieuw":
      await createTak(parseBody({ name: body.name, soort: body.soort, leeftijd: body.leeftijd, email: body.email, color: body.color }, takInput));
      return;
    case "tak-verschuiven": {
      const id = Number(body.id);
      if (!Number.isInteger(id) || (body.richting !== "hoger" && body.richting !== "lager")) throw new InputError("Ongeldige vraag.", 400);
      return verschuifTak(id, body.richting);
    }
  }
}
