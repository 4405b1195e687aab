import { describe, expect, it } from "vitest";
import { matchesGeschiedenisSearch } from "~/domains/geschiedenis/search";
import { geschiedenisInput, splitArtikels } from "~/domains/geschiedenis/validation";
import { matchesLeidingSearch } from "~/domains/leiding/search";
import { leidingCreateInput, leidingInput } from "~/domains/leiding/validation";
import { adminSection, adminSectionUrl } from "~/admin/parts";
import { successMessage } from "~/components/admin/messages";

const leider = { name: "Jana Willems", takken: [{ tak_name: "Jongverkenners", tak_leiding_id: 1, tak_id: 4 }] };

describe("admin search", () => {
  it("finds leaders by a case-insensitive part of the name or of a branch name", () => {
    expect(matchesLeidingSearch(leider, "jana")).toBe(true);
    expect(matchesLeidingSearch(leider, "WILL")).toBe(true);
    expect(matchesLeidingSearch(leider, "verkenner")).toBe(true);
    expect(matchesLeidingSearch(leider, "  ")).toBe(true);
    expect(matchesLeidingSearch(leider, "kapoen")).toBe(false);
  });

  it("finds periods by begin year, end year or title", () => {
    const p = { titel: "Vuur en water", beginjaar: 2024, eindjaar: 2025 };
    expect(matchesGeschiedenisSearch(p, "2024")).toBe(true);
    expect(matchesGeschiedenisSearch(p, "2025")).toBe(true);
    expect(matchesGeschiedenisSearch(p, "WATER")).toBe(true);
    expect(matchesGeschiedenisSearch(p, "1999")).toBe(false);
    expect(matchesGeschiedenisSearch({ ...p, eindjaar: null }, "2025")).toBe(false);
  });
});

describe("admin validation", () => {
  it("gives the specification's messages for a blank leader, photo included on add", () => {
    const result = leidingCreateInput.safeParse({ name: " ", tel: "", functie: "1", image: false });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({ name: "Naam is verplicht", tel: "Telefoon is verplicht", image: "Foto is verplicht" });
    expect(leidingInput.safeParse({ name: "A", tel: "1", functie: "3" }).success).toBe(true);
  });

  it("needs a badge link unless an image was uploaded, and reports every blank field at once", () => {
    const blank = geschiedenisInput.safeParse({ titel: "", beginjaar: "2020", aalmoezenier: "", groepsleiding: "" });
    const paths = blank.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["titel", "kenteken", "aalmoezenier", "groepsleiding"]));
    const upload = geschiedenisInput.safeParse({ titel: "T", beginjaar: "2020", aalmoezenier: "A", groepsleiding: "G", kentekenUpload: true });
    expect(upload.success).toBe(true);
    const badLink = geschiedenisInput.safeParse({ titel: "T", beginjaar: "2020", aalmoezenier: "A", groepsleiding: "G", kenteken: "javascript:alert(1)" });
    expect(badLink.success).toBe(false);
  });

  it("turns every non-blank line of the written text into an article", () => {
    expect(splitArtikels("Een\r\n\n  Twee  \n")).toEqual(["Een", "Twee"]);
    expect(splitArtikels(undefined)).toEqual([]);
  });
});

describe("admin sections and messages", () => {
  it("defaults to 'Deze week' (issue 51) and builds section URLs", () => {
    expect(adminSection(null)).toBe("week");
    expect(adminSection("boekjes")).toBe("boekjes");
    expect(adminSection("<script>")).toBe("week");
    expect(adminSectionUrl("week")).toBe("/admin");
    expect(adminSectionUrl("leiding")).toBe("/admin?sectie=leiding");
    expect(adminSectionUrl("geschiedenis", { melding: "kenteken-toegevoegd" })).toBe("/admin?sectie=geschiedenis&melding=kenteken-toegevoegd");
  });

  it("shows only known success messages, never text from the URL", () => {
    expect(successMessage("leiding-toegevoegd")).toBe("De leiding is toegevoegd.");
    expect(successMessage("<b>hallo</b>")).toBeNull();
    expect(successMessage("toString")).toBeNull();
  });
});
