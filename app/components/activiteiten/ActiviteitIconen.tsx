import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import UserPlus from "lucide-react/icons/user-plus";
import UserX from "lucide-react/icons/user-x";
import { Sprite } from "~/components/ui/Sprite";

/**
 * The icons of ActiviteitItem ("wanneer", "plaats", "afmelden", "inschrijven"), once per page: a list of activities puts this before its
 * items.
 */
export function ActiviteitIconen() {
  return <Sprite icons={{ wanneer: <Clock />, plaats: <MapPin />, afmelden: <UserX />, inschrijven: <UserPlus /> }} />;
}
