import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventJsonLd } from "~/components/nieuws/EventJsonLd";
import { group } from "~/config/group";
import { startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

// The schema.org data search engines read from the BUILT server's pages (demo content): the group as an Organization
// on the start page, and each news item as an Event with an end, a picture and a postal address.

const OWN_LOKAAL_EVENT = "1187342095561273"; // "Scoutslokaal Sint-Joris", 2027-03-06 10:00 Brussels
const ELSEWHERE_EVENT = "1165098234417820"; // "Jeugdverblijf De Hazelaar, Houffalize", 2027-02-19 19:00 Brussels

let server: ServerProcess;
const dataDir = tempDataDir();

beforeAll(async () => {
  server = await startServer(dataDir);
});
afterAll(async () => {
  await stopServer(server);
});

/** Every ld+json block of a page, with the nonce of its script element and the page's CSP nonce. */
async function jsonLd(path: string) {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  const cspNonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"( nonce="([^"]*)")?>(.*?)<\/script>/g)].map((m) => ({
    nonce: m[2],
    data: JSON.parse(m[3]!) as Record<string, unknown>,
  }));
  return { cspNonce, blocks };
}

const groupAddress = {
  "@type": "PostalAddress",
  streetAddress: group.address.street,
  postalCode: group.address.postcode,
  addressLocality: group.address.city,
  addressCountry: "BE",
};

describe("structured data", () => {
  it("the start page describes the group as an Organization with its logo, address and social profiles", async () => {
    const { cspNonce, blocks } = await jsonLd("/");
    const organization = blocks.find((b) => b.data["@type"] === "Organization");
    expect(organization).toBeDefined();
    expect(organization!.nonce).toBe(cspNonce);
    expect(organization!.data).toMatchObject({
      "@context": "https://schema.org",
      name: group.name,
      url: `${group.siteUrl}/`,
      address: groupAddress,
      sameAs: [group.social.facebook, group.social.instagram, group.social.tiktok],
    });
    const logo = new URL(String(organization!.data.logo));
    expect(logo.origin).toBe(group.siteUrl);
    const image = await fetch(`${server.url}${logo.pathname}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
  });

  it("an event at the group's lokaal has an end (the end of its day in Brussels), a picture and the full address", async () => {
    const { cspNonce, blocks } = await jsonLd(`/nieuws/${OWN_LOKAAL_EVENT}`);
    const event = blocks.find((b) => b.data["@type"] === "Event");
    expect(event?.nonce).toBe(cspNonce);
    expect(event!.data).toMatchObject({
      startDate: "2027-03-06T09:00:00.000Z",
      endDate: "2027-03-06T22:59:59.000Z",
      image: [`${group.siteUrl}/og-image.png`],
      location: { "@type": "Place", name: "Scoutslokaal Sint-Joris", address: groupAddress },
    });
  });

  it("an event elsewhere keeps its place's name and still states the country", async () => {
    const { blocks } = await jsonLd(`/nieuws/${ELSEWHERE_EVENT}`);
    const event = blocks.find((b) => b.data["@type"] === "Event")!;
    expect(event.data).toMatchObject({
      startDate: "2027-02-19T18:00:00.000Z",
      endDate: "2027-02-19T22:59:59.000Z",
      image: [`${group.siteUrl}/og-image.png`],
      location: { "@type": "Place", name: "Jeugdverblijf De Hazelaar, Houffalize", address: { "@type": "PostalAddress", addressCountry: "BE" } },
    });
  });

  it("uses an item's own end and picture when it has them; summer time moves the end of the day", () => {
    const base = { id: "42", name: "Kamp", description: "", groep: null, place: null };
    const summer = eventJsonLd({ ...base, cover: null, start_time: "2027-07-10T14:00:00+0200" });
    expect(summer).toMatchObject({ endDate: "2027-07-10T21:59:59.000Z", location: { address: groupAddress } });
    const withEnd = eventJsonLd({
      ...base,
      cover: { source: "https://scontent.example/kamp.jpg" },
      start_time: "2027-07-10T14:00:00+0200",
      end_time: "2027-07-20T12:00:00+0200",
    });
    expect(withEnd).toMatchObject({ endDate: "2027-07-20T10:00:00.000Z", image: ["https://scontent.example/kamp.jpg"] });
  });
});
