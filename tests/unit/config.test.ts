import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_GROEP } from "~/demo/groep";
import { demoContentEnabled, siteUrlConfigured } from "~/config/env.server";
import { databaseUrl, dataDir, siteUrl } from "~/group/context.server";
import { kaartUrls, STANDAARD_KLEUR } from "~/domains/instellingen/rules";
import { slugify } from "~/domains/geschiedenis/rules";
import { isNavItemActive } from "~/components/layout/nav-items";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe("configuration", () => {
  it("defaults DATA_DIR to ./data and the database to a file inside it", () => {
    delete process.env.DATA_DIR;
    delete process.env.DATABASE_URL;
    expect(dataDir()).toBe(path.resolve("data"));
    expect(databaseUrl()).toBe(`file:${path.resolve("data", "scouts.db")}`);
  });

  it("lets DATABASE_URL win over DATA_DIR", () => {
    process.env.DATA_DIR = "/srv/scouts";
    process.env.DATABASE_URL = "libsql://db.example:8080";
    expect(databaseUrl()).toBe("libsql://db.example:8080");
  });

  it("loads demo content unless DEMO_CONTENT=false", () => {
    delete process.env.DEMO_CONTENT;
    expect(demoContentEnabled()).toBe(true);
    process.env.DEMO_CONTENT = "false";
    expect(demoContentEnabled()).toBe(false);
  });

  it("makes the map from the coordinates, exactly as the demo's address had it", () => {
    expect(new URL(DEMO_GROEP.links.privacybeleid).protocol).toBe("https:");
    expect(kaartUrls(DEMO_GROEP.kaart!)).toEqual({
      embedUrl: "https://www.openstreetmap.org/export/embed.html?bbox=3.700%2C51.030%2C3.740%2C51.050&layer=mapnik&marker=51.040%2C3.720",
      linkUrl: "https://www.openstreetmap.org/?mlat=51.040&mlon=3.720#map=16/51.040/3.720",
    });
  });

  it("takes the public address from SITE_URL, else the address the server listens on", () => {
    delete process.env.SITE_URL;
    delete process.env.PORT;
    expect(siteUrl()).toBe("http://localhost:3000");
    process.env.PORT = "8080";
    expect(siteUrl()).toBe("http://localhost:8080");
    process.env.SITE_URL = "https://scouts.example.be/";
    expect(siteUrl()).toBe("https://scouts.example.be");
    expect(siteUrlConfigured()).toBe(true);
    // An address without its scheme is a wrong setting, no longer quietly replaced (the start refuses it, ADR 0034).
    process.env.SITE_URL = "scouts.example.be";
    expect(() => siteUrl()).toThrow(/SITE_URL moet een adres zijn dat begint met https:\/\/ of http:\/\//);
  });

  it("styles the site in the group's colour", () => {
    const css = fs.readFileSync("app/app.css", "utf8");
    expect(/--color-brand:\s*(#[0-9a-f]{6})/i.exec(css)?.[1]?.toLowerCase()).toBe(STANDAARD_KLEUR.toLowerCase());
  });
});

describe("slugify", () => {
  it("keeps letters and spaces, turns spaces into hyphens and lowercases", () => {
    expect(slugify("De Eerste Stappen")).toBe("de-eerste-stappen");
    expect(slugify("  Kamp in 1970: Zwitserland! ")).toBe("kamp-in-zwitserland");
    expect(slugify("Één jaar")).toBe("een-jaar");
  });
});

describe("navigation highlight", () => {
  it("marks Nieuws for the news pages and the others for their subtree", () => {
    expect(isNavItemActive("/", "/")).toBe(true);
    expect(isNavItemActive("/", "/nieuws/123")).toBe(true);
    expect(isNavItemActive("/", "/takken")).toBe(false);
    expect(isNavItemActive("/takken", "/takken/kapoenen")).toBe(true);
    expect(isNavItemActive("/admin", "/administratie")).toBe(false);
  });
});
