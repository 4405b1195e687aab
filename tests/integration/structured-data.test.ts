import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventJsonLd } from "~/domains/nieuws/structured-data.server";
import { DEMO_GROEP, DEMO_INSTELLINGEN } from "~/demo/groep";
import { siteVan } from "~/domains/instellingen/site";
import type { NieuwsItem } from "~/domains/nieuws/rules";
import { toIsoString } from "~/lib/dates";
import { startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

// The schema.org data search engines read from the BUILT server's pages (demo content): the group as an Organization
// on the start page, and each news item as an Event with an end, a picture and a postal address.

let server: ServerProcess;
const dataDir = tempDataDir();
const SITE_URL = "https://www.scoutsdemostad.be";
const site = siteVan(DEMO_INSTELLINGEN, SITE_URL);

beforeAll(async () => {
  server = await startServer(dataDir, { SITE_URL });
});
afterAll(async () => {
  await stopServer(server);
});

/** Every ld+json block of a page (data blocks: the page's CSP does not need to allow them). */
async function jsonLd(path: string) {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => ({
    data: JSON.parse(m[1]!) as Record<string, unknown>,
  }));
  return { blocks };
}

const groupAddress = {
  "@type": "PostalAddress",
  streetAddress: DEMO_GROEP.adres.straat,
  postalCode: DEMO_GROEP.adres.postcode,
  addressLocality: DEMO_GROEP.adres.gemeente,
  addressCountry: "BE",
};

describe("structured data", () => {
  it("the start page describes the group as an Organization with its logo, address and social profiles", async () => {
    const { blocks } = await jsonLd("/");
    const organization = blocks.find((b) => b.data["@type"] === "Organization");
    expect(organization).toBeDefined();
    expect(organization!.data).toMatchObject({
      "@context": "https://schema.org",
      name: DEMO_GROEP.naam,
      url: `${SITE_URL}/`,
      address: groupAddress,
      sameAs: [DEMO_GROEP.sociaal.facebook, DEMO_GROEP.sociaal.instagram, DEMO_GROEP.sociaal.tiktok],
    });
    const logo = new URL(String(organization!.data.logo));
    expect(logo.origin).toBe(SITE_URL);
    const image = await fetch(`${server.url}${logo.pathname}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
  });

  it("an event at the group's lokaal has an end, a picture and the full address; one elsewhere keeps its place's name", async () => {
    const items = (await (await fetch(`${server.url}/api/nieuws`)).json()) as NieuwsItem[];
    const atLokaal = items.find((i) => i.place?.name.startsWith("Scoutslokaal"));
    const elsewhere = items.find((i) => i.place && !/lokaal/i.test(i.place.name));
    expect(atLokaal).toBeDefined();
    expect(elsewhere).toBeDefined();

    for (const item of [atLokaal!, elsewhere!]) {
      const { blocks } = await jsonLd(`/nieuws/${encodeURIComponent(item.id)}`);
      const event = blocks.find((b) => b.data["@type"] === "Event");
      expect(event!.data.startDate).toBe(toIsoString(item.start_time));
      // Its own end, or else the end of its start day in Brussels.
      const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels" }).format(new Date(toIsoString(item.start_time)!));
      expect(event!.data.endDate).toBe(toIsoString(item.end_time) ?? toIsoString(`${day}T23:59:59`));
      const image = event!.data.image as string[];
      expect(image).toHaveLength(1);
      expect(image[0]).toMatch(/^https:\/\//);
    }

    const own = (await jsonLd(`/nieuws/${encodeURIComponent(atLokaal!.id)}`)).blocks.find((b) => b.data["@type"] === "Event")!;
    expect(own.data.location).toEqual({ "@type": "Place", name: atLokaal!.place!.name, address: groupAddress });
    const other = (await jsonLd(`/nieuws/${encodeURIComponent(elsewhere!.id)}`)).blocks.find((b) => b.data["@type"] === "Event")!;
    expect(other.data.location).toEqual({ "@type": "Place", name: elsewhere!.place!.name, address: { "@type": "PostalAddress", addressCountry: "BE" } });
  });

  it("uses an item's own end and picture when it has them; summer time moves the end of the day", () => {
    const base = { id: "42", name: "Kamp", description: "", groep: null, place: null, is_canceled: false, bron: "site" as const };
    const summer = eventJsonLd({ ...base, cover: null, start_time: "2027-07-10T14:00:00+0200", end_time: null }, site);
    expect(summer).toMatchObject({ endDate: "2027-07-10T21:59:59.000Z", location: { address: groupAddress } });
    expect(eventJsonLd({ ...base, cover: null, start_time: "2027-07-10T14:00:00+0200", end_time: null, is_canceled: true }, site)).toMatchObject({
      eventStatus: "https://schema.org/EventCancelled",
    });
    const withEnd = eventJsonLd({
      ...base,
      cover: { source: "https://scontent.example/kamp.jpg" },
      start_time: "2027-07-10T14:00:00+0200",
      end_time: "2027-07-20T12:00:00+0200",
    }, site);
    expect(withEnd).toMatchObject({ endDate: "2027-07-20T10:00:00.000Z", image: ["https://scontent.example/kamp.jpg"] });
  });
});
