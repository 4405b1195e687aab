import type { DemoLeiding } from "./types";

export const demoLeiding: DemoLeiding[] = [
  { name: "Lotte Vermeulen", tel: "0471 23 45 18", takken: ["Kapoenen", "Takleiding"] },
  { name: "Jens De Smet", tel: "0486 12 77 03", takken: ["Kapoenen"] },
  { name: "Febe Claes", tel: "0494 58 21 60", takken: ["Kapoenen"] },
  { name: "Wout Maes", tel: "0473 90 14 52", takken: ["Welpen", "Takleiding"] },
  { name: "Nina Goossens", tel: "0497 36 08 81", takken: ["Welpen", "Jin"] },
  { name: "Seppe Wouters", tel: "0478 41 63 27", takken: ["Welpen"] },
  { name: "Lien Janssens", tel: "0489 25 19 74", takken: ["Pioniers", "Takleiding"] },
  { name: "Arne Mertens", tel: "0476 83 52 09", takken: ["Pioniers"] },
  { name: "Kato Van den Broeck", tel: "0491 07 66 35", takken: ["Pioniers"] },
  { name: "Jana Willems", tel: "0472 64 30 98", takken: ["Jongverkenners", "Takleiding"] },
  { name: "Robbe Peeters", tel: "0484 19 85 42", takken: ["Jongverkenners", "Verkenners"] },
  { name: "Marthe Jacobs", tel: "0499 52 47 16", takken: ["Jongverkenners"] },
  { name: "Bram Van Acker", tel: "0475 38 91 60", takken: ["Verkenners", "Takleiding"] },
  { name: "Elise Hendrickx", tel: "0488 70 23 54", takken: ["Verkenners"] },
  { name: "Thibault Verstraeten", tel: "0479 11 58 83", takken: ["Jin", "Takleiding"] },
  { name: "Pieter-Jan Lambrechts", tel: "0496 45 02 37", takken: ["Jin", "Groepsleiding"] },
];
