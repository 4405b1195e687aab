import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import UserX from "lucide-react/icons/user-x";
import { Sprite } from "~/components/ui/Sprite";

/**
 * The icons of ActiviteitItem ("wanneer", "plaats", "afmelden"), once per page: a list of activities puts this before its
 * items.
 */
export function ActiviteitIconen() {
  return <Sprite icons={{ wanneer: <Clock />, plaats: <MapPin />, afmelden: <UserX /> }} />;
}
