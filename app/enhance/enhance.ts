// The script of the documents (decision 0027): server-rendered pages, enhanced where HTML alone cannot do what a
// visitor expects. This folder is the runtime: each behaviour is named in the markup (`data-js="<name>"`), found in
// the registry and attached to that element once; content that is put in place later (in-place.ts) is enhanced the
// same way. The behaviours themselves live next to their components. The React apps (the admin, the photo albums)
// load this script too, for the navigation bar and broken pictures.
import { header } from "~/components/layout/SiteHeader.enhance";
import { startInPlace } from "./in-place";
import { startLoading } from "./loading";
import { selector } from "./markup";
import { behaviourFor } from "./registry";
import { startReserve } from "./reserve";

const attached = new WeakSet<Element>();

function enhance(root: ParentNode): void {
  const own = root instanceof HTMLElement && root.dataset.js ? [root] : [];
  for (const element of [...own, ...root.querySelectorAll<HTMLElement>("[data-js]")]) {
    if (attached.has(element)) continue;
    attached.add(element);
    behaviourFor(element.dataset.js!)?.(element);
  }
}

startReserve();
if (document.documentElement.hasAttribute("data-react-app")) {
  // React owns the rest of these pages.
  const bar = document.querySelector<HTMLElement>(selector("header"));
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
