// 'Abonneren op de kalender' (components/activiteiten/AbonneerBlok.tsx): each tick changes the feed's links at once,
// so the form's 'Link maken' (the way without JavaScript) is not needed.
import { abonneerLinks } from "~/domains/activiteiten/feed";

export function abonneer(block: HTMLElement): void {
  const boxes = [...block.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const feed = (name: string) => block.querySelector<HTMLElement>(`[data-feed="${name}"]`);
  const copy = block.querySelector<HTMLElement>('[data-js="kopieer"]');
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
