import { describe, expect, it } from "vitest";
import { kentekensTeTonen, periodeJaren, periodeTitel } from "~/domains/geschiedenis/rules";
import {
  boekjeLabel,
  boekjeUrl,
  getoondeBoekjes,
  heeftBoekje,
  inWoord,
  maakSlug,
  woorden,
  huidigBoekje,
  isMaand,
  maandNaam,
  maandVan,
  showsLeiding,
  uploadMaanden,
  volgendeMaand,
} from "~/domains/takken/rules";

describe("booklet label", () => {
  const months = [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
  ];

  it.each(months.map((name, index) => [index, name] as const))("names month %i as '%s'", (index, name) => {
    const midMonth = Date.UTC(2026, index, 15, 12);
    expect(maandNaam(maandVan(midMonth))).toBe(name);
    expect(boekjeLabel("Kapoenen", maandVan(midMonth))).toBe(`Boekje Kapoenen (${name})`);
  });

  it("uses the month in Belgium, not on the server's clock", () => {
    // 23:30 UTC on 31 January is already 1 February in Brussels (UTC+1).
    expect(maandVan(Date.parse("2026-01-31T23:30:00Z"))).toBe("2026-02");
    // 22:30 UTC on 31 July is 00:30 on 1 August in Brussels (summer time, UTC+2).
    expect(maandVan(Date.parse("2026-07-31T22:30:00Z"))).toBe("2026-08");
    expect(maandVan(Date.parse("2026-07-31T21:30:00Z"))).toBe("2026-07");
  });

  it("names the booklet's own month, and the month after December is January", () => {
    expect(boekjeLabel("Welpen", "2026-12")).toBe("Boekje Welpen (december)");
    expect(volgendeMaand("2026-12")).toBe("2027-01");
    expect(volgendeMaand("2026-09")).toBe("2026-10");
    expect(isMaand("2026-13")).toBe(false);
    expect(isMaand("2026-1")).toBe(false);
  });
});

describe("booklets per month", () => {
  const at = (iso: string) => Date.parse(iso);
  const boekjes = [{ maand: "2026-10" }, { maand: "2026-11" }, { maand: "2026-12" }];

  it("shows this month's booklet, and next month's from the 25th (Brussels) on", () => {
    expect(getoondeBoekjes(boekjes, at("2026-11-24T12:00:00Z")).map((b) => b.maand)).toEqual(["2026-11"]);
    expect(getoondeBoekjes(boekjes, at("2026-11-25T12:00:00Z")).map((b) => b.maand)).toEqual(["2026-11", "2026-12"]);
    // 23:30 UTC on 24 November is the 25th in Brussels.
    expect(getoondeBoekjes(boekjes, at("2026-11-24T23:30:00Z")).map((b) => b.maand)).toEqual(["2026-11", "2026-12"]);
  });

  it("keeps the latest earlier booklet while this month has none, and never shows a later month early", () => {
    expect(getoondeBoekjes([{ maand: "2026-10" }, { maand: "2026-12" }], at("2026-11-10T12:00:00Z")).map((b) => b.maand)).toEqual(["2026-10"]);
    expect(getoondeBoekjes([{ maand: "2027-01" }], at("2026-11-28T12:00:00Z"))).toEqual([]);
    expect(huidigBoekje([{ maand: "2026-12" }], at("2026-11-28T12:00:00Z"))).toBeUndefined();
  });

  it("puts a booklet up for this month or the next, proposing the next from the 25th", () => {
    expect(uploadMaanden(at("2026-12-03T12:00:00Z"))).toEqual({ maanden: ["2026-12", "2027-01"], standaard: "2026-12" });
    expect(uploadMaanden(at("2026-12-27T12:00:00Z"))).toEqual({ maanden: ["2026-12", "2027-01"], standaard: "2027-01" });
  });

  it("exists only for the age takken", () => {
    expect(heeftBoekje({ soort: "leeftijd" })).toBe(true);
    expect(["leiding", "vrienden", "rol"].some((soort) => heeftBoekje({ soort }))).toBe(false);
  });

  it("is served from /boekjes under the stored file name", () => {
    expect(boekjeUrl("kapoenen-1700000000000.pdf")).toBe("/boekjes/kapoenen-1700000000000.pdf");
    expect(boekjeUrl(null)).toBeNull();
  });
});

it("hides the leaders section for a circle of friends only", () => {
  expect(showsLeiding({ soort: "vrienden" })).toBe(false);
  expect(showsLeiding({ soort: "leiding" })).toBe(true);
  expect(showsLeiding({ soort: "leeftijd" })).toBe(true);
});

describe("a tak's address and the group's word", () => {
  it("makes the address from the name: lowercase, without accents, apostrophes or signs", () => {
    expect(maakSlug("Kapoenen")).toBe("kapoenen");
    expect(maakSlug("Rakwi's")).toBe("rakwis");
    expect(maakSlug("Tito’s")).toBe("titos");
    expect(maakSlug("Welpen-Kabouters")).toBe("welpen-kabouters");
    expect(maakSlug("  Jin & Loodsen ")).toBe("jin-loodsen");
    expect(maakSlug("Akabé")).toBe("akabe");
    expect(maakSlug("!!!")).toBe("");
  });

  it("keeps the specification's texts with 'tak', and says 'afdeling' where a group chose it", () => {
    const tak = woorden("tak");
    const afdeling = woorden("afdeling");
    expect([tak.tak, tak.takken, tak.Takleiding, tak.TakKen]).toEqual(["tak", "takken", "Takleiding", "Tak(ken)"]);
    expect([afdeling.tak, afdeling.Takken, afdeling.Takleiding, afdeling.TakKen]).toEqual(["afdeling", "Afdelingen", "Afdelingsleiding", "Afdeling(en)"]);
    expect(inWoord("De tak is gewijzigd. Alle takken, de takpagina en de Takleiding.", tak)).toBe("De tak is gewijzigd. Alle takken, de takpagina en de Takleiding.");
    expect(inWoord("De tak is gewijzigd. Alle takken, de takpagina en de Takleiding. Tak(ken)", afdeling)).toBe(
      "De afdeling is gewijzigd. Alle afdelingen, de afdelingspagina en de Afdelingsleiding. Afdeling(en)",
    );
    // Words that only start like it stay as they are.
    expect(inWoord("Taken, takjes en een takel", afdeling)).toBe("Taken, takjes en een takel");
  });
});

describe("history periods", () => {
  it("shows 'begin - end', or 'begin - heden' while a period runs", () => {
    expect(periodeJaren({ beginjaar: 1956, eindjaar: 1959 })).toBe("1956 - 1959");
    expect(periodeJaren({ beginjaar: 2025, eindjaar: null })).toBe("2025 - heden");
  });

  it("falls back to 'Onbekende periode' without a title", () => {
    expect(periodeTitel({ titel: "  " })).toBe("Onbekende periode");
    expect(periodeTitel({ titel: "De eerste stappen" })).toBe("De eerste stappen");
  });

  it("shows 30 badges first and never more than there are", () => {
    expect(kentekensTeTonen(null, 40)).toBe(30);
    expect(kentekensTeTonen("36", 40)).toBe(36);
    expect(kentekensTeTonen("42", 40)).toBe(40);
    expect(kentekensTeTonen("6", 40)).toBe(30);
    expect(kentekensTeTonen("abc", 40)).toBe(30);
    expect(kentekensTeTonen("-5", 40)).toBe(30);
    expect(kentekensTeTonen(null, 12)).toBe(12);
  });
});
