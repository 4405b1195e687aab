import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import { Reveal } from "~/components/ui/Reveal";
import { useSite } from "~/domains/instellingen/use-site";
import type { Groep } from "~/domains/instellingen/rules";
import { contactKanalen } from "./kanalen";

/** Whether the group filled in anything the side column shows. */
export function heeftContactgegevens(groep: Groep): boolean {
  return Boolean(groep.adres.straat || groep.adres.gemeente || contactKanalen(groep).length || groep.bijeenkomst);
}

/**
 * The contact page's side column: the group's address, e-mail, phone and meeting time (its settings), each once it is
 * filled in. With none of them yet, the form alone.
 */
export function ContactGegevens() {
  const { groep } = useSite();
  const { adres } = groep;
  const kanalen = contactKanalen(groep);
  const heeftAdres = Boolean(adres.straat || adres.gemeente);
  if (!heeftContactgegevens(groep)) return null;
  return (
    <Reveal as="aside" className="space-y-4">
      <h2 className="text-2xl font-extrabold">Contactgegevens</h2>
      <ul className="space-y-4">
        {heeftAdres && (
        <li className="card flex items-start gap-3 p-4">
          <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
          <div>
            <p className="font-bold">Adres</p>
            <address className="not-italic text-muted">
              {adres.straat}
              <br />
              {adres.postcode} {adres.gemeente}
            </address>
          </div>
        </li>
        )}
        {kanalen.map(({ Icon, label, text, href }) => (
          <li key={href} className="card flex items-start gap-3 p-4">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
            <div>
              <p className="font-bold">{label}</p>
              <a href={href} className="break-all text-brand-dark underline">{text}</a>
            </div>
          </li>
        ))}
        {groep.bijeenkomst && (
          <li className="card flex items-start gap-3 p-4">
            <Clock className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
            <div>
              <p className="font-bold">Bijeenkomsten</p>
              <p className="text-muted">{groep.bijeenkomst}</p>
            </div>
          </li>
        )}
      </ul>
    </Reveal>
  );
}
