import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { telLink, type Groep } from "~/domains/instellingen/rules";

/** How to reach the group besides the form: e-mail and phone, each when it has one, as the about and contact pages list them. */
export function contactKanalen(groep: Pick<Groep, "email" | "telefoon">) {
  return [
    ...(groep.email ? [{ Icon: Mail, label: "E-mail", text: groep.email, href: `mailto:${groep.email}` }] : []),
    ...(groep.telefoon ? [{ Icon: Phone, label: "Telefoon", text: groep.telefoon, href: telLink(groep.telefoon) }] : []),
  ];
}
