import { z } from "~/lib/zod";
import { blank } from "~/lib/schema-fields";
import { MELDING_EMAIL_ONGELDIG, KIES_TAK } from "./teksten";

// One schema per input: the sign-up form (`email`, repeated `takken`), the manage page's takken, and the push API's
// body (`{subscription: {endpoint, keys: {p256dh, auth}}, takken}`).

export const ONBEKENDE_TAK = "Kies een tak uit de lijst.";

/** One or more tak slugs (checkboxes send one value per box). */
export const takkenKeuze = z.preprocess(
  (value) => (blank(value) ? [] : typeof value === "string" ? [value] : value),
  z.array(z.string({ error: KIES_TAK }).trim().toLowerCase().max(40), { error: KIES_TAK }).min(1, KIES_TAK).max(10, KIES_TAK).transform((list) => [...new Set(list)]),
);

/** A checkbox: sent ("1", "on") is ticked, absent is not; the JSON API may send a boolean. */
const vinkje = z.preprocess((value) => value === true || value === "1" || value === "on" || value === "true", z.boolean());

export const inschrijvingInput = z.object({
  email: z
    .string({ error: MELDING_EMAIL_ONGELDIG })
    .trim()
    .toLowerCase()
    .min(1, { error: MELDING_EMAIL_ONGELDIG })
    .max(254, { error: MELDING_EMAIL_ONGELDIG })
    .pipe(z.email({ error: MELDING_EMAIL_ONGELDIG })),
  takken: takkenKeuze,
  /** 'Herinnering de avond voordien' (ticked by default in the form). */
  herinnering: vinkje,
});
export type InschrijvingInput = z.output<typeof inschrijvingInput>;

/** The manage page: the takken and the evening reminder. */
export const takkenInput = z.object({ takken: takkenKeuze, herinnering: vinkje });

/** base64url of a given number of bytes (the browser's keys). */
const base64url = (bytes: number, label: string) =>
  z
    .string({ error: `${label} ontbreekt` })
    .trim()
    .regex(/^[A-Za-z0-9_-]+=*$/, `${label} is geen base64url`)
    .refine((value) => Buffer.from(value, "base64url").length === bytes, `${label} moet ${bytes} bytes tellen`);

export const pushInput = z.object({
  subscription: z.object(
    {
      endpoint: z.string({ error: "Het endpoint ontbreekt" }).trim().min(1, "Het endpoint ontbreekt").max(1000, "Het endpoint is te lang"),
      keys: z.object({ p256dh: base64url(65, "p256dh"), auth: base64url(16, "auth") }, { error: "De sleutels ontbreken" }),
    },
    { error: "De inschrijving ontbreekt" },
  ),
  takken: takkenKeuze,
  /** The evening reminder on this device; on unless the block's box was unticked. */
  herinnering: z.boolean({ error: "herinnering is true of false" }).optional().default(true),
});
export type PushInput = z.output<typeof pushInput>;

export const pushEinde = z.object({ endpoint: z.string({ error: "Het endpoint ontbreekt" }).trim().min(1, "Het endpoint ontbreekt").max(1000) });
