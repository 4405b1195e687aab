import { describe, expect, it } from "vitest";
import {
  isTakleiding,
  isTelefoonZichtbaar,
  leiderBadges,
  sortAlleLeiding,
  sortLeidingVoorTak,
  sortTakLeiding,
  telHref,
  type LeiderTak,
} from "~/domains/leiding/rules";

let nextId = 1;
function leider(name: string, ...takken: string[]) {
  const ids: Record<string, number> = {
    Kapoenen: 1,
    Welpen: 2,
    Pioniers: 3,
    Jongverkenners: 4,
    Verkenners: 5,
    Jin: 6,
    Leiding: 7,
    Groepsleiding: 8,
    Mastworp: 9,
    Takleiding: 10,
  };
  const list: LeiderTak[] = takken.map((t) => ({ tak_name: t, tak_id: ids[t] ?? 0, tak_leiding_id: nextId++ }));
  return { id: nextId++, name, tel: "0470 00 00 00", imagename: null, imageUrl: null, takken: list };
}

describe("leader order", () => {
  it("lists all leaders by branch order Kapoenen..Jin, branch leaders first within a branch, then by name", () => {
    const input = [
      leider("Zoë Jin", "Jin"),
      leider("Groepsleider", "Groepsleiding"),
      leider("Bert Verkenner", "Verkenners"),
      leider("Anna Welp", "Welpen"),
      leider("Tom Kapoen", "Kapoenen"),
      leider("Kim Kapoen", "Kapoenen", "Takleiding"),
      leider("Piet Pionier", "Pioniers"),
      leider("Jan Jongverkenner", "Jongverkenners"),
      leider("Alex Kapoen", "Kapoenen"),
      // With two branches a leader is listed under the youngest one.
      leider("Robbe Twee", "Verkenners", "Welpen"),
    ];
    expect(sortAlleLeiding(input).map((l) => l.name)).toEqual([
      "Kim Kapoen",
      "Alex Kapoen",
      "Tom Kapoen",
      "Anna Welp",
      "Robbe Twee",
      "Piet Pionier",
      "Jan Jongverkenner",
      "Bert Verkenner",
      "Zoë Jin",
      "Groepsleider",
    ]);
  });

  it("lists a branch's leaders with the branch leaders first, then by name", () => {
    const input = [
      leider("Charlie", "Welpen"),
      leider("Bea", "Welpen"),
      leider("Zeno", "Welpen", "Takleiding"),
      leider("Adam", "Welpen"),
    ];
    expect(sortTakLeiding(input).map((l) => l.name)).toEqual(["Zeno", "Adam", "Bea", "Charlie"]);
  });

  it("uses the full order for the 'leiding' page only, whatever the case", () => {
    const input = [leider("Anna", "Jin", "Takleiding"), leider("Bob", "Kapoenen")];
    expect(sortLeidingVoorTak("Leiding", input).map((l) => l.name)).toEqual(["Bob", "Anna"]);
    expect(sortLeidingVoorTak("jin", input).map((l) => l.name)).toEqual(["Anna", "Bob"]);
  });

  it("does not change the list it is given", () => {
    const input = [leider("B", "Jin"), leider("A", "Kapoenen")];
    sortAlleLeiding(input);
    expect(input.map((l) => l.name)).toEqual(["B", "A"]);
  });
});

describe("phone visibility", () => {
  it("shows the phone only for Takleiding or Groepsleiding holders", () => {
    expect(isTelefoonZichtbaar(leider("a", "Kapoenen", "Takleiding"))).toBe(true);
    expect(isTelefoonZichtbaar(leider("b", "Jin", "Groepsleiding"))).toBe(true);
    expect(isTelefoonZichtbaar(leider("c", "Groepsleiding"))).toBe(true);
    expect(isTelefoonZichtbaar(leider("d", "Kapoenen"))).toBe(false);
    expect(isTelefoonZichtbaar(leider("e", "Leiding", "Welpen"))).toBe(false);
    expect(isTelefoonZichtbaar(leider("f"))).toBe(false);
  });

  it("counts only the Takleiding role as branch leader", () => {
    expect(isTakleiding(leider("a", "Kapoenen", "Takleiding"))).toBe(true);
    expect(isTakleiding(leider("b", "Groepsleiding"))).toBe(false);
  });
});

describe("badges", () => {
  it("shows the branches in branch order without the roles, and a Takleiding badge for branch leaders", () => {
    expect(leiderBadges(leider("a", "Verkenners", "Takleiding", "Jongverkenners"))).toEqual([
      "Jongverkenners",
      "Verkenners",
      "Takleiding",
    ]);
    expect(leiderBadges(leider("b", "Jin", "Groepsleiding"))).toEqual(["Jin"]);
    expect(leiderBadges(leider("c", "Groepsleiding"))).toEqual([]);
    expect(leiderBadges(leider("d", "Mastworp", "Kapoenen"))).toEqual(["Kapoenen", "Mastworp"]);
  });

  it("shows a branch assigned twice once", () => {
    expect(leiderBadges(leider("a", "Welpen", "Welpen"))).toEqual(["Welpen"]);
  });
});

it("turns a phone number into a tel: link", () => {
  expect(telHref("0471 23 45 18")).toBe("tel:0471234518");
  expect(telHref("+32 471/23.45.18")).toBe("tel:+32471234518");
});
