import { describe, expect, test } from "vitest";
import { aftelLabel, dagenTotVertrek, grootteLabel, inschrijvingOpen, kaartUrl, kampKop, kampPeriode, paklijstGroepen, prijsLabel } from "~/domains/activiteiten/kamp";
import { wanneerLabel } from "~/domains/activiteiten/rules";
import { brusselsInstant } from "~/lib/dates";

const at = (day: string, time = "10:00") => brusselsInstant(day, time);

describe("how a camp reads", () => {
  test("its days: within a month, across months and years, one day", () => {
    expect(kampPeriode({ start: at("2027-07-18"), einde: at("2027-07-24", "15:00") })).toBe("18-24 juli");
    expect(kampPeriode({ start: at("2027-07-18"), einde: at("2027-07-24", "15:00") }, true)).toBe("18-24 juli 2027");
    expect(kampPeriode({ start: at("2027-07-28"), einde: at("2027-08-06") })).toBe("28 juli - 6 augustus");
    expect(kampPeriode({ start: at("2026-12-30"), einde: at("2027-01-02") })).toBe("30 december 2026 - 2 januari 2027");
    expect(kampPeriode({ start: at("2027-04-03"), einde: null })).toBe("3 april");
    expect(kampKop({ start: at("2027-07-18"), einde: at("2027-07-24"), plaats: "Gedinne" })).toBe("Kamp 18-24 juli in Gedinne");
    expect(kampKop({ start: at("2027-07-18"), einde: at("2027-07-24"), plaats: null })).toBe("Kamp 18-24 juli");
  });

  test("its price, file sizes and map link", () => {
    expect(prijsLabel(16500)).toBe("€ 165");
    expect(prijsLabel(16550)).toBe("€ 165,50");
    expect(prijsLabel(5)).toBe("€ 0,05");
    expect(grootteLabel(2048)).toBe("2 KB");
    expect(grootteLabel(1_300_000)).toBe("1,2 MB");
    expect(kaartUrl("Kamphuis Zonnedauw\nRue de la Croix 8\n5575 Gedinne")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Kamphuis%20Zonnedauw%2C%20Rue%20de%20la%20Croix%208%2C%205575%20Gedinne",
    );
  });

  test("the countdown counts Brussels days (a change of the clocks in between included), then says the camp is on", () => {
    const kamp = { start: at("2027-07-18"), einde: at("2027-07-24", "15:00") };
    expect(aftelLabel(kamp, at("2027-03-20", "23:30"))).toBe("Nog 120 dagen tot het vertrek");
    expect(dagenTotVertrek(at("2026-10-25"), at("2026-10-24", "23:59"))).toBe(1);
    expect(aftelLabel(kamp, at("2027-07-17", "22:00"))).toBe("Morgen vertrekken we!");
    expect(aftelLabel(kamp, at("2027-07-18", "08:00"))).toBe("Vandaag vertrekken we!");
    expect(aftelLabel(kamp, at("2027-07-20"))).toBe("Het kamp is bezig!");
    expect(aftelLabel(kamp, at("2027-07-24", "15:00"))).toBeNull();
  });

  test("the packing list's headings group the lines after them; lines before any heading form a group of their own", () => {
    expect(paklijstGroepen(["Identiteitskaart", "Slapen:", "Slaapzak", "Matje", "Leeg:", "Kleren:", "Regenjas"])).toEqual([
      { kop: null, items: ["Identiteitskaart"] },
      { kop: "Slapen", items: ["Slaapzak", "Matje"] },
      { kop: "Kleren", items: ["Regenjas"] },
    ]);
  });

  test("registering is open up to and including the deadline", () => {
    expect(inschrijvingOpen("2027-06-15", "2027-06-15")).toBe(true);
    expect(inschrijvingOpen("2027-06-15", "2027-06-16")).toBe(false);
    expect(inschrijvingOpen(null, "2027-07-01")).toBe(true);
  });

  test("'Deze week' names the day and the hours, or the first and last moment of a weekend", () => {
    expect(wanneerLabel({ start: at("2026-11-28", "14:00"), einde: at("2026-11-28", "17:00") })).toEqual({ dag: "zaterdag 28/11", uren: "14:00 - 17:00" });
    expect(wanneerLabel({ start: at("2026-11-28", "14:00"), einde: null })).toEqual({ dag: "zaterdag 28/11", uren: "14:00" });
    expect(wanneerLabel({ start: at("2026-11-20", "19:00"), einde: at("2026-11-22", "16:00") })).toEqual({ dag: "vrijdag 20/11 19:00", uren: "tot zondag 22/11 16:00" });
  });
});
