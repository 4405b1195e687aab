import { describe, expect, it } from "vitest";
import { kentekensTeTonen, periodeJaren, periodeTitel } from "~/domains/geschiedenis/rules";
import { boekjeLabel, boekjeUrl, dutchMonthName, hasBoekje, showsLeiding } from "~/domains/takken/rules";

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
    const midMonth = new Date(Date.UTC(2026, index, 15, 12));
    expect(dutchMonthName(midMonth)).toBe(name);
    expect(boekjeLabel("Kapoenen", midMonth)).toBe(`Boekje Kapoenen (${name})`);
  });

  it("uses the month in Belgium, not on the server's clock", () => {
    // 23:30 UTC on 31 January is already 1 February in Brussels (UTC+1).
    expect(boekjeLabel("Jin", new Date("2026-01-31T23:30:00Z"))).toBe("Boekje Jin (februari)");
    // 22:30 UTC on 31 July is 00:30 on 1 August in Brussels (summer time, UTC+2).
    expect(boekjeLabel("Welpen", new Date("2026-07-31T22:30:00Z"))).toBe("Boekje Welpen (augustus)");
    expect(boekjeLabel("Welpen", new Date("2026-07-31T21:30:00Z"))).toBe("Boekje Welpen (juli)");
  });

  it("exists only for the six age branches", () => {
    expect([1, 2, 3, 4, 5, 6].every(hasBoekje)).toBe(true);
    expect([0, 7, 8, 9, 10].some(hasBoekje)).toBe(false);
  });

  it("is served from /boekjes under the stored file name", () => {
    expect(boekjeUrl("kapoenen-1700000000000.pdf")).toBe("/boekjes/kapoenen-1700000000000.pdf");
    expect(boekjeUrl(null)).toBeNull();
  });
});

it("hides the leaders section for Mastworp only", () => {
  expect(showsLeiding({ name: "Mastworp" })).toBe(false);
  expect(showsLeiding({ name: "Leiding" })).toBe(true);
  expect(showsLeiding({ name: "Kapoenen" })).toBe(true);
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
