import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { expect, holdScripts, stayWhileLoading, test, type Page, LANG } from "./test";
import { startFakeGraph } from "../helpers/fake-graph";
import { ownRows } from "./own-rows";
import { freePort } from "../helpers/free-port";
import { expectNoSeriousA11yViolations } from "./axe";

// The default e2e server has no Facebook configuration: its news is the site's own activities marked for the news
// page. This spec adds its own news items far in the future (newest start first: they lead the list) and removes
// them afterwards, so what it checks does not depend on the day the demo content was made.
const OWN = [
  { titel: "Pioniers: dropping bij volle maan", takken: ["pioniers"], start: "2099-03-06T20:00", einde: "2099-03-06T23:00", plaats: "Bos van Demostad", beschrijving: "Met kaart en kompas door het bos.\nZaklamp mee!" },
  { titel: "Welpen: junglenacht in het bos", takken: ["welpen"], start: "2098-02-19T19:00", einde: "2098-02-21T16:00", plaats: "Jeugdverblijf De Hazelaar, Houffalize", beschrijving: "De horde trekt een weekend naar de Ardennen!\nWe vertrekken vrijdag om 19u aan het lokaal.\nVergeet je slaapzak niet.\nDe paklijst staat in het boekje.", meebrengen: "Slaapzak en regenkledij" },
  { titel: "Mosselfestijn", takken: ["hele-groep"], start: "2097-01-09T17:00", einde: "2097-01-09T21:00", beschrijving: "Mosselen met frietjes voor de kampkas." },
  { titel: "Zeepkistenrace", takken: ["hele-groep"], start: "2096-12-12T15:00", beschrijving: "Wie komt het eerst beneden?" },
  { titel: "Kapoenen: knutselfeest", takken: ["kapoenen"], start: "2095-12-05T14:00", beschrijving: "Wie bouwt de mooiste zeepkist uit karton?" },
  { titel: "Quizavond van de leiding", takken: ["hele-groep"], start: "2094-11-28T19:00", beschrijving: "Tafels van zes, inschrijven bij de takleiding." },
  { titel: "Jin: bosweekend", takken: ["jin"], start: "2093-09-25T20:00", beschrijving: "De Jin trapt het jaar af." },
];

let rows: Awaited<ReturnType<typeof ownRows>>;
const ids: Record<string, string> = {};

test.beforeAll(async () => {
  rows = await ownRows(test.info().project.use.baseURL!);
  for (const item of OWN) ids[item.titel] = `activiteit-${(await rows.activiteit({ ...item, nieuws: true })).id}`;
});
test.afterAll(async () => rows?.cleanUp());

function gridCards(page: Page) {
  return page.getByRole("region", { name: "Recente updates" }).getByRole("article");
}

test("news page: hero, featured item, five recent updates, badges, Facebook card and calendar link", async ({ page }, testInfo) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Nieuws van Scouts Sint-Joris Demostad" })).toBeVisible();
  const mobile = testInfo.project.name === "mobile";
  await expect(page.getByText("Ontdek onze scouts activiteiten")).toBeVisible({ visible: mobile });
  await expect(page.getByPlaceholder("Zoek nieuws...")).toBeVisible();
  await expect(page.getByRole("button", { name: "Vernieuwen" })).toBeEnabled();

  const featured = page.getByRole("region", { name: "Uitgelicht nieuws" });
  await expect(featured.getByRole("heading", { name: "Pioniers: dropping bij volle maan" })).toBeVisible();
  await expect(featured.getByText("06/03/2099")).toBeVisible();
  await expect(featured.getByText("Pioniers", { exact: true })).toBeVisible();
  await expect(featured.getByRole("link", { name: "Lees volledig artikel" })).toHaveAttribute("href", `/nieuws/${ids["Pioniers: dropping bij volle maan"]}`);

  await expect(gridCards(page)).toHaveCount(5);
  await expect(gridCards(page).first().getByRole("heading")).toHaveText("Welpen: junglenacht in het bos");
  await expect(gridCards(page).first().getByText("Welpen", { exact: true })).toBeVisible();
  await expect(gridCards(page).first().getByRole("link", { name: "Lees meer" })).toHaveAttribute("href", `/nieuws/${ids["Welpen: junglenacht in het bos"]}`);
  await expect(page.getByText("Jin: bosweekend")).toHaveCount(0); // item seven is not in the grid

  const facebook = page.getByRole("link", { name: /Volg ons op Facebook/ });
  await expect(facebook).toHaveAttribute("href", "https://www.facebook.com/scoutsdemostad");
  await expect(facebook).toHaveAttribute("target", "_blank");
  // To the subscription (a downloaded .ics would never hear of a change), not the file itself.
  await expect(page.getByRole("link", { name: "Abonneren op de kalender" })).toHaveAttribute("href", "/kalender#abonneren");

  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`nieuws-${testInfo.project.name}.png`), fullPage: true, animations: "disabled" });
});

