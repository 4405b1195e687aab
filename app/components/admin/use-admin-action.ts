import { useState } from "react";
import { useFetcher } from "react-router";
import { sentFields, type Sent } from "./AdminOutcome";
import type { FormReply } from "~/lib/forms";
import type { Onderweg } from "./client-action";

/** An invitation link that could not be mailed (no SMTP), for whom it is. */
export type UitnodigingsLink = { url: string; accountId: number; naam: string; email: string };

/**
 * What the admin panel's action answers: a success message key, or a Dutch error and, for a form whose fields were
 * refused, its reply (each field's message and what was typed, as a page form's: lib/forms.ts).
 */
export type AdminActionResult =
  | { ok: true; melding: string; link?: UitnodigingsLink | null }
  | { ok: false; error: string; reply?: FormReply; onderweg?: Onderweg };

/**
 * All list changes of the panel share one fetcher, so the panel can show the outcome of the latest one
 * (success message or error banner), next to the control that sent it (AdminOutcome.tsx).
 */
export function useAdminAction() {
  return useFetcher<AdminActionResult>({ key: "admin-actie" });
}

/** True while the shared fetcher is submitting a change with this intent and id. */
export function isPending(fetcher: ReturnType<typeof useAdminAction>, intent: string, id: string | number): boolean {
  return fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent && fetcher.formData?.get("id") === String(id);
}

/** The text fields of the shared fetcher's latest submission, kept after it is done: which control sent it. */
export function useLatestSubmission(fetcher: ReturnType<typeof useAdminAction>): Sent | null {
  const [latest, setLatest] = useState<{ formData: FormData; sent: Sent | null } | null>(null);
  const { formData } = fetcher;
  // Remembered while rendering (formData is gone once the change is done), the way React suggests for derived state.
  if (formData && formData !== latest?.formData) setLatest({ formData, sent: sentFields(formData) });
  return latest?.sent ?? null;
}
