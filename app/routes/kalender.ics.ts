import { icsResponse, kalenderIcs } from "~/domains/activiteiten/kalender.server";

export async function loader() {
  return icsResponse(await kalenderIcs(), "kalender.ics");
}
