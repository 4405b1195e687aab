import { describe, expect, it } from "vitest";
import { STANDAARD_TEKSTEN } from "~/domains/instellingen/defaults";
import { alineas, brandCss, brandTinten, contrast, kleurDonkerGenoeg, straatnaam } from "~/domains/instellingen/rules";
import { momentenInput, uitDotNamen } from "~/domains/instellingen/validation";

describe("the brand colour", () => {
  it("measures contrast as WCAG does: the specification's green gives white 4.25:1", () => {
    expect(contrast("#3D8B37", "#ffffff")).toBeCloseTo(4.25, 2);
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#ffffff", "#ffffff")).toBe(1);
  });

  it("refuses a colour on which white stays below 3:1", () => {
    expect(kleurDonkerGenoeg("#3D8B37")).toBe(true);
    expect(kleurDonkerGenoeg("#949494")).toBe(true); // 3.03:1
    expect(kleurDonkerGenoeg("#959595")).toBe(false); // 2.99:1
    expect(kleurDonkerGenoeg("#DCEF07")).toBe(false); // the Kapoenen yellow
    expect(kleurDonkerGenoeg("groen")).toBe(false);
  });

  it("keeps the style sheet's hand-picked shades for the specification's green", () => {
    expect(brandTinten("#3D8B37")).toEqual({ brand: "#3d8b37", dark: "#2c6a27", darker: "#1f4d1c", light: "#f2f7f1" });
    expect(brandCss("#3d8b37")).toBe("");
  });

  it("derives shades for any accepted colour that keep normal text at 4.5:1 or more", () => {
    for (const kleur of ["#949494", "#1D4ED8", "#B1031C", "#FB8B05", "#0D29D3", "#000000", "#6b21a8"]) {
      if (!kleurDonkerGenoeg(kleur)) continue;
      const t = brandTinten(kleur);
      expect(contrast(t.dark, "#ffffff"), `${kleur} dark on white`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(t.dark, t.light), `${kleur} dark on light`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(t.darker, "#ffffff"), `${kleur} darker`).toBeGreaterThanOrEqual(contrast(t.dark, "#ffffff"));
      expect(brandCss(kleur)).toBe(`:root{--color-brand:${t.brand};--color-brand-dark:${t.dark};--color-brand-darker:${t.darker};--color-brand-light:${t.light}}`);
    }
  });
});

describe("form fields with dotted names", () => {
  it("become the nested input the API sends", () => {
    expect(uitDotNamen({ naam: "X", "adres.straat": "Kerkstraat 1", "adres.postcode": "9000", "momenten.1.jaar": "2001", "momenten.0.jaar": "1956" })).toEqual({
      naam: "X",
      adres: { straat: "Kerkstraat 1", postcode: "9000" },
      momenten: [{ jaar: "1956" }, { jaar: "2001" }],
    });
  });

  it("never reach an object's prototype", () => {
    const result = uitDotNamen({ "__proto__.polluted": "ja", "constructor.prototype.polluted": "ja", "a..b": "x" }) as Record<string, unknown>;
    expect(result).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("the timeline drops rows left empty and names an error by the row as the form numbered it", () => {
    expect(momentenInput(Date.now()).parse([{ jaar: "2019", tekst: "Lokalen" }, { jaar: "", titel: "", tekst: "" }, { jaar: 1956, titel: "Start", tekst: "Stichting" }])).toEqual([
      { jaar: 2019, tekst: "Lokalen" },
      { jaar: 1956, titel: "Start", tekst: "Stichting" },
    ]);
    const result = momentenInput(Date.now()).safeParse([{ jaar: "", tekst: "" }, { jaar: "19x6", tekst: "Fout" }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([1, "jaar"]);
  });
});

describe("texts", () => {
  it("split into paragraphs at an empty line and keep the starting texts of the pages", () => {
    expect(alineas("Een.\n\nTwee,\nnog twee.\n \nDrie.")).toEqual(["Een.", "Twee,\nnog twee.", "Drie."]);
    expect(alineas(STANDAARD_TEKSTEN.over.lidWorden)).toHaveLength(3);
    expect(STANDAARD_TEKSTEN.over.tegels[1]).toEqual({ titel: "In ons lokaal", tekst: "In de Scoutsstraat in Demostad." });
    expect(straatnaam("Scoutsstraat 12")).toBe("Scoutsstraat");
  });
});
