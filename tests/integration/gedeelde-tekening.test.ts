// ADR 0046: the demo's drawings are made once per installation and copied for every later group.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { mediaWidths } from "~/domains/media/media";
import { keptDrawingFolder, mediaDir, storeSharedDrawing } from "~/domains/media/media.server";
import { withTempDataDir } from "../helpers/temp-data";

withTempDataDir();

// A drawing no earlier run kept: the test sees it made, then copied.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="#2e7d32"/><circle cx="200" cy="150" r="${40 + crypto.randomInt(80)}" fill="#fff"/><!-- ${crypto.randomUUID()} --></svg>`;
const kept = keptDrawingFolder(svg);

afterAll(() => fs.rmSync(kept, { recursive: true, force: true }));

function files(id: string): Map<string, string> {
  const dir = path.join(mediaDir(), id);
  return new Map(fs.readdirSync(dir).map((name) => [name, crypto.createHash("sha256").update(fs.readFileSync(path.join(dir, name))).digest("hex")]));
}

describe("a drawing every group gets alike", () => {
  it("is made the first time and kept; the next group gets the same files under an id of its own", async () => {
    const first = await storeSharedDrawing(svg);
    expect(mediaWidths(first)).toEqual([160, 320, 400]);
    expect([...files(first).keys()].sort()).toEqual(["160.webp", "320.webp", "400.webp"]);
    expect(fs.readdirSync(kept).sort()).toEqual(["160.webp", "320.webp", "400.webp"]);

    // Marked, to tell a copy from a drawing made again (the same SVG makes the same bytes).
    fs.copyFileSync(path.join(kept, "320.webp"), path.join(kept, "160.webp"));
    const second = await storeSharedDrawing(svg);
    expect(second).not.toBe(first);
    expect(mediaWidths(second)).toEqual([160, 320, 400]);
    const copied = files(second);
    expect(copied.get("160.webp")).toBe(files(first).get("320.webp"));
    expect(copied.get("400.webp")).toBe(files(first).get("400.webp"));
    // No half copy is left beside the images.
    expect(fs.readdirSync(mediaDir()).filter((name) => name.startsWith(".tmp-"))).toEqual([]);
  });

  it("is made again when the kept copy is gone, and kept anew", async () => {
    fs.rmSync(kept, { recursive: true, force: true });
    const id = await storeSharedDrawing(svg);
    expect([...files(id).keys()].sort()).toEqual(["160.webp", "320.webp", "400.webp"]);
    expect(fs.readdirSync(kept).sort()).toEqual(["160.webp", "320.webp", "400.webp"]);
  });
});
