import { Calendar, Compass, Heart, MapPin, Sprout, Users, Info } from "lucide-react";
import { CONTACT_KANALEN } from "~/components/contact/kanalen";
import { Link } from "react-router";
import { PageHero } from "~/components/ui/PageHero";
import { Reveal } from "~/components/ui/Reveal";
import { group } from "~/config/group";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Over ons",
    description: `Wie is ${group.name}? Elke zaterdag van 14u tot 17u spel en avontuur voor kinderen en jongeren van 6 tot 18 jaar.`,
    path: "/about",
  });
}

const tiles = [
  { Icon: Calendar, title: "Elke zaterdag", text: "Van 14u tot 17u spelen we samen, weer of geen weer." },
  { Icon: MapPin, title: "In ons lokaal", text: `In de ${group.address.street.replace(/\s*\d+.*$/, "")} in ${group.address.city}.` },
  { Icon: Users, title: "Van 6 tot 18 jaar", text: "Voor elke leeftijd een tak met spel op maat." },
];

const values = [
  { Icon: Heart, title: "Vriendschap", text: "Bij ons hoort iedereen erbij. Samen spelen, samen lachen en vrienden maken voor het leven." },
  { Icon: Compass, title: "Avontuur", text: "Tochten, weekends en kampen: we trekken de natuur in en ontdekken steeds iets nieuws." },
  { Icon: Sprout, title: "Groei", text: "Verantwoordelijkheid leren opnemen, in je eigen tempo, tot je zelf leiding wordt." },
];

export default function About() {
  return (
    <>
      <PageHero
        title="Over ons"
        subtitle={`${group.name} is een scoutsgroep voor kinderen en jongeren, opgericht in ${group.foundedYear}.`}
      />

      <section className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-5 md:grid-cols-3">
          {tiles.map(({ Icon, title, text }, i) => (
            <Reveal as="li" key={title} delayMs={i * 100} className="card p-6">
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
              <p>
                Je kan lid worden vanaf zes jaar, of als je zes wordt vóór 1 januari van het werkjaar, of als je in het
                eerste leerjaar zit.
              </p>
              <p>
                Je blijft lid tot je achttien bent. Daarna kan je zelf leiding worden en de volgende generatie scouts
                mee laten groeien.
              </p>
              <p>
                Kom gerust eens proberen: de eerste vergaderingen zijn vrijblijvend. Neem contact op en we vertellen je
                graag meer.
              </p>
            </div>
          </Reveal>
          <Reveal className="space-y-4">
            <div className="rounded-2xl border-l-4 border-amber-500 bg-white p-5 shadow-sm" role="note">
              <p className="flex items-center gap-2 font-bold text-ink">
                <Info className="h-5 w-5 text-amber-600" aria-hidden="true" /> Verhuur van ons lokaal
              </p>
              <p className="mt-2 text-muted">
                Onze lokalen kunnen niet gehuurd worden. Ze zijn er enkel voor de werking van onze eigen scoutsgroep.
              </p>
            </div>
            <div className="card p-5">
              <h2 className="font-bold text-ink">Vragen?</h2>
              <ul className="mt-3 space-y-2">
                {CONTACT_KANALEN.map(({ Icon, text, href }) => (
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
            <Reveal as="li" key={title} delayMs={i * 100} className="card p-6 text-center">
              <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-light">
                <Icon className="h-7 w-7 text-brand" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl font-extrabold">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </Reveal>
          ))}
        </ul>
        <div className="mt-12 rounded-2xl bg-brand-dark px-6 py-10 text-center text-white">
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
