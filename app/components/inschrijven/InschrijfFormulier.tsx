import CheckCircle2 from "lucide-react/icons/circle-check";
import ListOrdered from "lucide-react/icons/list-ordered";
import UserPlus from "lucide-react/icons/user-plus";
import { KindAntwoord, KindFormulier, type KindKeuze } from "~/components/afmelden/KindFormulier";
import { alIngeschreven, bedankt, INSCHRIJVEN_TEKSTEN as T, inschrijfPad, OPMERKING_AANGEPAST, OPMERKING_MAX, opWachtlijst } from "~/domains/inschrijvingen/rules";
import type { InschrijfUitkomst } from "~/domains/inschrijvingen/uitkomst";
import { inschrijfInput } from "~/domains/inschrijvingen/validation";

/**
 * 'Inschrijven': the child's name, the tak, an optional remark and address (KindFormulier); the answer (a place, or the
 * waiting list with its place) takes the form's place, where the parent is looking.
 */
export function InschrijfFormulier({ keuze, uitkomst }: { keuze: KindKeuze; uitkomst: InschrijfUitkomst | undefined }) {
  const actie = inschrijfPad(keuze.id);
  if (uitkomst?.status === "ingeschreven") {
    const Icon = uitkomst.wachtlijst === null ? CheckCircle2 : ListOrdered;
    const kop = uitkomst.al
      ? alIngeschreven(uitkomst.naam, uitkomst.titel, uitkomst.dag)
      : uitkomst.wachtlijst === null
        ? bedankt(uitkomst.naam, uitkomst.titel, uitkomst.dag)
        : opWachtlijst(uitkomst.naam, uitkomst.wachtlijst);
    return (
      <KindAntwoord
        prefix="inschrijven"
        actie={actie}
        tak={keuze.tak}
        opnieuw="Nog een kind inschrijven"
        kop={
          <>
            <Icon className="mx-auto h-12 w-12 text-brand" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-extrabold wrap-anywhere text-ink sm:text-xl">{kop}</h2>
          </>
        }
      >
        {uitkomst.al && uitkomst.wachtlijst !== null && <p className="mt-2 text-muted">{opWachtlijst(uitkomst.naam, uitkomst.wachtlijst)}</p>}
        {uitkomst.al?.opmerkingAangepast && <p className="mt-2 text-muted">{OPMERKING_AANGEPAST}</p>}
        {!uitkomst.al && uitkomst.wachtlijst !== null && <p className="mt-2 text-muted">Komt er een plaats vrij, dan schuift je kind op.</p>}
        {uitkomst.email && (
          <p className="mt-2 wrap-anywhere text-muted">
            We stuurden een bevestiging naar <strong className="break-all text-ink">{uitkomst.email}</strong>. Kan je kind toch niet? Klik
            dan in die mail op &lsquo;Inschrijving annuleren&rsquo;.
          </p>
        )}
      </KindAntwoord>
    );
  }
  return (
    <KindFormulier
      prefix="inschrijven"
      actie={actie}
      keuze={keuze}
      schema={inschrijfInput}
      antwoord={uitkomst && "antwoord" in uitkomst ? uitkomst.antwoord : undefined}
      banner={uitkomst?.status === "geweigerd" ? uitkomst.bericht : uitkomst?.status === "ongeldig" ? "Kijk de gemarkeerde velden na." : null}
      behoud={Boolean(uitkomst)}
      tekst={{ naam: "opmerking", label: "Opmerking, bijvoorbeeld een allergie", max: OPMERKING_MAX }}
      emailUitleg="Voor een bevestiging, met een knop om je inschrijving te annuleren."
      privacy={T.privacy}
      netwerkFout={T.fout}
      knop={
        <>
          <UserPlus className="als-klaar h-4 w-4" aria-hidden="true" />
          Inschrijven
        </>
      }
    />
  );
}
