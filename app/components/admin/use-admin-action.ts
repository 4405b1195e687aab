import { useFetcher } from "react-router";

/** What the admin panel's action answers: a success message key or a Dutch error. */
export type AdminActionResult =
  | { ok: true; melding: string; link?: string | null }
  | { ok: false; error: string; fields?: Record<string, string>; values?: Record<string, string> };

/**
 * All list changes of the panel share one fetcher, so the panel can show the outcome of the latest one
 * (success message or error banner) in one place.
 */
export function useAdminAction() {
  return useFetcher<AdminActionResult>({ key: "admin-actie" });
}

/** True while the shared fetcher is submitting a change with this intent and id. */
export function isPending(fetcher: ReturnType<typeof useAdminAction>, intent: string, id: string | number): boolean {
  return fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent && fetcher.formData?.get("id") === String(id);
}
