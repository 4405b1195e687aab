// 'Link kopiëren' of the calendar feed (components/activiteiten/AbonneerBlok.tsx): where the browser can copy, the
// button takes the place of the field to copy by hand; when the browser refuses, the field comes back, selected.

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
