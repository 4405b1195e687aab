import { z } from "~/lib/zod";

/** The address asked for, in the admin's form and the API's `?email=`: one schema for both. */
export const gegevensInput = z.object({
  email: z
    .string({ error: "Vul een e-mailadres in." })
    .trim()
    .min(1, { error: "Vul een e-mailadres in." })
    .max(254, { error: "Een e-mailadres is hoogstens 254 tekens lang." })
    .pipe(z.email({ error: "Dit is geen geldig e-mailadres." })),
});

export type GegevensInput = z.infer<typeof gegevensInput>;
