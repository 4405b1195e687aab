import { z } from "~/lib/zod";
import { requiredEmail, requiredText, yesNo } from "~/lib/schema-fields";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "~/lib/text";
import { leesMoment } from "~/lib/dates";
import { isGeldigeIdnSlug, isGereserveerd, SLUG_PATROON } from "./rules";

// One schema per input of the hoster's API, its console and the front door's request form.

export const SLUG_ONGELDIG = "Een adres is 3 tot 40 tekens: kleine letters, cijfers en koppeltekens (niet aan het begin of einde).";
export const SLUG_GERESERVEERD = "Dit adres is voorbehouden. Kies een ander.";
export const SLUG_IDN_ONGELDIG = "Een adres met -- op de derde en vierde plaats kan enkel een geldige internationale naam in Latijnse letters zijn (xn--…). Kies een ander.";

/** The address of a group that exists (to suspend, export, delete, ...): a group made before a name was reserved too. */
export const groepSlug = z.string({ error: "Het adres is verplicht." }).trim().toLowerCase().regex(SLUG_PATROON, SLUG_ONGELDIG);

/** The address of a new group. */
export const slug = groepSlug
  .refine(isGeldigeIdnSlug, SLUG_IDN_ONGELDIG)
  .refine((value) => !isGereserveerd(value), SLUG_GERESERVEERD);

const naam = requiredText("Naam van de groep", 100);
const email = requiredEmail("E-mailadres").transform((value) => value.toLowerCase());

export const DOMEIN_ONGELDIG = "Een domein is een naam als www.sintpieter.be (zonder https:// of /).";

const domein = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, DOMEIN_ONGELDIG)
  .regex(/^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, DOMEIN_ONGELDIG);

const domeinen = z.array(domein, { error: "domeinen is een lijst van domeinen." }).max(10, "Hoogstens 10 domeinen per groep.");


/** POST /api/hosting/groepen (and 'Groep aanmaken' in the console). */
export const nieuweGroepInput = z.object({
  slug,
  naam,
  email,
  domeinen: domeinen.default([]),
  demo: yesNo.default(false),
});
export type NieuweGroepInput = z.infer<typeof nieuweGroepInput>;

/** PATCH /api/hosting/groepen/{slug}. */
export const groepWijzigingInput = z
  .object({ geschorst: yesNo.optional(), domeinen: domeinen.optional() })
  .refine((v) => v.geschorst !== undefined || v.domeinen !== undefined, { error: "Stuur geschorst en/of domeinen." });
export type GroepWijzigingInput = z.infer<typeof groepWijzigingInput>;

/** POST /api/hosting/groepen/{slug}/beheerder. */
export const beheerderInput = z.object({ email });

// The console's forms for one group name it in a hidden field `slug`, after the fields the hoster fills in (a refusal
// names those first).

/** 'Schorsen', 'Weer openen', 'Herstellen' in the console. */
export const groepActieInput = z.object({ slug: groepSlug });

/** 'Domeinen bewaren' in the console: the list as the route reads it from the one text field. */
export const domeinenActieInput = z.object({ domeinen: domeinen.default([]), slug: groepSlug });

/** 'Uitnodigen' in the console. */
export const beheerderActieInput = beheerderInput.extend({ slug: groepSlug });

export const VERWIJDEREN_NIET_ZEKER = "Vink aan dat je de groep echt wil verwijderen.";

/** 'Verwijderen' in the console: only with its box ticked. */
export const verwijderActieInput = z.object({ zeker: z.literal("on", { error: VERWIJDEREN_NIET_ZEKER }), slug: groepSlug });

/** 'Een site aanvragen' on the front door. */
export const aanvraagInput = z.object({
  naam,
  slug,
  email,
  over: z
    .string()
    .trim()
    .max(1000, "Vertel het in hoogstens 1000 tekens.")
    .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE)
    .default(""),
});
export type AanvraagInput = z.infer<typeof aanvraagInput>;

/** The console's login. */
export const hostingLoginInput = z.object({
  wachtwoord: z.string({ error: "Het wachtwoord ontbreekt." }).min(1, "Het wachtwoord ontbreekt.").max(1024, "Het wachtwoord is te lang."),
});

export const MOMENT_ONGELDIG = "Geef een moment: een datum en uur (2026-11-29 16:00, Belgische tijd) of laatste.";

/** Back to a moment (ADR 0042): `{ moment }`, as `leesMoment` reads it, in ms (Infinity: the newest copy). */
export const terugzetInput = z.object({
  moment: z.string({ error: MOMENT_ONGELDIG }).transform((value, ctx) => {
    const moment = leesMoment(value);
    if (moment === null) {
      ctx.addIssue({ code: "custom", message: MOMENT_ONGELDIG });
      return z.NEVER;
    }
    return moment;
  }),
});

/** 'Terugzetten' in the console. */
export const terugzetActieInput = terugzetInput.extend({ slug: groepSlug });

export const DOEL_ONGELDIG = "Geef het adres van de andere installatie, zoals de server ze bereikt: http://10.0.0.2:3000.";

/** A move (ADR 0050): the installation the group goes to, as this server reaches it, and its HOSTING_TOKEN when it differs. */
export const verhuisInput = z.object({
  doel: z
    .string({ error: DOEL_ONGELDIG })
    .trim()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), DOEL_ONGELDIG)
    .transform((value) => new URL(value).origin),
  token: z.string().min(1).max(500).optional(),
});

/** What the installation a group moves to is told (ADR 0050): the ownership record's generation, and the group's row. */
export const ontvangInput = z.object({
  generatie: z.number().int().positive(),
  van: z.string().min(1).max(40),
  naam: z.string().max(100),
  domeinen,
  geschorst: z.boolean(),
  aangemaakt: z.number().int().nonnegative(),
  /** The moment of the source's last copy (ms): the target restores this one or a newer. */
  kopie: z.number().int().nonnegative(),
});
export type OntvangInput = z.infer<typeof ontvangInput>;
