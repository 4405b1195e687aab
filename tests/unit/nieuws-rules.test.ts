import { describe, expect, test } from "vitest";
import { eventJsonLd } from "~/domains/nieuws/structured-data.server";
import { STANDAARD_SITE } from "~/domains/instellingen/site";
import { scriptSafeJson } from "~/lib/json-ld";
import {
  arrangeNieuws,
  detectGroep,
  excerpt,
  facebookEventUrl,
  isValidNieuwsId,
  nieuwsImage,
  nieuwsVanTak,
  searchNieuws,
  toNieuwsItem,
  activiteitIdOf,
  activiteitNieuwsId,
  isFacebookId,
  type NieuwsItem,
} from "~/domains/nieuws/rules";
import { byNewestStart } from "~/domains/nieuws/nieuws.server";

function item(id: string, name: string, description = "", groep: string | null = null): NieuwsItem {
  return { id, name, description, cover: null, start_time: null, end_time: null, place: null, groep, is_canceled: false, bron: "facebook" };
}

/** The age takken of the specification, as a group with them has them. */
const SPEC = ["Kapoenen", "Welpen", "Pioniers", "Jongverkenners", "Verkenners", "Jin"];

describe("detectGroep", () => {
  test("a branch named in the title, case-insensitive, also at the start of a longer word", () => {
    expect(detectGroep("Welpenweekend in de Ardennen", undefined, SPEC)).toBe("Welpen");
    expect(detectGroep("KAPOENEN: Sinterklaasfeestje", undefined, SPEC)).toBe("Kapoenen");
    expect(detectGroep("Startdag van de pioniers", undefined, SPEC)).toBe("Pioniers");
    expect(detectGroep("Jin: startweekend", undefined, SPEC)).toBe("Jin");
    expect(detectGroep("Hike (verkenners)", undefined, SPEC)).toBe("Verkenners");
  });

  test("a branch name inside another word does not count: Jongverkenners are not Verkenners", () => {
    expect(detectGroep("Jongverkenners: wafelenbak voor het kamp", undefined, SPEC)).toBe("Jongverkenners");
    expect(detectGroep("Oudjongverkenners-avond", undefined, SPEC)).toBeNull();
    expect(detectGroep("Kajinaktiviteit", undefined, SPEC)).toBeNull();
  });

  test("the title wins over the description; the first branch named wins", () => {
    expect(detectGroep("Kerstmarkt", "De Jin bakt pannenkoeken", SPEC)).toBe("Jin");
    expect(detectGroep("Welpen en kapoenen samen", "Met de jin", SPEC)).toBe("Welpen");
    expect(detectGroep("Spaghettiavond", "Voor de werking van onze takken", SPEC)).toBeNull();
    expect(detectGroep(null, null, SPEC)).toBeNull();
  });

  test("the group's own takken, whatever they are called: a Chiro group's Rakwi's", () => {
    expect(detectGroep("Rakwi's op fietstocht", undefined, ["Ribbels", "Rakwi's"])).toBe("Rakwi's");
    expect(detectGroep("Welpenweekend", undefined, ["Ribbels", "Rakwi's"])).toBeNull();
  });
});

describe("search", () => {
  const items = [
    item("1", "Welpenweekend", "De horde trekt naar de Ardennen"),
    item("2", "Kerstmarkt", "Warme CHOCOMELK en pannenkoeken"),
    item("3", "Overgang", "Nieuwe leden welkom"),
  ];

  test("case-insensitive substring on title or description", () => {
    expect(searchNieuws(items, "WELPEN").map((i) => i.id)).toEqual(["1"]);
    expect(searchNieuws(items, "chocomelk").map((i) => i.id)).toEqual(["2"]);
    expect(searchNieuws(items, "  ardennen ").map((i) => i.id)).toEqual(["1"]);
    expect(searchNieuws(items, "e").map((i) => i.id)).toEqual(["1", "2", "3"]);
    expect(searchNieuws(items, "").map((i) => i.id)).toEqual(["1", "2", "3"]);
    expect(searchNieuws(items, "zeilkamp")).toEqual([]);
  });

  test("the featured item is never searched; the grid holds at most five", () => {
    const many = ["Eerste", "a", "b", "c", "d", "e", "f", "g"].map((n, i) => item(String(i + 1), n));
    const all = arrangeNieuws(many, "");
    expect(all.featured?.name).toBe("Eerste");
    expect(all.grid.map((i) => i.name)).toEqual(["a", "b", "c", "d", "e"]);
    const searched = arrangeNieuws(many, "eerste");
    expect(searched.featured?.name).toBe("Eerste");
    expect(searched.grid).toEqual([]);
    expect(arrangeNieuws(many, "g").grid.map((i) => i.name)).toEqual(["g"]);
    expect(arrangeNieuws([], "x")).toEqual({ featured: null, grid: [] });
  });

  test("news of one branch by its groep label", () => {
    const list = [item("1", "a", "", "Welpen"), item("2", "b", "", null), item("3", "c", "", "Jin")];
    expect(nieuwsVanTak(list, "welpen").map((i) => i.id)).toEqual(["1"]);
    expect(nieuwsVanTak(list, "Leiding")).toEqual([]);
  });
});

