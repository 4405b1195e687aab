import type { ComponentType } from "react";
import type { SectionData } from "./parts.server";
import { AanDeSlag } from "~/admin/week/AanDeSlag";
import { AccountsBeheer } from "~/admin/accounts/AccountsBeheer";
import { ActiviteitenBeheer } from "~/admin/activiteiten/ActiviteitenBeheer";
import { BerichtenBeheer } from "~/admin/berichten/BerichtenBeheer";
import { BoekjesBeheer } from "~/admin/boekjes/BoekjesBeheer";
import { DezeWeekBeheer } from "~/admin/week/DezeWeekBeheer";
import { FotosBeheer } from "~/admin/fotos/FotosBeheer";
import { GegevensBeheer } from "~/admin/gegevens/GegevensBeheer";
import { GeschiedenisBeheer } from "~/admin/geschiedenis/GeschiedenisBeheer";
import { InstellingenBeheer } from "~/admin/instellingen/InstellingenBeheer";
import { LeidingBeheer } from "~/admin/leiding/LeidingBeheer";
import { LogboekBeheer } from "~/admin/logboek/LogboekBeheer";
import { MeldingenBeheer } from "~/admin/meldingen/MeldingenBeheer";
import { NieuwsbriefBeheer } from "~/admin/nieuwsbrief/NieuwsbriefBeheer";
import { ArchiefBeheer, ScoutsjaarBeheer } from "~/admin/leiding/ScoutsjaarBeheer";
import type { AdminRol, AdminSectionId } from "./parts";
import type { AdminActionResult } from "~/components/admin/use-admin-action";

/** What the panel gives a section's view: its loader's data, the search (?q=), the latest change's outcome, the role. */
export interface SectionViewProps<Id extends AdminSectionId> {
  data: SectionData<Id>;
  q: string;
  outcome: AdminActionResult | undefined;
  rol: AdminRol;
}

/** The reply of the latest change whose fields were refused (each field's message, what was typed), for its form. */
function refused(outcome: AdminActionResult | undefined) {
  return outcome && !outcome.ok && outcome.reply ? outcome.reply : null;
}

function LeidingSectie({ data, q, outcome, rol }: SectionViewProps<"leiding">) {
  const jaarKeuze = <ScoutsjaarBeheer jaren={data.jaren} magBeheren={rol === "beheerder"} fout={refused(outcome)} />;
  return (
    <>
      {data.archief ? (
        <>
          {jaarKeuze}
          <ArchiefBeheer jaar={data.jaren.gekozen} archief={data.archief} />
        </>
      ) : (
        <LeidingBeheer
          jaarKeuze={jaarKeuze}
          leiding={data.leiding}
          takken={data.takken}
          initialQuery={q}
          jaar={data.jaren.gekozen}
          status={data.jaren.status === "concept" ? "concept" : "huidig"}
          alleTakken={data.alleTakken}
        />
      )}
    </>
  );
}

/** Each part's view, by its id in ADMIN_SECTIONS (parts.ts explains the pattern). */
export const SECTION_VIEWS = {
  week: ({ data }: SectionViewProps<"week">) => (
    <>
      <DezeWeekBeheer takken={data.takken} takKeuze={data.takKeuze} meldingen={data.meldingen} />
      {data.aanDeSlag && <div className="mt-8"><AanDeSlag {...data.aanDeSlag} /></div>}
    </>
  ),
  leiding: LeidingSectie,
  activiteiten: ({ data, q, outcome }: SectionViewProps<"activiteiten">) => (
    <ActiviteitenBeheer {...data} initialQuery={q} initialTak={data.tak} initialToon={data.toon} initialEerdere={data.eerdere} mededelingFout={refused(outcome)} />
  ),
  geschiedenis: ({ data, q }: SectionViewProps<"geschiedenis">) => <GeschiedenisBeheer periodes={data.periodes} initialQuery={q} />,
  boekjes: ({ data }: SectionViewProps<"boekjes">) => <BoekjesBeheer takken={data.boekjes} maanden={data.maanden} standaardMaand={data.standaardMaand} alleTakken={data.alleTakken} />,
  fotos: ({ data, outcome }: SectionViewProps<"fotos">) => <FotosBeheer {...data} fout={refused(outcome)} />,
  berichten: ({ data }: SectionViewProps<"berichten">) => <BerichtenBeheer berichten={data.berichten} />,
  meldingen: ({ data }: SectionViewProps<"meldingen">) => <MeldingenBeheer {...data} />,
  nieuwsbrief: ({ data }: SectionViewProps<"nieuwsbrief">) => <NieuwsbriefBeheer inschrijvingen={data.inschrijvingen} />,
  accounts: ({ data, outcome, rol }: SectionViewProps<"accounts">) => (
    <AccountsBeheer accounts={data.accounts} rol={rol} link={outcome?.ok && outcome.link ? outcome.link : null} />
  ),
  logboek: ({ data }: SectionViewProps<"logboek">) => <LogboekBeheer {...data} />,
  gegevens: ({ data }: SectionViewProps<"gegevens">) => <GegevensBeheer {...data} />,
  instellingen: ({ data, outcome }: SectionViewProps<"instellingen">) => <InstellingenBeheer sectie={data} fout={refused(outcome)} />,
} satisfies { [Id in AdminSectionId]: ComponentType<SectionViewProps<Id>> };

/** The view of the section `sectie`, for the panel that only knows its id (`data` came from that section's loader). */
export function SectionView({ sectie, ...props }: Omit<SectionViewProps<AdminSectionId>, "data"> & { sectie: AdminSectionId; data: object }) {
  const View = SECTION_VIEWS[sectie] as ComponentType<typeof props>;
  return <View {...props} />;
}
