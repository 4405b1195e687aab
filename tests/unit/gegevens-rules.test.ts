import { describe, expect, it } from "vitest";
import { kopieenWegOp, maskeer, normaliseer } from "~/domains/gegevens/rules";

const DAG = 24 * 60 * 60 * 1000;

describe("'Gegevens van een ouder': the rules", () => {
  it("compares an address trimmed and lowercased", () => {
    expect(normaliseer("  An.Peeters@Example.BE ")).toBe("an.peeters@example.be");
  });

  it("names an address in the log by its first letters and its domain's last label only", () => {
    expect(maskeer("An.Peeters@Example.be")).toBe("a…@e….be");
    expect(maskeer("x@localhost")).toBe("x…@l…");
    expect(maskeer("An.Peeters@Example.be")).not.toContain("peeters");
  });

  it("says the copies in the bucket are gone after the longest of the three retentions", () => {
    expect(kopieenWegOp(0, { allesUren: 24, perUurDagen: 7, perDagDagen: 30 })).toBe(30 * DAG);
    expect(kopieenWegOp(5, { allesUren: 24 * 40, perUurDagen: 7, perDagDagen: 30 })).toBe(5 + 40 * DAG);
    expect(kopieenWegOp(0, { allesUren: 1, perUurDagen: 9, perDagDagen: 2 })).toBe(9 * DAG);
  });
});
