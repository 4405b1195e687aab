import { icsResponse, kalenderIcs } from "~/domains/nieuws/kalender.server";

export async function loader() {
  return icsResponse(await kalenderIcs(), "kalender.ics");
}
