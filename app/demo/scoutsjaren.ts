// The demo group's scouting years around the current one (see domains/scoutsjaar): three past years in the archive
// and next year's assignment, prepared and revealed one week after the demo is loaded.
import { demoLeiding } from "./leiding";
import type { DemoLeiding } from "./types";

/** Former leaders who appear only in the archive: names only, as the archive shows them. */
const oudLeiding: { name: string; takken: string[]; totJarenTerug: number }[] = [
  { name: "Sofie Dewulf", takken: ["Kapoenen", "Takleiding"], totJarenTerug: 1 },
  { name: "Tom Vandenberghe", takken: ["Verkenners"], totJarenTerug: 1 },
  { name: "Hanne Segers", takken: ["Welpen", "Takleiding"], totJarenTerug: 2 },
  { name: "Kobe Declercq", takken: ["Jin"], totJarenTerug: 2 },
  { name: "Ine Verhoeven", takken: ["Pioniers"], totJarenTerug: 3 },
  { name: "Lars Michiels", takken: ["Jongverkenners", "Groepsleiding"], totJarenTerug: 3 },
];

/** Who led which tak `jarenTerug` years ago (1 to 3): fewer of today's leaders, plus those who have stopped since. */
export function demoArchiefJaar(jarenTerug: number): Pick<DemoLeiding, "name" | "takken">[] {
  // Today's leaders joined one after the other: the newest four were not leaders yet a year earlier, and so on.
  const toen = demoLeiding.slice(0, demoLeiding.length - 4 * jarenTerug).map(({ name, takken }) => ({ name, takken }));
  const gestopt = oudLeiding.filter((o) => o.totJarenTerug >= jarenTerug).map(({ name, takken }) => ({ name, takken }));
  return [...toen, ...gestopt];
}

/** The new leader who appears in next year's assignment only (not public before the reveal). */
export const demoNieuweLeiding: DemoLeiding = { name: "Emma Van Damme", tel: "0470 86 12 49", takken: ["Kapoenen"] };

/** Next year's assignment: Lotte moves to the Welpen, Pieter-Jan stops, Emma starts with the Kapoenen. */
export function demoConcept(): Pick<DemoLeiding, "name" | "takken">[] {
  const volgend = demoLeiding
    .filter((l) => l.name !== "Pieter-Jan Lambrechts")
    .map(({ name, takken }) => ({ name, takken: name === "Lotte Vermeulen" ? ["Welpen", "Takleiding"] : takken }));
  return [...volgend, { name: demoNieuweLeiding.name, takken: demoNieuweLeiding.takken }];
}
