import { z } from "~/lib/zod";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "~/lib/text";
import { blank, requiredInstant } from "~/lib/schema-fields";

export const MEDEDELING_MAX = 280;


/** A link from the announcement: a page of this site ("/kalender") or an http(s) address. */
function isLink(value: string): boolean {
  if (/^\/(?![/\\])\S*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** The announcement's input; its end must lie after `now` (the server's clock). */
export const mededelingInput = (now: number) =>
  z
  .object({
    tekst: z
      .string({ error: "Tekst is verplicht" })
      .trim()
      .min(1, "Tekst is verplicht")
      .max(MEDEDELING_MAX, `De mededeling mag maximaal ${MEDEDELING_MAX} tekens lang zijn`)
      .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
    link: z.preprocess(
      (value) => (blank(value) ? null : value),
      z.string().trim().max(2000, "De link is te lang").refine(isLink, "Geef een adres dat begint met https:// of met /").nullable(),
    ),
    zichtbaarTot: requiredInstant("Kies tot wanneer de mededeling zichtbaar is"),
  })
  .superRefine((value, ctx) => {
    if (value.zichtbaarTot <= now) ctx.addIssue({ code: "custom", path: ["zichtbaarTot"], message: "Dit moment ligt al voorbij" });
  });
export type MededelingInput = z.output<ReturnType<typeof mededelingInput>>;
