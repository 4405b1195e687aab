import { Link } from "react-router";
import type { DemoTelling } from "~/demo/types";
import { INSTELLINGEN_DELEN, instellingenUrl, type InstellingenDeelId } from "~/domains/instellingen/delen";
import type { Groep, Moment, Teksten } from "~/domains/instellingen/rules";
import { SectionHeader } from "~/components/admin/AdminShell";
import { DemoVerwijderen } from "./DemoVerwijderen";
import { GroepForm } from "./GroepForm";
import { KleurForm } from "./KleurForm";
import { LogoForm } from "./LogoForm";
import { TakkenBeheer, type GestopteTak, type StartsetKeuze, type TakBeheerRij } from "./TakkenBeheer";
import { useSite } from "~/domains/instellingen/use-site";
import { TekstenForm } from "./TekstenForm";
import type { Fout } from "./velden";

export interface InstellingenSectie {
  deel: InstellingenDeelId;
  groep: Groep;
  kleur: string;
  logo: { url: string; eigen: boolean };
  teksten: Teksten;
  momenten: Moment[];
  takken: TakBeheerRij[];
  gestopt: GestopteTak[];
  startset: StartsetKeuze | null;
  demo: DemoTelling;
}

/** 'Instellingen Beheer' (the Beheerder's): the group's own site, part by part, without touching a file. */
export function InstellingenBeheer({ sectie, fout }: { sectie: InstellingenSectie; fout: Fout }) {
  const { deel } = sectie;
  const w = useSite().woorden;
  return (
    <section aria-labelledby="instellingen-titel">
      <SectionHeader
        id="instellingen-titel"
        title="Instellingen Beheer"
        description="De gegevens, het logo, de kleur en de teksten van je groep. Een wijziging staat meteen op de site."
      />
      <nav aria-label="Delen van de instellingen" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {INSTELLINGEN_DELEN.map((d) => {
            const current = d.id === deel;
            return (
              <li key={d.id}>
                <Link
                  to={instellingenUrl(d.id)}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full px-4 font-semibold ${
                    current ? "bg-brand-dark text-white" : "border border-gray-200 bg-white text-ink hover:bg-brand-light hover:text-brand-dark"
                  }`}
                >
                  {d.id === "takken" ? w.Takken : d.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="card p-4 sm:p-6">
        {deel === "groep" && <GroepForm groep={sectie.groep} fout={fout} />}
        {deel === "logo" && <LogoForm logo={sectie.logo} fout={fout} />}
        {deel === "kleur" && <KleurForm kleur={sectie.kleur} fout={fout} />}
        {deel === "teksten" && <TekstenForm teksten={sectie.teksten} momenten={sectie.momenten} opgericht={sectie.groep.opgericht} fout={fout} />}
        {deel === "takken" && <TakkenBeheer takken={sectie.takken} gestopt={sectie.gestopt} startset={sectie.startset} woord={sectie.groep.takWoord} fout={fout} />}
      </div>
      <DemoVerwijderen demo={sectie.demo} fout={fout} />
    </section>
  );
}
