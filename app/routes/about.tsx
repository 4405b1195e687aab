import Calendar from "lucide-react/icons/calendar";
import Compass from "lucide-react/icons/compass";
import Heart from "lucide-react/icons/heart";
import MapPin from "lucide-react/icons/map-pin";
import Sprout from "lucide-react/icons/sprout";
import Users from "lucide-react/icons/users";
import Info from "lucide-react/icons/info";
import { contactKanalen } from "~/components/contact/kanalen";
import { Link } from "react-router";
import { PageHero } from "~/components/ui/PageHero";
import { Reveal } from "~/components/ui/Reveal";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { alineas, overBeschrijving, overTegels } from "~/domains/instellingen/rules";
import { siteOf } from "~/domains/instellingen/site";
import { pageMeta } from "~/lib/meta";
import { useSite } from "~/domains/instellingen/use-site";
import type { Route } from "./+types/about";

/** The about page's texts are the group's settings ('Instellingen' > 'Teksten'). */
export async function loader() {
  return { teksten: (await getInstellingen()).teksten.over };
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  return pageMeta(site, { title: "Over ons", description: overBeschrijving(site.groep), path: "/about" });
}

// The icons of the info tiles (made from the group's details) and of the three values (their texts are settings).
const TILE_ICONS = { bijeenkomst: Calendar, lokaal: MapPin, leeftijden: Users } as const;
const VALUE_ICONS = [Heart, Compass, Sprout];

export default function About({ loaderData }: Route.ComponentProps) {
  const { groep } = useSite();
  const { teksten } = loaderData;
  const tiles = overTegels(groep).map((t) => ({ Icon: TILE_ICONS[t.soort], title: t.titel, text: t.tekst }));
  const values = teksten.waarden.map((t, i) => ({ Icon: VALUE_ICONS[i] ?? Heart, title: t.titel, text: t.tekst }));
  return (
    <>
      <PageHero
        title="Over ons"
        subtitle={`${groep.naam} is een scoutsgroep voor kinderen en jongeren${groep.opgericht ? `, opgericht in ${groep.opgericht}` : ""}.`}
      />

      <section className="mx-auto max-w-6xl px-4 py-12">
        <ul className={`grid gap-5 ${["", "md:mx-auto md:max-w-md", "md:grid-cols-2", "md:grid-cols-3"][tiles.length]}`}>
          {tiles.map(({ Icon, title, text }, i) => (
            <Reveal as="li" key={i} delayMs={i * 100} className="card p-6">
              <Icon className="h-8 w-8 text-brand" aria-hidden="true" />
              <h2 className="mt-3 text-xl font-extrabold">{title}</h2>
              <p className="mt-1 text-muted">{text}</p>
            </Reveal>
          ))}
        </ul>
      </section>

      <section className="bg-brand-light px-4 py-12">
        <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-2">
          <Reveal>
            <h2 className="text-2xl font-extrabold md:text-3xl">Lid worden</h2>
            <div className="mt-4 space-y-3 leading-relaxed text-muted">
              {alineas(teksten.lidWorden).map((alinea, i) => (
                <p key={i} className="whitespace-pre-line">{alinea}</p>
              ))}
            </div>
          </Reveal>
          <Reveal className="space-y-4">
            <div className="rounded-2xl border-l-4 border-amber-500 bg-white p-5 shadow-sm" role="note">
              <p className="flex items-center gap-2 font-bold text-ink">
                <Info className="h-5 w-5 text-amber-600" aria-hidden="true" /> {teksten.lokaal.titel}
              </p>
              <p className="mt-2 whitespace-pre-line text-muted">{teksten.lokaal.tekst}</p>
            </div>
            <div className="card p-5">
              <h2 className="font-bold text-ink">Vragen?</h2>
              <ul className="mt-3 space-y-2">
                {contactKanalen(groep).map(({ Icon, text, href }) => (
                  <li key={href}>
                    <a href={href} className="inline-flex items-center gap-2 text-brand-dark underline">
                      <Icon className="h-4 w-4" aria-hidden="true" /> {text}
                    </a>
                  </li>
                ))}
                <li>
                  <Link to="/contact" className="inline-flex items-center gap-2 text-brand-dark underline">
                    <MapPin className="h-4 w-4" aria-hidden="true" /> Contactformulier en adres
                  </Link>
                </li>
              </ul>
            </div>
          </Reveal>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12">
        <h2 className="text-center text-2xl font-extrabold md:text-3xl">Waar we voor staan</h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {values.map(({ Icon, title, text }, i) => (
            <Reveal as="li" key={i} delayMs={i * 100} className="card p-6 text-center">
              <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-light">
                <Icon className="h-7 w-7 text-brand" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl font-extrabold">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </Reveal>
          ))}
        </ul>
        <div className="op-donker mt-12 rounded-2xl bg-brand-dark px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-extrabold">Zin om erbij te komen?</h2>
          <p className="mt-2 text-green-50">We vertellen je graag alles over onze werking.</p>
          <Link to="/contact" className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-white px-6 font-bold text-brand-dark hover:bg-brand-light">
            Meer informatie
          </Link>
        </div>
      </section>
    </>
  );
}
