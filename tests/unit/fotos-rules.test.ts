import { describe, expect, test } from "vitest";
import { beginjaarVanDatum, eersteBewaardJaar, fotoSrcSet, GEEN_TOEGANG, magAlbumZien, versieMaat } from "~/domains/fotos/rules";

describe("the photo rules", () => {
  test("who sees an album: its tak's link, any link for the whole group's, a leader everything", () => {
    const welpen = { leiding: false, takIds: [2], heleGroep: false };
    const groepslink = { leiding: false, takIds: [], heleGroep: true };
    expect(magAlbumZien(2, welpen)).toBe(true);
    expect(magAlbumZien(1, welpen)).toBe(false);
    expect(magAlbumZien(null, welpen)).toBe(true);
    expect(magAlbumZien(null, groepslink)).toBe(true);
    expect(magAlbumZien(2, groepslink)).toBe(false);
    expect(magAlbumZien(null, GEEN_TOEGANG)).toBe(false);
    expect(magAlbumZien(1, { leiding: true, takIds: [], heleGroep: false })).toBe(true);
  });

  test("an album's scouting year starts on 1 September; two kept years are this one and the one before", () => {
    expect(beginjaarVanDatum("2026-08-31")).toBe(2025);
    expect(beginjaarVanDatum("2026-09-01")).toBe(2026);
    expect(eersteBewaardJaar(2026, 2)).toBe(2025);
    expect(eersteBewaardJaar(2026, 1)).toBe(2026);
    expect(eersteBewaardJaar(2026, 0)).toBe(2026);
  });

  test("versions keep the photo's shape and are never enlarged; srcset names each real width once", () => {
    expect(versieMaat({ breedte: 2048, hoogte: 1536 }, 480)).toEqual({ breedte: 480, hoogte: 360 });
    expect(versieMaat({ breedte: 1365, hoogte: 2048 }, 1280)).toEqual({ breedte: 853, hoogte: 1280 });
    expect(versieMaat({ breedte: 800, hoogte: 600 }, 2048)).toEqual({ breedte: 800, hoogte: 600 });
    expect(fotoSrcSet({ id: 7, breedte: 2048, hoogte: 1536 }).srcSet).toBe("/fotos/bestand/7/480 480w, /fotos/bestand/7/1280 1280w, /fotos/bestand/7/2048 2048w");
    expect(fotoSrcSet({ id: 7, breedte: 800, hoogte: 600 }).srcSet).toBe("/fotos/bestand/7/480 480w, /fotos/bestand/7/1280 800w");
  });
});
