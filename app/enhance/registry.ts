// Every behaviour of the documents (decision 0027), by the name the markup gives it (`data-js="<name>"`). Each one
// lives next to the component whose markup it enhances (`Component.enhance.ts`); its name here is the only one the
// markup may use: `data-js` is typed with the names of markup.ts, which this map must match, so a typo fails
// `npm run typecheck`.
import { abonneer, kopieer } from "~/components/activiteiten/AbonneerBlok.enhance";
import { kaart } from "~/components/contact/KaartFrame.enhance";
import { aftellen } from "~/components/kamp/Aftellen.enhance";
import { paklijst } from "~/components/kamp/Paklijst.enhance";
import { mededeling } from "~/components/layout/MededelingBanner.enhance";
import { header } from "~/components/layout/SiteHeader.enhance";
import { push } from "~/components/meldingen/PushKnop.enhance";
import { nieuwsZoeken } from "~/components/nieuws/NieuwsZoeken.enhance";
import { delen } from "~/components/nieuws/ShareButton.enhance";
import { meerWeken } from "~/routes/kalender.enhance";
import type { Behaviour } from "./markup";

const behaviours = {
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
} satisfies Record<Behaviour, (element: HTMLElement) => void>;

export type { Behaviour };

/**
 * The behaviour the markup names. A name that none has is a mistake of ours (a behaviour renamed, its markup not):
 * in development and in tests it fails loudly; for a visitor the page stays as the server rendered it, which works.
 */
export function behaviourFor(name: string): ((element: HTMLElement) => void) | undefined {
  if (Object.hasOwn(behaviours, name)) return behaviours[name as Behaviour];
  const message = `data-js="${name}": geen gedrag met die naam (app/enhance/registry.ts)`;
  console.error(message);
  if (import.meta.env.DEV) throw new Error(message);
  return undefined;
}
