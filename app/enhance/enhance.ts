// The script of the public pages (decision 0027): server-rendered documents, enhanced where HTML alone cannot do what
// a visitor expects. Each behaviour is named in the markup (`data-js="<name>"`) and attached to that element once;
// content that is put in place later (in-place.ts) is enhanced the same way. The admin and the photo albums (React
// apps) load it too, for the navigation bar and broken pictures.
import { abonneer } from "./abonneer";
import { delen } from "./delen";
import { header } from "./header";
import { startInPlace } from "./in-place";
import { meerWeken } from "./kalender";
import { aftellen, paklijst } from "./kamp";
import { kaart } from "./kaart";
import { kopieer } from "./kopieer";
import { startLoading } from "./loading";
import { mededeling } from "./mededeling";
import { nieuwsZoeken } from "./nieuws-zoeken";
import { push } from "./push";
import { startReserve } from "./reserve";

const behaviours: Record<string, (element: HTMLElement) => void> = {
  abonneer,
  aftellen,
  delen,
  header,
  kaart,
  kopieer,
  mededeling,
  "meer-weken": meerWeken,
  "nieuws-zoeken": nieuwsZoeken,
  paklijst,
  push,
};

const attached = new WeakSet<Element>();

function enhance(root: ParentNode): void {
  const own = root instanceof HTMLElement && root.dataset.js ? [root] : [];
  for (const element of [...own, ...root.querySelectorAll<HTMLElement>("[data-js]")]) {
    if (attached.has(element)) continue;
    attached.add(element);
    behaviours[element.dataset.js!]?.(element);
  }
}

startReserve();
if (document.documentElement.hasAttribute("data-react-app")) {
  // React owns the rest of these pages.
  const bar = document.getElementById("kop");
  if (bar) header(bar);
} else {
  enhance(document);
  startInPlace(enhance);
  startLoading();
  // What the server marked to be focused (the outcome of a form posted without this script, say).
  document.querySelector<HTMLElement>("[data-focus]")?.focus();
}
// For tests and checkers: the page's behaviours are attached.
document.documentElement.setAttribute("data-js-ready", "");
