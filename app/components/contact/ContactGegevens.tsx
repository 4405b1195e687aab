import { MapPin } from "lucide-react";
import { Reveal } from "~/components/ui/Reveal";
import { group } from "~/config/group";
import { CONTACT_KANALEN } from "./kanalen";

/** The contact page's side column: the group's address, e-mail and phone. */
export function ContactGegevens() {
  const { address } = group;
  return (
    <Reveal as="aside" className="space-y-4">
      <h2 className="text-2xl font-extrabold">Contactgegevens</h2>
      <ul className="space-y-4">
        <li className="card flex items-start gap-3 p-4">
          <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
          <div>
            <p className="font-bold">Adres</p>
            <address className="not-italic text-muted">
              {address.street}
              <br />
              {address.postcode} {address.city}
            </address>
          </div>
        </li>
        {CONTACT_KANALEN.map(({ Icon, label, text, href }) => (
          <li key={href} className="card flex items-start gap-3 p-4">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
            <div>
              <p className="font-bold">{label}</p>
              <a href={href} className="break-all text-brand-dark underline">{text}</a>
            </div>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