describe("image fallback", () => {
  test("cover.source, then img, image, picture; none gives null (the star)", () => {
    const all = {
      cover: { source: "https://scontent.example/cover.jpg" },
      img: "https://cdn.example/img.jpg",
      image: "https://cdn.example/image.jpg",
      picture: "https://cdn.example/picture.jpg",
    };
    expect(nieuwsImage(all)).toBe("https://scontent.example/cover.jpg");
    expect(nieuwsImage({ ...all, cover: undefined })).toBe("https://cdn.example/img.jpg");
    expect(nieuwsImage({ ...all, cover: {}, img: "" })).toBe("https://cdn.example/image.jpg");
    expect(nieuwsImage({ picture: "https://cdn.example/picture.jpg" })).toBe("https://cdn.example/picture.jpg");
    expect(nieuwsImage({ picture: { data: { url: "https://cdn.example/p.jpg" } } })).toBe("https://cdn.example/p.jpg");
    expect(nieuwsImage({ cover: "https://cdn.example/merged.jpg" })).toBe("https://cdn.example/merged.jpg");
    expect(nieuwsImage({})).toBeNull();
    expect(nieuwsImage(null)).toBeNull();
  });

  test("only http(s) addresses are used", () => {
    expect(nieuwsImage({ cover: { source: "javascript:alert(1)" }, img: "https://cdn.example/ok.jpg" })).toBe(
      "https://cdn.example/ok.jpg",
    );
    expect(nieuwsImage({ image: "data:image/png;base64,AAAA" })).toBeNull();
  });
});

describe("toNieuwsItem", () => {
  test("a Graph event becomes a news item with cover, place and groep", () => {
    expect(
      toNieuwsItem({
        id: "1165098234417820",
        name: "Welpenweekend",
        description: "Regenkledij!",
        cover: { source: "https://scontent.example/w.jpg", id: "9" },
        start_time: "2027-02-19T19:00:00+0100",
        place: { name: "Houffalize", location: { city: "Houffalize" } },
      }, SPEC),
    ).toEqual({
      id: "1165098234417820",
      name: "Welpenweekend",
      description: "Regenkledij!",
      cover: { source: "https://scontent.example/w.jpg" },
      start_time: "2027-02-19T19:00:00+0100",
      end_time: null,
      place: { name: "Houffalize" },
      groep: "Welpen",
      is_canceled: false,
      bron: "facebook",
    });
  });

  test("missing fields are empty, an unusable id drops the item", () => {
    expect(toNieuwsItem({ id: "12" })).toEqual(item("12", ""));
    expect(toNieuwsItem({ name: "zonder id" })).toBeNull();
    expect(toNieuwsItem({ id: "../me" })).toBeNull();
    expect(isValidNieuwsId("123_456")).toBe(true);
    expect(isValidNieuwsId("abc")).toBe(false);
  });

  test("an own activity's news id never has the shape of a Facebook id", () => {
    expect(activiteitNieuwsId(12)).toBe("activiteit-12");
    expect(activiteitIdOf("activiteit-12")).toBe(12);
    expect(isValidNieuwsId("activiteit-12")).toBe(true);
    expect(isFacebookId("activiteit-12")).toBe(false);
    for (const bad of ["activiteit-0", "activiteit-012", "activiteit-", "activiteit-1x", "12"]) expect(activiteitIdOf(bad)).toBeNull();
    // An id Facebook sends is never read as an activity, whatever it looks like.
    expect(toNieuwsItem({ id: "activiteit-3", name: "vals" })).toBeNull();
  });

  test("the news list runs newest start first, items without a start last", () => {
    const at = (id: string, start: string | null) => ({ ...item(id, id), start_time: start });
    const list = [at("a", "2026-11-28T17:00:00+0100"), at("b", null), at("c", "2027-02-19T19:00:00+01:00"), at("d", "2026-09-25T20:00:00+0200")];
    expect(list.sort(byNewestStart).map((i) => i.id)).toEqual(["c", "a", "d", "b"]);
  });
});

test("facebook link, excerpt and script-safe JSON-LD", () => {
  expect(facebookEventUrl("1165098234417820")).toBe("https://www.facebook.com/events/1165098234417820");
  expect(excerpt("kort")).toBe("kort");
  expect(excerpt("Een zin. Nog een zin die te lang is", 12)).toBe("Een zin…");
  expect(excerpt("woord ".repeat(100), 50).length).toBeLessThanOrEqual(50);
  const evil = item("1", "</script><script>alert(1)</script>", "a & b <!--");
  const json = scriptSafeJson(eventJsonLd(evil, STANDAARD_SITE));
  expect(json).not.toMatch(/[<>&]/);
  expect(JSON.parse(json)).toMatchObject({ "@type": "Event", name: evil.name, description: "a & b <!--" });
});
