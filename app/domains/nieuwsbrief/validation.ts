import { z } from "~/lib/zod";
import { NIEUWSBRIEF_INVALID } from "./outcome";

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
