import { Mail, Phone } from "lucide-react";
import { group } from "~/config/group";

/** How to reach the group besides the form: e-mail and phone, as the about and contact pages list them. */
export const CONTACT_KANALEN = [
  { Icon: Mail, label: "E-mail", text: group.email, href: `mailto:${group.email}` },
  { Icon: Phone, label: "Telefoon", text: group.phone, href: `tel:${group.phone.replace(/\s+/g, "")}` },
] as const;
