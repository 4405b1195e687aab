import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "~/db/client.server";
import { STANDAARD_INSTELLINGEN } from "~/domains/instellingen/defaults";
import { loader as gdprLoader } from "~/routes/gdpr";
import { loader as robotsLoader } from "~/routes/robots";
import { callRoute } from "../helpers/route";
import { withTempDataDir } from "../helpers/temp-data";

withTempDataDir();
beforeAll(() => prepareDatabase());
const previous = process.env.SITE_URL;
afterEach(() => {
  if (previous === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = previous;
});

describe("robots.txt", () => {
  // Crawlers that take the first matching rule (not the longest) would read `Allow: /` first and crawl the admin.
  it("names the disallowed paths before `Allow: /`, and the sitemap on SITE_URL", async () => {
    process.env.SITE_URL = "https://www.scoutsdemostad.be";
    const lines = (await callRoute(robotsLoader, "/robots.txt").then((r) => r.text())).split("\n");
    const allow = lines.indexOf("Allow: /");
    const disallowed = lines.flatMap((line, index) => (line.startsWith("Disallow:") ? [index] : []));
    expect(lines[0]).toBe("User-agent: *");
    expect(disallowed.length).toBeGreaterThanOrEqual(2);
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /api/");
    expect(allow).toBeGreaterThan(Math.max(...disallowed));
    expect(lines).toContain("Sitemap: https://www.scoutsdemostad.be/sitemap.xml");
    delete process.env.SITE_URL;
    expect((await callRoute(robotsLoader, "/robots.txt").then((r) => r.text())).split("\n")).toContain(`Sitemap: http://localhost:${process.env.PORT || 3000}/sitemap.xml`);
  });
});

describe("/gdpr", () => {
  it("redirects to the group's privacy document", async () => {
    const response = await callRoute(gdprLoader, "http://localhost/gdpr");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(STANDAARD_INSTELLINGEN.groep.links.privacybeleid);
  });
});
