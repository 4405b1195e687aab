import CheckCircle2 from "lucide-react/icons/circle-check";
import UserX from "lucide-react/icons/user-x";
import { AFMELDEN_TEKSTEN as T, afmeldPad, alAfgemeld, bedankt, REDEN_MAX, REDEN_AANGEPAST } from "~/domains/afmeldingen/rules";
import type { AfmeldUitkomst } from "~/domains/afmeldingen/uitkomst";
import { KindAntwoord, KindFormulier, type KindKeuze } from "./KindFormulier";
import { afmeldInput } from "~/domains/afmeldingen/validation";

/** The region app/enhance puts in place after a post: the form, or the thanks. */
export const AFMELD_REGIO = "afmelden-formulier";

export type AfmeldKeuze = KindKeuze;

/**
 * 'Afmelden': the child's name, the tak, an optional reason and address (KindFormulier); the thanks take the form's
 * place, where the parent is looking.
 */
export function AfmeldFormulier({ keuze, uitkomst }: { keuze: AfmeldKeuze; uitkomst: AfmeldUitkomst | undefined }) {
  const actie = afmeldPad(keuze.id);
  if (uitkomst?.status === "afgemeld") {
    return (
      <KindAntwoord
        prefix="afmelden"
        actie={actie}
        tak={keuze.tak}
        opnieuw="Nog een kind afmelden"
        kop={
          <>
            <CheckCircle2 className="mx-auto h-12 w-12 text-brand" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-extrabold wrap-anywhere text-ink sm:text-xl">
              {uitkomst.al ? alAfgemeld(uitkomst.naam, uitkomst.titel, uitkomst.dag) : bedankt(uitkomst.naam, uitkomst.titel, uitkomst.dag)}
            </h2>
          </>
        }
      >
        {uitkomst.al?.redenAangepast && <p className="mt-2 text-muted">{REDEN_AANGEPAST}</p>}
        {uitkomst.email && (
          <p className="mt-2 wrap-anywhere text-muted">
            We stuurden een bevestiging naar <strong className="break-all text-ink">{uitkomst.email}</strong>. Komt je kind toch? Klik dan
            in die mail op &lsquo;Toch aanwezig&rsquo;.
          </p>
        )}
      </KindAntwoord>
    );
  }
  return (
    <KindFormulier
      prefix="afmelden"
      actie={actie}
      keuze={keuze}
      schema={afmeldInput}
      antwoord={uitkomst && "antwoord" in uitkomst ? uitkomst.antwoord : undefined}
      banner={uitkomst?.status === "geweigerd" ? uitkomst.bericht : uitkomst?.status === "ongeldig" ? "Kijk de gemarkeerde velden na." : null}
      behoud={Boolean(uitkomst)}
      tekst={{ naam: "reden", label: "Reden", max: REDEN_MAX }}
      emailUitleg="Voor een bevestiging, met een knop om je afmelding in te trekken."
      privacy={T.privacy}
      netwerkFout={T.fout}
      knop={
        <>
          <UserX className="als-klaar h-4 w-4" aria-hidden="true" />
          Afmelden
        </>
      }
    />
  );
}
