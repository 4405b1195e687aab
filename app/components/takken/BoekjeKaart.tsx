import Download from "lucide-react/icons/download";
import FileText from "lucide-react/icons/file-text";
import { Reveal } from "~/components/ui/Reveal";

/** A booklet as the tak page links it: labelled with its own month; this month's is the primary button. */
export type GetoondBoekje = { url: string; label: string; dezeMaand: boolean };

/** The tak page's card 'Maandelijks boekje': this month's booklet (or the latest before it) and, from the 25th, next month's. */
export function BoekjeKaart({ boekjes, color, className }: { boekjes: readonly GetoondBoekje[]; color: string; className: string }) {
  return (
    <Reveal as="section" className={`card overflow-hidden ${className}`}>
      <div className="h-1.5" style={{ backgroundColor: color }} aria-hidden="true" />
      <div className="p-5">
        <h2 className="flex items-center gap-2 text-lg font-extrabold">
          <FileText className="h-5 w-5 text-brand" aria-hidden="true" /> Maandelijks boekje
        </h2>
        {boekjes.length > 0 ? (
          <>
            <p className="mt-2 text-muted">Het programma van de vergaderingen{boekjes.length > 1 ? " van deze en volgende maand" : ""}.</p>
            <ul className="mt-4 space-y-3">
              {boekjes.map((b) => (
                <li key={b.url}>
                  <a href={b.url} className={`${b.dezeMaand || boekjes.length === 1 ? "btn-primary" : "btn-secondary"} w-full text-center`}>
                    <Download className="h-5 w-5 shrink-0" aria-hidden="true" />
                    {b.label}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-2 text-muted">Nog geen boekje beschikbaar. Kijk later nog eens.</p>
        )}
      </div>
    </Reveal>
  );
}
