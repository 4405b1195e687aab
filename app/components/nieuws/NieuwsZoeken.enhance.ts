// The news search while typing (NieuwsZoeken.tsx): a moment after the last key, the search form is sent as if Enter
// was pressed; app/enhance/in-place.ts puts the answer's list in place and the search in the address. The clear
// button shows while there is something to clear, and 'Vernieuwen' keeps the search.

const PAUSE_MS = 250;

/** The news page's 'Vernieuwen' form (routes/home.tsx), whose address keeps the search. */
export const NIEUWS_VERNIEUWEN_ID = "nieuws-vernieuwen";

export function nieuwsZoeken(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const field = form.querySelector<HTMLInputElement>('input[name="q"]');
  const clear = form.querySelector<HTMLButtonElement>("button[form]");
  if (!field) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  field.addEventListener("input", () => {
    if (clear) clear.hidden = field.value === "";
    const refresh = document.getElementById(NIEUWS_VERNIEUWEN_ID);
    if (refresh instanceof HTMLFormElement) {
      const action = new URL(refresh.action);
      if (field.value) action.searchParams.set("q", field.value);
      else action.searchParams.delete("q");
      refresh.action = action.pathname + action.search;
    }
    clearTimeout(timer);
    timer = setTimeout(() => form.requestSubmit(), PAUSE_MS);
  });
  // Text typed before this script ran.
  if (field.value !== (new URLSearchParams(window.location.search).get("q") ?? "")) field.dispatchEvent(new Event("input"));
}
