import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import { Reveal } from "~/components/ui/Reveal";
import { useSite } from "~/lib/use-site";
import { contactKanalen } from "./kanalen";

/** The contact page's side column: the group's address, e-mail, phone and meeting time (its settings). */
export function ContactGegevens() {
  const { groep } = useSite();
  const { adres } = groep;
  return (
    <Reveal as="aside" className="space-y-4">
      <h2 className="text-2xl font-extrabold">Contactgegevens</h2>
      <ul className="space-y-4">
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
        {contactKanalen(groep).map(({ Icon, label, text, href }) => (
          <li key={href} className="card flex items-start gap-3 p-4">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
            <div>
              <p className="font-bold">{label}</p>
              <a href={href} className="break-all text-brand-dark underline">{text}</a>
            </div>
          </li>
        ))}
        <li className="card flex items-start gap-3 p-4">
          <Clock className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
          <div>
            <p className="font-bold">Bijeenkomsten</p>
            <p className="text-muted">{groep.bijeenkomst}</p>
          </div>
        </li>
      </ul>
    </Reveal>
  );
}
