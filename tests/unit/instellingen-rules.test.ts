import { describe, expect, it } from "vitest";
import { NEUTRALE_TEKSTEN, neutraleInstellingen } from "~/domains/instellingen/defaults";
import { DEMO_GROEP, DEMO_INSTELLINGEN, DEMO_MOMENTEN, demoIdentiteit } from "~/demo/groep";
import { alineas, brandCss, brandTinten, contrast, kleurDonkerGenoeg, overTegels, voettekstRegel } from "~/domains/instellingen/rules";
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
    expect(alineas(NEUTRALE_TEKSTEN.over.lidWorden)).toHaveLength(3);
  });

  it("make the about page's tiles and the footer line from the group's details, leaving out what is not filled in", () => {
    expect(overTegels(DEMO_GROEP)).toEqual([
      { soort: "bijeenkomst", titel: "Elke zaterdag 14u-17u", tekst: "Dan spelen we samen, weer of geen weer." },
      { soort: "lokaal", titel: "In ons lokaal", tekst: "Scoutsstraat 12, 9999 Demostad" },
      { soort: "leeftijden", titel: "Van 6 tot 18 jaar", tekst: "Voor elke leeftijd een tak met spel op maat." },
    ]);
    expect(overTegels(neutraleInstellingen().groep).map((t) => t.soort)).toEqual(["leeftijden"]);
    expect(voettekstRegel("Spel en avontuur", 1931)).toBe("Spel en avontuur, sinds 1931.");
    expect(voettekstRegel("Spel en avontuur", null)).toBe("Spel en avontuur.");
  });
});

describe("a new group's starting values", () => {
  it("name no group, address, phone, e-mail, map or history; the name is the group's own when given", () => {
    const json = JSON.stringify(neutraleInstellingen());
    for (const demo of ["Sint-Joris", "Demostad", "scoutsdemostad", "0470", "1956", "zaterdag", "14u"]) expect(json).not.toContain(demo);
    const { groep, momenten } = neutraleInstellingen("Scouts Sint-Pieter Gent");
    expect(groep).toMatchObject({ naam: "Scouts Sint-Pieter Gent", korteNaam: "Scouts Sint-Pieter Gent", opgericht: null, email: "", telefoon: "", kaart: null, bijeenkomst: "" });
    expect(groep.adres).toEqual({ straat: "", postcode: "", gemeente: "" });
    expect(momenten).toEqual([]);
    // Every call is a fresh value: a caller that changes it changes no other group's.
    expect(neutraleInstellingen().teksten).not.toBe(neutraleInstellingen().teksten);
  });

  it("the demo removal gives back what is still the demo's and keeps what the group changed", () => {
    const eigen = {
      ...DEMO_INSTELLINGEN,
      groep: { ...DEMO_GROEP, naam: "Scouts Sint-Pieter Gent", adres: { ...DEMO_GROEP.adres, straat: "Kerkstraat 5" }, bijeenkomst: "Elke zondag 9u30-12u" },
      teksten: { ...DEMO_INSTELLINGEN.teksten, voettekst: "Onze eigen regel" },
      momenten: [...DEMO_MOMENTEN, { jaar: 1931, tekst: "Onze stichting" }],
    };
    const { instellingen, delen } = demoIdentiteit(eigen);
    expect(instellingen.groep).toMatchObject({
      naam: "Scouts Sint-Pieter Gent",
      korteNaam: "Scouts Sint-Pieter Gent",
      opgericht: null,
      // The street is the group's; the demo's postcode and town go.
      adres: { straat: "Kerkstraat 5", postcode: "", gemeente: "" },
      email: "",
      telefoon: "",
      kaart: null,
      bijeenkomst: "Elke zondag 9u30-12u",
      sociaal: { facebook: "", instagram: "", tiktok: "" },
      maker: { naam: "de leiding", url: "" },
    });
    expect(instellingen.teksten).toEqual({ ...NEUTRALE_TEKSTEN, voettekst: "Onze eigen regel" });
    expect(instellingen.momenten).toEqual([{ jaar: 1931, tekst: "Onze stichting" }]);
    expect(delen).toEqual([
      "naam",
      "jaar van oprichting",
      "adres",
      "plaats op de kaart",
      "e-mailadres",
      "telefoonnummer",
      "sociale media",
      "'Website gemaakt door'",
      "inleiding van de geschiedenis",
      "tekst over steun bij de kampprijs",
      "5 belangrijke momenten",
    ]);
    // Nothing of the demo left: nothing to change.
    expect(demoIdentiteit(instellingen).delen).toEqual([]);
    expect(demoIdentiteit(neutraleInstellingen()).delen).toEqual([]);
  });
});
