// The contact page's map (routes/contact.tsx): another site's page, loaded once this page has loaded, so that on a
// slow phone it does not compete with this page for the connection.

export function kaart(frame: HTMLElement): void {
  const load = () => frame.setAttribute("src", frame.dataset.src ?? "");
  if (document.readyState === "complete") load();
  else window.addEventListener("load", load, { once: true });
}
