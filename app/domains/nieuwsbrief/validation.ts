import { z } from "~/lib/zod";

export const NIEUWSBRIEF_THANKS = "Bedankt voor je inschrijving!";
export const NIEUWSBRIEF_INVALID = "Vul een geldig e-mailadres in.";
export const NIEUWSBRIEF_TOO_MANY = "Te veel inschrijvingen na elkaar. Probeer het over enkele minuten opnieuw.";

/** The sign-up's e-mail, trimmed and lowercased so the same address is one subscriber. */
export const nieuwsbriefSchema = z.object({
  email: z
    .string({ error: NIEUWSBRIEF_INVALID })
    .trim()
    .toLowerCase()
    .min(1, { error: NIEUWSBRIEF_INVALID })
    .max(254, { error: NIEUWSBRIEF_INVALID })
    .pipe(z.email({ error: NIEUWSBRIEF_INVALID })),
});

export type NieuwsbriefInput = z.output<typeof nieuwsbriefSchema>;
export const NIEUWSBRIEF_ERROR = "Er is iets misgegaan. Probeer het later opnieuw.";

/** Outcome of a sign-up; also the `?nieuwsbrief=` flag after a sign-up without JavaScript. */
export type NieuwsbriefOutcome = "ok" | "ongeldig" | "te-veel" | "fout";

export const NIEUWSBRIEF_MESSAGES: Record<NieuwsbriefOutcome, string> = {
  ok: NIEUWSBRIEF_THANKS,
  ongeldig: NIEUWSBRIEF_INVALID,
  "te-veel": NIEUWSBRIEF_TOO_MANY,
  fout: NIEUWSBRIEF_ERROR,
};

export function isNieuwsbriefOutcome(value: string | null | undefined): value is NieuwsbriefOutcome {
  return value != null && Object.hasOwn(NIEUWSBRIEF_MESSAGES, value);
}

/** The query flag carrying the outcome back to the page, and the footer anchor it scrolls to. */
export const NIEUWSBRIEF_FLAG = "nieuwsbrief";
export const NIEUWSBRIEF_ANCHOR = "nieuwsbrief";

/** The path to go back to after a sign-up: a same-site path only (never another host), without an old flag. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  let url: URL;
  try {
    url = new URL(value, "http://same.site");
  } catch {
    return "/";
  }
  if (url.origin !== "http://same.site") return "/";
  url.searchParams.delete(NIEUWSBRIEF_FLAG);
  return url.pathname + url.search;
}

/** The return path with the outcome flag and the footer anchor. */
export function returnPathWithOutcome(path: string, outcome: NieuwsbriefOutcome): string {
  const url = new URL(safeReturnPath(path), "http://same.site");
  url.searchParams.set(NIEUWSBRIEF_FLAG, outcome);
  return `${url.pathname}${url.search}#${NIEUWSBRIEF_ANCHOR}`;
}
