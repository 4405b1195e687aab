// The news item's 'Delen' (components/nieuws/ShareButton.tsx): only where the device has a share sheet.

export function delen(button: HTMLElement): void {
  if (typeof navigator.share !== "function") return;
  button.hidden = false;
  button.addEventListener("click", () => {
    navigator.share({ title: button.dataset.titel, text: button.dataset.tekst, url: window.location.href }).catch(() => {
      // Closing the share sheet rejects too; nothing to tell the visitor.
    });
  });
}
