import { describe, expect, it } from "vitest";
import {
  isTakleiding,
  isTelefoonZichtbaar,
  leiderBadges,
  sortAlleLeiding,
  sortTakLeiding,
  telHref,
  type LeiderTak,
  type TakInfo,
} from "~/domains/leiding/rules";
import { specTakken } from "~/demo/takken";

/** The specification's nine and the role, as the rules see a group's takken (ids 1 to 10, order by id). */
const TAKKEN: TakInfo[] = [
  ...specTakken.map((t) => ({ id: t.id, name: t.name, color: t.color, soort: t.soort, volgorde: t.id, publiek: true })),
  { id: 10, name: "Takleiding", color: "#3D8B37", soort: "rol", volgorde: 1000, publiek: true },
];

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
    expect(sortAlleLeiding(input, TAKKEN).map((l) => l.name)).toEqual([
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

  it("follows the group's own order of its takken, not their names or ids", () => {
    const input = [leider("Anna", "Jin"), leider("Bob", "Kapoenen")];
    const omgekeerd = TAKKEN.map((t) => (t.id === 6 ? { ...t, volgorde: 0, name: "Aspi's" } : t));
    expect(sortAlleLeiding(input, TAKKEN).map((l) => l.name)).toEqual(["Bob", "Anna"]);
    expect(sortAlleLeiding(input, omgekeerd).map((l) => l.name)).toEqual(["Anna", "Bob"]);
  });

  it("puts a leader of a tak that stopped with those without an age tak", () => {
    const gestopt = TAKKEN.map((t) => (t.id === 1 ? { ...t, publiek: false } : t));
    expect(sortAlleLeiding([leider("Anna", "Kapoenen"), leider("Bob", "Jin")], gestopt).map((l) => l.name)).toEqual(["Bob", "Anna"]);
  });

  it("does not change the list it is given", () => {
    const input = [leider("B", "Jin"), leider("A", "Kapoenen")];
    sortAlleLeiding(input, TAKKEN);
    expect(input.map((l) => l.name)).toEqual(["B", "A"]);
  });
});

describe("phone visibility", () => {
  it("shows the phone only for Takleiding holders and the members of a leaders' group (the Groepsleiding)", () => {
    expect(isTelefoonZichtbaar(leider("a", "Kapoenen", "Takleiding"), TAKKEN)).toBe(true);
    expect(isTelefoonZichtbaar(leider("b", "Jin", "Groepsleiding"), TAKKEN)).toBe(true);
    expect(isTelefoonZichtbaar(leider("c", "Groepsleiding"), TAKKEN)).toBe(true);
    expect(isTelefoonZichtbaar(leider("d", "Kapoenen"), TAKKEN)).toBe(false);
    expect(isTelefoonZichtbaar(leider("e", "Mastworp", "Welpen"), TAKKEN)).toBe(false);
    expect(isTelefoonZichtbaar(leider("f"), TAKKEN)).toBe(false);
  });

  it("counts only the Takleiding role as branch leader", () => {
    expect(isTakleiding(leider("a", "Kapoenen", "Takleiding"))).toBe(true);
    expect(isTakleiding(leider("b", "Groepsleiding"))).toBe(false);
  });
});

describe("badges", () => {
  const labels = (l: ReturnType<typeof leider>, takken = TAKKEN, rol?: string) => leiderBadges(l, takken, rol).map((b) => b.label);

  it("shows the branches in branch order without the roles, and a Takleiding badge for branch leaders", () => {
    expect(labels(leider("a", "Verkenners", "Takleiding", "Jongverkenners"))).toEqual(["Jongverkenners", "Verkenners", "Takleiding"]);
    expect(labels(leider("b", "Jin", "Groepsleiding"))).toEqual(["Jin"]);
    expect(labels(leider("c", "Groepsleiding"))).toEqual([]);
    expect(labels(leider("d", "Mastworp", "Kapoenen"))).toEqual(["Kapoenen", "Mastworp"]);
    expect(leiderBadges(leider("e", "Welpen"), TAKKEN)[0]).toEqual({ label: "Welpen", color: "#4EBDB6", takleiding: false });
  });

  it("shows a branch assigned twice once", () => {
    expect(labels(leider("a", "Welpen", "Welpen"))).toEqual(["Welpen"]);
  });

  it("names a tak as it is called now, leaves out one that stopped, and names the role in the group's word", () => {
    const hernoemd = TAKKEN.map((t) => (t.id === 2 ? { ...t, name: "Kabouters" } : t.id === 5 ? { ...t, publiek: false } : t));
    expect(labels(leider("a", "Welpen", "Verkenners", "Takleiding"), hernoemd, "Afdelingsleiding")).toEqual(["Kabouters", "Afdelingsleiding"]);
  });
});

it("turns a phone number into a tel: link", () => {
  expect(telHref("0471 23 45 18")).toBe("tel:0471234518");
  expect(telHref("+32 471/23.45.18")).toBe("tel:+32471234518");
});
