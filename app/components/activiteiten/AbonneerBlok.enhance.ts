// 'Abonneren op de kalender' (AbonneerBlok.tsx): each tick changes the feed's links at once, so the form's 'Link
// maken' (the way without JavaScript) is not needed; and its 'Link kopiëren'.
import { abonneerLinks } from "~/domains/activiteiten/feed";
import { selector } from "~/enhance/markup";

export function abonneer(block: HTMLElement): void {
  const boxes = [...block.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const feed = (name: string) => block.querySelector<HTMLElement>(`[data-feed="${name}"]`);
  const copy = block.querySelector<HTMLElement>(selector("kopieer"));
  for (const button of block.querySelectorAll<HTMLElement>("[data-zonder-js]")) button.hidden = true;
  block.addEventListener("change", () => {
    const links = abonneerLinks(
      boxes.filter((box) => box.checked).map((box) => box.value),
      block.dataset.basis ?? "",
    );
    feed("google")?.setAttribute("href", links.google);
    feed("webcal")?.setAttribute("href", links.webcal);
    const field = feed("https");
    if (field instanceof HTMLInputElement) field.value = links.https;
    if (copy) copy.dataset.link = links.https;
  });
}

/**
 * 'Link kopiëren': where the browser can copy, the button takes the place of the field to copy by hand; when the
 * browser refuses, the field comes back, selected.
 */
export function kopieer(button: HTMLElement): void {
  if (!navigator.clipboard) return;
  const field = document.getElementById(button.dataset.veld ?? "") as HTMLInputElement | null;
  const block = document.getElementById(`${button.dataset.veld}-blok`);
  const message = document.getElementById(button.dataset.melding ?? "");
  button.hidden = false;
  if (block) block.hidden = true;
  field?.addEventListener("focus", () => field.select());
  button.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(button.dataset.link ?? "");
      button.querySelector(".kopieer-voor")?.classList.add("hidden");
      button.querySelector(".kopieer-na")?.classList.remove("hidden");
      if (message) message.textContent = message.dataset.tekst ?? "";
    } catch {
      if (block) block.hidden = false;
      field?.focus();
    }
  });
}
