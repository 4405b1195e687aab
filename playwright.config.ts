import { createHash } from "node:crypto";
import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * The e2e server's port: E2E_PORT, or one of 3100-3899 chosen by the checkout's folder, so that two checkouts can run
 * `npm test` side by side on one machine (each has its own build and data folder too). The same in the runner and
 * its workers, which each load this file.
 */
const PORT = Number(process.env.E2E_PORT || 3100 + (createHash("sha256").update(process.cwd()).digest().readUInt16BE(0) % 800));
const systemChromium = "/usr/bin/chromium";

// Debian's Chromium on these machines (Playwright cannot download its own here); Playwright's browser elsewhere.
const launchOptions = fs.existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // Hosting mode's groups live at {slug}.localhost, which Chromium resolves to the loopback address itself.
        "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost , EXCLUDE *.localhost",
        // Chromium 156 draws the address bar's suggestion lists as two web pages in every window, headless too: they
        // took about as much processor time as the page under test (two runs side by side: 50 s, without them 28 s).
        // Chromium reads only the last --disable-features, so Playwright's own list (1.64) is repeated here.
        `--disable-features=${[
          ...["AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades", "HttpsFirstBalancedModeAutoEnable"],
          ...["LensOverlay", "MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect"],
          ...["OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch"],
          ...["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"],
        ].join(",")}`,
      ],
    }
  : {};

/**
 * The two projects run side by side, each in one worker against a server and database of its own (desktop on PORT,
 * mobile on PORT + 1): a spec that changes what the group shows (its name, a booklet, an empty history) never meets
 * the other width's specs, and the suite takes about half the time on two cores. Within a project the specs run one
 * after the other, as they always did.
 */
const SERVERS = {
  desktop: { port: PORT, dataDir: "tmp/e2e-data" },
  mobile: { port: PORT + 1, dataDir: "tmp/e2e-data-mobile" },
} as const;

function server({ port, dataDir }: { port: number; dataDir: string }) {
  return {
    command: "node tests/e2e/start-server.js",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "e2e-wachtwoord",
      SESSION_SECRET: "e2e-session-secret",
      // Refused requests (4xx, on purpose in many tests) log a warning each; only the server's errors belong in the output.
      LOG_LEVEL: "error",
      // Many contact messages and sign-ups come from 127.0.0.1 during a run; the limit itself is an integration test.
      FORM_RATE_LIMIT: "1000",
      // Badge links in the admin tests point at a local image server on 127.0.0.1.
      IMAGE_FETCH_ALLOW_PRIVATE: "true",
      // The demo's public address: the calendar's webcal:// links name it.
      SITE_URL: "https://www.scoutsdemostad.be",
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // One worker per project (below): the two widths at once.
  workers: 2,
  // A flaky test is a failing test, in CI too (issue 40): no retry hides it.
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    locale: "nl-BE",
    timezoneId: "Europe/Brussels",
    launchOptions,
    // A trace records every step of every test (snapshots, a screencast): about a fifth of the suite's time on two
    // cores. E2E_TRACE=1 turns it on for a failing test; a screenshot of a failure costs nothing before it.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
  },
  projects: [
    // The scouting-year walk-through is a phone's (375 px); it starts a server of its own, so it runs once.
    {
      name: "desktop",
      workers: 1,
      metadata: { dataDir: SERVERS.desktop.dataDir },
      // The parents' forms (contact, newsletter) and the messages' admin are checked on a phone only (the mobile project).
      testIgnore: /(scoutsjaar|contact)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${SERVERS.desktop.port}`, viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "mobile",
      workers: 1,
      metadata: { dataDir: SERVERS.mobile.dataDir },
      // The hosting walk-through (a server of its own) runs once, at 1280 px; so do the files that check nothing of a
      // phone's layout (the CSP, the history's contents, the pages' meta tags, the takken's contents): at 375 px they
      // would only take the suite's time. Whatever a phone shows differently has its file here (layout, telefoon,
      // bedekt, focus-walk, ...).
      // The admin's long walks (admin.spec, accounts, takken-eigen) and the news run at 1280 px; the admin on a phone
      // has its own files (opslaan, week, telefoon, instellingen). The suite must fit CI's time on two cores: a file
      // runs at both widths only when it checks what the width changes.
      testIgnore: /(hosting|csp|geschiedenis|pages|takken|admin|accounts|takken-eigen|nieuws|focus)\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        baseURL: `http://127.0.0.1:${SERVERS.mobile.port}`,
        viewport: { width: 375, height: 740 },
        isMobile: false,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: [server(SERVERS.desktop), server(SERVERS.mobile)],
});
