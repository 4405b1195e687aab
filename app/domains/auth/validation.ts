import { z } from "~/lib/zod";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "~/lib/text";
import { ROLLEN } from "./schema";

// One schema per input, used by the admin forms and by the JSON API alike.

const email = z
  .string({ error: "E-mailadres is verplicht" })
  .trim()
  .toLowerCase()
  .max(254, "E-mailadres is te lang")
  .pipe(z.email({ error: "Vul een geldig e-mailadres in" }));

/** The login: an e-mail address for a personal account, none for the owner 'Beheerder'. */
export const loginInput = z.object({
  email: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), email.optional()),
  password: z.string({ error: "Het wachtwoord ontbreekt." }).min(1, "Het wachtwoord ontbreekt.").max(1024, "Het wachtwoord is te lang."),
});

const takIds = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.coerce.number().int().positive()).max(20),
);

export const TAK_NODIG = "Kies minstens één tak voor takleiding";

const accountVelden = {
  naam: z.string({ error: "Naam is verplicht" }).trim().min(1, "Naam is verplicht").max(100, "Naam is te lang").refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
  rol: z.enum(ROLLEN, { error: "Kies een rol" }),
  takken: takIds,
  leidingId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number().int().positive().optional()),
};

/** 'Nieuw Account': who, which role, which takken (a Takleiding needs at least one), and optionally their leader. */
export const accountInput = z
  .object({ ...accountVelden, email })
  .refine((a) => a.rol !== "takleiding" || a.takken.length > 0, { path: ["takken"], error: TAK_NODIG });
export type AccountInput = z.infer<typeof accountInput>;

/**
 * 'Account bewerken': the role, takken, name and leader of an account after its invitation (September: a leader moves
 * to another tak, or takes over as Beheerder). A Takleiding sends only the takken; the rest stays as it is.
 */
export const accountWijzigingInput = z
  .object({ ...accountVelden, naam: accountVelden.naam.optional(), rol: accountVelden.rol.optional() })
  .refine((a) => a.rol !== "takleiding" || a.takken.length > 0, { path: ["takken"], error: TAK_NODIG });
export type AccountWijzigingInput = z.infer<typeof accountWijzigingInput>;

/** Setting a password through an invitation or reset link: typed twice. */
export const newPasswordInput = z.object({
  wachtwoord: z.string({ error: "Nieuw wachtwoord is verplicht" }),
  herhaal: z.string({ error: "Herhaal het wachtwoord" }),
});

/** My account: the current password and a new one. */
export const changePasswordInput = z.object({
  huidig: z.string({ error: "Huidig wachtwoord is verplicht" }).min(1, "Huidig wachtwoord is verplicht").max(1024),
  wachtwoord: z.string({ error: "Nieuw wachtwoord is verplicht" }),
});

export const resetRequestInput = z.object({ email });

const yes = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

/** My account, for an account linked to a leader: their own name, phone and the two public choices. */
export const profielInput = z.object({
  name: z.string({ error: "Naam is verplicht" }).trim().min(1, "Naam is verplicht").max(100, "Naam is te lang").refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
  tel: z.string({ error: "Telefoon is verplicht" }).trim().min(1, "Telefoon is verplicht").max(40, "Telefoon is te lang").refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
  toonFoto: yes,
  toonTelefoon: yes,
});
export type ProfielInput = z.infer<typeof profielInput>;
