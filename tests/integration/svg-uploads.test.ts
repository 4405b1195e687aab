// Issue 36 (ADR 0030): an SVG only where a drawing makes sense. A leader's photo and an activity's picture are photos
// and refuse it before anything is drawn; a badge may be a drawing, and is drawn (in the image worker) into WebP files.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { action as activiteitenAction } from "~/routes/api.activiteiten";
import { action as geschiedenisAction } from "~/routes/api.geschiedenis";
import { action as leidingAction } from "~/routes/api.leiding";
import { BASE, bearer, count, form, prepareAdminDb } from "../helpers/admin";
import { callRoute } from "../helpers/route";
import { withTempDataDir } from "../helpers/temp-data";

const data = withTempDataDir();
let token = "";
const SVG = new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><circle cx="300" cy="300" r="280" fill="#3d8b37"/></svg>'], { type: "image/svg+xml" });
const NO_SVG = "Kies een foto in JPG, PNG of WebP; een SVG-bestand kan hier niet.";

beforeAll(async () => {
  token = await prepareAdminDb();
});

const post = (url: string, fields: Record<string, string | Blob>) => new Request(`${BASE}${url}`, bearer(token, { method: "POST", body: form(fields) }));
const mediaFolders = () => (fs.existsSync(path.join(data.dir(), "media")) ? fs.readdirSync(path.join(data.dir(), "media")) : []);

describe("SVG uploads", () => {
  test("a leader's photo and an activity's picture refuse an SVG at the field; nothing is stored", async () => {
    const leider = await callRoute(leidingAction, post("/api/leiding", { name: "Akela", tel: "0470 12 34 56", functie: "2", image: SVG }));
    expect(leider.status).toBe(400);
    expect(await leider.json()).toMatchObject({ fields: { image: NO_SVG } });
    const activiteit = await callRoute(activiteitenAction, post("/api/activiteiten", { titel: "Bosspel", takken: "welpen", start: "2030-05-04T14:00", afbeelding: SVG }));
    expect(activiteit.status).toBe(400);
    expect(await activiteit.json()).toMatchObject({ fields: { afbeelding: NO_SVG } });
    expect(await count("leiding")).toBe(0);
    expect(await count("activiteit")).toBe(0);
    expect(mediaFolders()).toEqual([]);
  });

  test("a badge may be an SVG: it is drawn into WebP versions, and the SVG itself is not kept", async () => {
    const response = await callRoute(geschiedenisAction, post("/api/geschiedenis", { titel: "Getekend kenteken", beginjaar: "1990", aalmoezenier: "E.H. Test", groepsleiding: "Test", kentekenBestand: SVG }));
    expect(response.status, await response.clone().text()).toBe(201);
    const [folder] = mediaFolders();
    expect(folder).toMatch(/^[a-f0-9]{24}-600$/);
    expect(fs.readdirSync(path.join(data.dir(), "media", folder!)).sort()).toEqual(["160.webp", "320.webp", "600.webp"]);
  });
});
