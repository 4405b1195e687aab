// Forms and links that answer in place (decision 0027). A form or link marked `data-vervang="<id> ..."` is sent with
// fetch, as the browser would send it; the elements with those ids are taken from the page the server answers (the
// page the browser would have opened without this script) and put in place of the page's own. The server renders
// every outcome; this file only shows the busy state and, when no answer comes, the markup's own message for that.
//
// The markup says:
// - `data-vervang`: the ids of the regions to take from the answer;
// - `aria-busy="true"` is set on the form (or link) and on the regions while the answer is on its way: CSS then shows
//   `.als-bezig` instead of `.als-klaar` (app.css);
// - `[data-network-error="<message>"]` inside the form: shown with that message when no usable answer came (the
//   connection failed); the message is not in the page's text until then;
// - a GET answered in place puts its address in the address bar, as the link or form would have;
// - `[data-focus]` inside a new region: focused once it is in place; else `data-focus-after` of the form, a selector;
// - `data-behoud` on a form in a new region (an answer that refused what was sent): what the visitor typed and ticked
//   is put back in it, as the browser keeps it in a form that was not sent.

type Enhance = (root: ParentNode) => void;

export function startInPlace(enhance: Enhance): void {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    if (!form.dataset.vervang) return loadsPage(form, event);
    event.preventDefault();
    const method = (form.getAttribute("method") ?? "get").toUpperCase();
    const fields = new FormData(form, event.submitter);
    const url = new URL(form.action);
    const init: RequestInit = { method };
    if (method === "GET") url.search = new URLSearchParams(fields as unknown as Record<string, string>).toString();
    else init.body = form.enctype === "multipart/form-data" ? fields : new URLSearchParams(fields as unknown as Record<string, string>);
    void replaceFrom(form, url.href, init, enhance, fields);
  });
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[data-vervang]");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void replaceFrom(link, link.href, { method: "GET" }, enhance);
  });
}

/**
 * A form whose answer is a page (the confirmation and management links): busy until that page comes, and a second
 * press meanwhile sends nothing more. Back to it from the back-forward cache, it is ready again.
 */
function loadsPage(form: HTMLFormElement, event: SubmitEvent): void {
  if (form.getAttribute("aria-busy") === "true") return event.preventDefault();
  // After the browser has read the form: the pressed button's name and value still go with it.
  setTimeout(() => form.setAttribute("aria-busy", "true"));
  window.addEventListener("pageshow", () => form.removeAttribute("aria-busy"), { once: true });
}

/** The request each form or link has on its way. */
const running = new WeakMap<HTMLElement, AbortController>();

/**
 * Sends what `source` asks and puts the answer's regions in place; false when no usable answer came. While a post is
 * on its way, pressing again sends nothing more; a newer GET (a search typed further) replaces the one on its way.
 */
export async function replaceFrom(source: HTMLElement, url: string, init: RequestInit, enhance: Enhance, sent?: FormData): Promise<boolean> {
  const get = (init.method ?? "GET").toUpperCase() === "GET";
  const previous = running.get(source);
  if (previous && !get) return false;
  previous?.abort();
  const request = new AbortController();
  running.set(source, request);
  const ids = (source.dataset.vervang ?? "").split(/\s+/).filter(Boolean);
  const busy = [source, ...ids.map((id) => document.getElementById(id))].filter((element): element is HTMLElement => element !== null);
  // A post's buttons wait for its answer; a search can be typed on (and cleared) meanwhile.
  const buttons = !get && source instanceof HTMLFormElement ? [...source.querySelectorAll<HTMLButtonElement>("button:not([disabled])")] : [];
  const setBusy = (on: boolean) => {
    for (const element of busy) {
      if (on) element.setAttribute("aria-busy", "true");
      else element.removeAttribute("aria-busy");
    }
    for (const button of buttons) button.disabled = on;
  };
  const networkError = source.querySelector<HTMLElement>("[data-network-error]");
  setBusy(true);
  if (networkError) networkError.hidden = true;
  const page = await fetchPage(url, { ...init, signal: request.signal });
  if (request.signal.aborted) return false;
  running.delete(source);
  const fresh = ids.map((id) => page?.getElementById(id) ?? null);
  setBusy(false);
  if (fresh.some((element) => element === null)) {
    // No answer, or one without the regions (an error page): the message of a failed connection says what to do.
    if (networkError) {
      (networkError.querySelector("p") ?? networkError).textContent = networkError.dataset.networkError ?? "";
      networkError.hidden = false;
    }
    return false;
  }
  if (get) window.history.replaceState(window.history.state, "", url);
  const placed = ids.map((id, i) => replaceRegion(id, document.adoptNode(fresh[i]!)));
  for (const region of placed) {
    if (!region) continue;
    const refused = region.matches("form[data-behoud]") ? region : region.querySelector("form[data-behoud]");
    if (sent && refused instanceof HTMLFormElement) putBack(refused, sent);
    enhance(region);
  }
  const focus =
    placed.map((region) => region?.querySelector<HTMLElement>("[data-focus]")).find(Boolean) ??
    (source.dataset.focusAfter ? document.querySelector<HTMLElement>(source.dataset.focusAfter) : null);
  focus?.focus();
  return true;
}

/** What the visitor typed and ticked, back in the form the server refused. */
function putBack(form: HTMLFormElement, sent: FormData): void {
  for (const field of form.elements) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) || !field.name) continue;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      field.checked = sent.getAll(field.name).includes(field.value);
    } else if (field.type !== "hidden" && field.value === "") {
      field.value = String(sent.get(field.name) ?? "");
    }
  }
}

/** The page the server answers, parsed; null when the connection failed. */
export async function fetchPage(url: string, init: RequestInit = {}): Promise<Document | null> {
  try {
    const response = await fetch(url, { ...init, credentials: "same-origin", headers: { Accept: "text/html" } });
    const html = await response.text();
    return new DOMParser().parseFromString(html, "text/html");
  } catch {
    return null;
  }
}

/**
 * Puts `fresh` in place of the element with this id. A live region (`aria-live` or a status role, with an id) that
 * both have stays the same element with the new content, so screen readers announce the change.
 */
function replaceRegion(id: string, fresh: HTMLElement): HTMLElement | null {
  const current = document.getElementById(id);
  if (!current) return null;
  const live = new Map<string, HTMLElement>();
  for (const element of current.querySelectorAll<HTMLElement>("[aria-live][id], [role=status][id], [role=alert][id]")) live.set(element.id, element);
  for (const element of fresh.querySelectorAll<HTMLElement>("[aria-live][id], [role=status][id], [role=alert][id]")) {
    const kept = live.get(element.id);
    if (!kept) continue;
    kept.className = element.className;
    kept.hidden = element.hidden;
    kept.replaceChildren(...element.childNodes);
    element.replaceWith(kept);
  }
  current.replaceWith(fresh);
  return fresh;
}
