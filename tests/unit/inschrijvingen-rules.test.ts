import { describe, expect, it } from "vitest";
import { herinneringTekst, inschrijfLink, inschrijfStand, opWachtlijst, plaatsIn, standLabel } from "~/domains/inschrijvingen/rules";

const START = Date.parse("2026-12-05T13:00:00Z");
const HOUR = 60 * 60 * 1000;
const a = { id: 7, afgelast: false, start: START, heleGroep: false, takken: [{ slug: "welpen" }] };

describe("the state of an activity's sign-ups", () => {
  it("is open with places left, full once they are taken, closed at the closing moment (at the latest the start) or when cancelled", () => {
    expect(inschrijfStand(a, { plaatsen: 12, tot: null, aantal: 8 }, START - HOUR)).toEqual({ status: "open", vrij: 4, sluit: START });
    expect(inschrijfStand(a, { plaatsen: 12, tot: null, aantal: 14 }, START - HOUR)).toMatchObject({ status: "volzet", vrij: 0 });
    expect(inschrijfStand(a, { plaatsen: null, tot: START - 2 * HOUR, aantal: 3 }, START - 2 * HOUR)).toMatchObject({ status: "gesloten", vrij: null });
    expect(inschrijfStand(a, { plaatsen: null, tot: START + HOUR, aantal: 0 }, START)).toMatchObject({ status: "gesloten", sluit: START });
    expect(inschrijfStand({ ...a, afgelast: true }, { plaatsen: null, tot: null, aantal: 0 }, START - HOUR).status).toBe("gesloten");
  });

  it("is told in numbers only", () => {
    expect(standLabel({ status: "open", vrij: 4, sluit: START })).toBe("nog 4 plaatsen");
    expect(standLabel({ status: "open", vrij: 1, sluit: START })).toBe("nog 1 plaats");
    expect(standLabel({ status: "open", vrij: null, sluit: START })).toBeNull();
    expect(standLabel({ status: "volzet", vrij: 0, sluit: START })).toBe("Volzet: wachtlijst");
    expect(standLabel({ status: "gesloten", vrij: 2, sluit: START })).toBe("Gesloten");
    expect(herinneringTekst({ status: "open", vrij: 3, sluit: START })).toBe("Inschrijven nodig, nog 3 plaatsen vrij.");
    expect(opWachtlijst("Lotte", 2)).toBe("De activiteit is volzet: Lotte staat op de wachtlijst (plaats 2).");
  });

  it("puts a sign-up past the places on the waiting list, in order", () => {
    expect(plaatsIn(3, 3)).toEqual({ wachtlijst: null });
    expect(plaatsIn(5, 3)).toEqual({ wachtlijst: 2 });
    expect(plaatsIn(500, null)).toEqual({ wachtlijst: null });
  });

  it("links 'Inschrijven' until the activity begins, for an age tak, with the tak preset", () => {
    const i = { plaatsen: 10, tot: null, aantal: 6 };
    expect(inschrijfLink({ ...a, inschrijving: i }, START - HOUR, ["welpen", "jin"])).toEqual({ href: "/inschrijven/7?tak=welpen", stand: "nog 4 plaatsen" });
    expect(inschrijfLink({ ...a, inschrijving: null }, START - HOUR, ["welpen"])).toBeNull();
    expect(inschrijfLink({ ...a, inschrijving: i }, START, ["welpen"])).toBeNull();
    expect(inschrijfLink({ ...a, inschrijving: i, takken: [{ slug: "leiding" }] }, START - HOUR, ["welpen"])).toBeNull();
    expect(inschrijfLink({ ...a, heleGroep: true, takken: [], inschrijving: i }, START - HOUR, ["welpen", "jin"], "jin")?.href).toBe("/inschrijven/7?tak=jin");
  });
});