test("/nieuws shows the same news page", async ({ page }) => {
  expect((await page.goto("/nieuws"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Uitgelicht nieuws" })).toBeVisible();
  await expect(gridCards(page)).toHaveCount(5);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/nieuws$/);
});

test("search filters the grid while typing, the clear button and 'Alle nieuws tonen' bring everything back", async ({ page }) => {
  await page.goto("/");
  const search = page.getByPlaceholder("Zoek nieuws...");
  await expect(page.getByRole("button", { name: "Zoekopdracht wissen" })).toHaveCount(0);

  await search.fill("QUIZAVOND");
  await expect(gridCards(page)).toHaveCount(1);
  await expect(gridCards(page).getByRole("heading")).toHaveText("Quizavond van de leiding");
  await expect(page).toHaveURL(/\?q=QUIZAVOND$/);
  // The featured item is not searched and stays.
  await expect(page.getByRole("heading", { name: "Uitgelicht nieuws" })).toBeVisible();

  await search.fill("zeepkist"); // title match ("Zeepkistenrace") and description match ("Kapoenen: knutselfeest")
  await expect(gridCards(page).getByRole("heading")).toHaveText(["Zeepkistenrace", "Kapoenen: knutselfeest"]);

  await page.getByRole("button", { name: "Zoekopdracht wissen" }).click();
  await expect(search).toHaveValue("");
  await expect(search).toBeFocused();
  await expect(gridCards(page)).toHaveCount(5);

  await search.fill("volle maan"); // only the featured item has it
  await expect(page.getByText("Geen nieuwsitems gevonden")).toBeVisible();
  await expect(gridCards(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Alle nieuws tonen" }).click();
  await expect(search).toHaveValue("");
  await expect(gridCards(page)).toHaveCount(5);
  await expect(page).toHaveURL(/\/$/);
});

test("the search box changes style on focus", async ({ page }) => {
  await page.goto("/");
  const search = page.getByPlaceholder("Zoek nieuws...");
  const style = () => search.evaluate((el) => `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el).outlineWidth} ${getComputedStyle(el).borderColor}`);
  const before = await style();
  await search.focus();
  await expect.poll(style).not.toBe(before);
  await expect(search).toHaveCSS("outline-style", "solid");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search is a GET form and 'Alle nieuws tonen' clears it", async ({ page }) => {
    await page.goto("/");
    await page.getByPlaceholder("Zoek nieuws...").fill("mosselfestijn");
    await page.getByPlaceholder("Zoek nieuws...").press("Enter");
    await expect(page).toHaveURL(/\?q=mosselfestijn$/);
    await expect(gridCards(page)).toHaveCount(1);
    await expect(gridCards(page).getByRole("heading")).toHaveText("Mosselfestijn");
    await page.goto("/?q=bestaat-niet");
    await expect(page.getByText("Geen nieuwsitems gevonden")).toBeVisible();
    await page.getByRole("button", { name: "Alle nieuws tonen" }).click();
    await expect(page).toHaveURL(/\/\??$/);
    await expect(gridCards(page)).toHaveCount(5);
  });

  test("'Vernieuwen' works as a plain form post", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Vernieuwen" }).click();
    await expect(page.getByRole("heading", { name: "Uitgelicht nieuws" })).toBeVisible();
    await expect(gridCards(page)).toHaveCount(5);
  });
});

test("'Vernieuwen' is disabled and spinning, with skeletons, until the fresh copy is in", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  const button = page.getByRole("button", { name: "Vernieuwen" });
  const spinning = () => button.locator("svg").evaluate((icon) => getComputedStyle(icon).animationName);
  expect(await spinning()).toBe("none");
  await button.click();
  await expect(button).toBeDisabled();
  await expect.poll(spinning).toBe("spin");
  await expect(page.getByTestId("nieuws-skeleton")).toBeVisible();
  await expect(gridCards(page)).toHaveCount(0);
  release();
  await expect(button).toBeEnabled();
  expect(await spinning()).toBe("none");
  await expect(page.getByTestId("nieuws-skeleton")).toBeHidden();
  await expect(gridCards(page)).toHaveCount(5);
  // The list came back in place: the page was not loaded again.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test("news detail of an own activity: article, date and time in Brussels, what to bring, JSON-LD and OpenGraph", async ({ page }, testInfo) => {
  await page.goto("/");
  const letThrough = await stayWhileLoading(page, /\/nieuws\/[^/]+$/);
  await gridCards(page).first().getByRole("link", { name: "Lees meer" }).click();
  // The loading state while the page comes: on top of the page that is still shown.
  await expect(page.getByRole("status").filter({ hasText: "Laden..." })).toBeVisible();
  await letThrough();
  await gridCards(page).first().getByRole("link", { name: "Lees meer" }).click();

  await expect(page).toHaveURL(`/nieuws/${ids["Welpen: junglenacht in het bos"]}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welpen: junglenacht in het bos");
  const article = page.locator("article");
  // A weekend: both dates, and the weekdays with the hours (not '19:00 - 16:00', which reads as one evening).
  await expect(article.locator("header").getByText("19/02/2098 - 21/02/2098")).toBeVisible();
  // (19 February 2098 is a Wednesday.)
  await expect(article.locator("header").getByText("wo 19:00 - vr 16:00")).toBeVisible();
  await expect(article.getByText("Wanneer: 19/02/2098 - 21/02/2098, wo 19:00 - vr 16:00")).toBeVisible();
  await expect(article.getByText("Mee te nemen: Slaapzak en regenkledij")).toBeVisible();
  await expect(article.getByText("Jeugdverblijf De Hazelaar, Houffalize")).toBeVisible();
  await expect(article.locator("header").getByText("Welpen", { exact: true })).toBeVisible();
  const description = article.locator("p.whitespace-pre-line");
  await expect(description).toContainText("De horde trekt een weekend naar de Ardennen!");
  expect(await description.evaluate((el) => (el as HTMLElement).innerText.split("\n").length)).toBe(4);
  // An own activity is not from Facebook: a link to the calendar instead.
  await expect(page.getByRole("link", { name: /Bekijk op Facebook/ })).toHaveCount(0);
  await expect(page.getByText(/automatisch geïmporteerd van de/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Naar de kalender" })).toHaveAttribute("href", "/kalender?tak=welpen");
  await expect(page.getByTestId("nieuws-placeholder").first()).toBeVisible();

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Event",
    name: "Welpen: junglenacht in het bos",
    startDate: "2098-02-19T18:00:00.000Z",
    location: { "@type": "Place", name: "Jeugdverblijf De Hazelaar, Houffalize" },
  });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Welpen: junglenacht in het bos");
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /De horde trekt/);
  await expect(page).toHaveTitle(/Welpen: junglenacht in het bos/);

  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`detail-${testInfo.project.name}.png`), fullPage: true, animations: "disabled" });
});

test("the share button appears only where navigator.share exists, and shares title, text and URL", async ({ page }) => {
  await page.goto(`/nieuws/${ids["Welpen: junglenacht in het bos"]}`);
  await page.waitForLoadState("networkidle");
  const hasShare = await page.evaluate(() => typeof navigator.share === "function");
  await expect(page.getByRole("button", { name: "Delen" })).toHaveCount(hasShare ? 1 : 0);

  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, "share", { value: (data: unknown) => (shared.push(data), Promise.resolve()), configurable: true });
  });
  await page.reload();
  await page.getByRole("button", { name: "Delen" }).click();
  const shared = await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared);
  expect(shared).toEqual([
    {
      title: "Welpen: junglenacht in het bos",
      text: expect.stringContaining("De horde trekt een weekend naar de Ardennen!"),
      url: expect.stringMatching(new RegExp(`/nieuws/${ids["Welpen: junglenacht in het bos"]}$`)),
    },
  ]);
});

test("an unknown news item answers 404 with 'Nieuws niet gevonden'", async ({ page }) => {
  for (const path of ["/nieuws/999999", "/nieuws/geen-nummer", "/nieuws/activiteit-999999"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Nieuws niet gevonden" })).toBeVisible();
    await expect(page.getByText("Het nieuwsbericht kon niet worden geladen")).toBeVisible();
    await expect(page.getByRole("link", { name: "Terug naar de homepagina" })).toHaveAttribute("href", "/");
  }
  await expectNoSeriousA11yViolations(page);
});

// A second server of the same build, with FACEBOOK_* pointing at a fake Graph API that this spec starts.
test.describe("with Facebook configured", LANG, () => {
  const TOKEN = "EAAE2eGeheimeTokenVoorDeTest123";
  let graph: Awaited<ReturnType<typeof startFakeGraph>>;
  let server: ChildProcess;
  let base = "";
  let output = "";
  let dataDir = "";

  test.beforeAll(async () => {
    test.skip(test.info().project.name !== "desktop", "one server run is enough");
    graph = await startFakeGraph({ token: TOKEN, pageId: "scoutsdemostad" });
    graph.state.events = [
      {
        id: "3001",
        name: "Pioniers: dropping <b>bij nacht</b>",
        description: "Zaklamp mee!\nWarme kledij.",
        cover: { source: "https://scontent.example/dropping.jpg" },
        start_time: "2027-01-25T20:00:00+0100",
      },
      { id: "3002", name: "Ouderavond", description: "Info over het kamp.", start_time: "2027-01-20T19:30:00+0100" },
    ];
    graph.state.events.push({ id: "3004", start_time: "2026-03-01T10:00:00+0100" });
    graph.state.details.set("3001", { ...graph.state.events[0], place: { name: "Bos van Demostad" } });
    graph.state.covers.set("3001", "https://scontent.example/dropping-groot.jpg");
    graph.state.details.set("3002", { ...graph.state.events[1] });
    graph.state.details.set("3004", { id: "3004", start_time: "2026-03-01T10:00:00+0100" });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = `tmp/e2e-data-facebook-${process.pid}`;
    fs.rmSync(dataDir, { recursive: true, force: true });
    server = spawn(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: "e2e-wachtwoord",
        FACEBOOK_GRAPH_URL: graph.url,
        FACEBOOK_PAGE_ID: "scoutsdemostad",
        FACEBOOK_ACCESS_TOKEN: TOKEN,
        FACEBOOK_TIMEOUT_MS: "500",
        // Only the Facebook events are the news here.
        DEMO_CONTENT: "false",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk) => (output += String(chunk)));
    server.stderr?.on("data", (chunk) => (output += String(chunk)));
    await expect
      .poll(async () => (await fetch(`${base}/healthz`).then((r) => r.status).catch(() => 0)), { timeout: 30_000 })
      .toBe(200);
    // A group without the demo starts without takken (it chooses them): the two these tests read are made here.
    const { token } = (await (await fetch(`${base}/api/auth/token`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ password: "e2e-wachtwoord" }) })).json()) as { token: string };
    for (const name of ["Welpen", "Pioniers"]) {
      const made = await fetch(`${base}/api/takken`, { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: JSON.stringify({ name }) });
      expect(made.status, `${name}: ${await made.clone().text()}`).toBe(201);
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await graph?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    // The token never reaches a log line of the server.
    expect(output).not.toContain(TOKEN);
  });

  test("shows the page's events read in the background, refreshes, survives an outage, and never leaks the token", async ({ page, request }) => {
    test.setTimeout(60_000);
    // The server reads Facebook in the background after it started: the list, then each event's details.
    await expect
      .poll(async () => ((await (await request.get(`${base}/api/nieuws/3001`)).json()) as { place?: { name: string } | null }).place?.name ?? null)
      .toBe("Bos van Demostad");
    await page.goto(`${base}/`);
    const featured = page.getByRole("region", { name: "Uitgelicht nieuws" });
    await expect(featured.getByRole("heading", { name: "Pioniers: dropping <b>bij nacht</b>" })).toBeVisible();
    await expect(featured.getByText("Pioniers", { exact: true })).toBeVisible();
    const image = featured.locator("img").first();
    await expect(image).toHaveAttribute("src", "https://scontent.example/dropping-groot.jpg");
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(image).not.toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("width", /\d+/);
    await expect(image).toHaveAttribute("height", /\d+/);
    expect(await page.content()).not.toContain(TOKEN);

    // The detail shows the place read from the event itself, and where it came from.
    await page.goto(`${base}/nieuws/3001`);
    await expect(page.getByText("Bos van Demostad")).toBeVisible();
    await expect(page.getByRole("link", { name: /Bekijk op Facebook/ })).toHaveAttribute("href", "https://www.facebook.com/events/3001");
    await expect(page.getByText(/automatisch geïmporteerd van de/)).toBeVisible();
    expect(await page.content()).not.toContain(TOKEN);

    // An event without title or text still has a page.
    await page.goto(`${base}/nieuws/3004`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuws artikel");
    await expect(page.getByText("Geen beschrijving beschikbaar.")).toBeVisible();
    await expect(page.getByText("01/03/2026")).toBeVisible();

    // A new event on Facebook appears after 'Vernieuwen'.
    graph.state.events = [{ id: "3003", name: "Nieuw: Welpenquiz", start_time: "2027-02-01T14:00:00+0100" }, ...graph.state.events];
    // Hydrated or not, the click asks the server for a fresh copy (fetcher or plain form post).
    await page.goto(`${base}/`);
    await page.getByRole("button", { name: "Vernieuwen" }).click();
    await expect(page.getByRole("region", { name: "Uitgelicht nieuws" }).getByRole("heading", { name: "Nieuw: Welpenquiz" })).toBeVisible();

    // An expired token: the page keeps what was read before, and asks Facebook at most once per 30 seconds.
    graph.state.mode = "expired";
    const calls = graph.state.requests.length;
    await page.getByRole("button", { name: "Vernieuwen" }).click();
    await expect(page.getByRole("button", { name: "Vernieuwen" })).toBeEnabled();
    expect(graph.state.requests.length).toBe(calls);
    const answer = await request.get(`${base}/api/nieuws/3002`);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).not.toContain(TOKEN);
    await expect(gridCards(page)).toHaveCount(3);
  });

  test("without any activity, the calendar and the tak pages say so", async ({ page }) => {
    await page.goto(`${base}/kalender`);
    await expect(page.getByText("Er staan nog geen activiteiten gepland.")).toBeVisible();
    await page.goto(`${base}/takken/welpen`);
    await expect(page.getByRole("region", { name: "Komende activiteiten" }).getByText("Nog geen activiteiten gepland.")).toBeVisible();
  });
});

test("what a visitor types into the search before the scripts have loaded still filters the news", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const search = page.getByPlaceholder("Zoek nieuws...");
  await search.fill("QUIZAVOND");
  expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")))).toBe(false);
  release();
  await expect(gridCards(page)).toHaveCount(1);
  await expect(gridCards(page).getByRole("heading")).toHaveText("Quizavond van de leiding");
  await expect(search).toHaveValue("QUIZAVOND");
  await expect(page).toHaveURL(/\?q=QUIZAVOND$/);
});
