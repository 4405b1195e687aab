// `npm run build`: builds into build-next/ and puts it in place of build/ only when every step succeeded, so a
// failing build (after `git pull`, say) never touches the build the site runs on. The previous build stays as
// build-previous/ until the next build. With --keep-previous-on-failure (what `npm start` uses) a failed build with a
// previous build in place ends without an error, so the site starts on the previous build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const CURRENT = "build";
const NEXT = "build-next";
const PREVIOUS = "build-previous";
// The asset names each build made itself, so the next one carries over those and no older ones.
const OWN_ASSETS = "own-assets.json";
const keepPrevious = process.argv.includes("--keep-previous-on-failure");

function run(args, env = {}) {
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function fail(reason) {
  fs.rmSync(NEXT, { recursive: true, force: true });
  const previous = fs.existsSync(path.join(CURRENT, "server", "index.js"));
  console.error(`\n*** De build is mislukt (${reason}). ${previous ? "De vorige build in build/ blijft ongewijzigd." : "Er is geen vorige build."} ***\n`);
  process.exit(keepPrevious && previous ? 0 : 1);
}

fs.rmSync(NEXT, { recursive: true, force: true });
if (!run([path.join("node_modules", "@react-router", "dev", "bin.js"), "build"], { BUILD_DIRECTORY: NEXT })) fail("react-router build");
const assets = path.join(NEXT, "client", "assets");
if (!run([path.join("scripts", "compress-assets.mjs"), assets])) fail("compress-assets");
try {
  // Each build carries the migrations it was made with: a previous build started again applies only its own.
  fs.cpSync("drizzle", path.join(NEXT, "drizzle"), { recursive: true });
  fs.cpSync("drizzle-hosting", path.join(NEXT, "drizzle-hosting"), { recursive: true });
  // The image worker runs as a process of its own, from a plain file beside the bundle (ADR 0030).
  fs.copyFileSync(path.join("app", "lib", "image-worker.mjs"), path.join(NEXT, "image-worker.mjs"));
  // So does the check of an imported archive (ADR 0038).
  fs.copyFileSync(path.join("scripts", "archive-worker.mjs"), path.join(NEXT, "archive-worker.mjs"));
  // And the copies of the databases for the bucket (ADR 0042).
  fs.copyFileSync(path.join("scripts", "copy-worker.mjs"), path.join(NEXT, "copy-worker.mjs"));
  const own = fs.readdirSync(assets);
  fs.writeFileSync(path.join(NEXT, OWN_ASSETS), JSON.stringify(own));
  // A server still running the previous build serves its pages' scripts from build/client until it restarts: the
  // new build keeps the previous build's own assets (hashed names never collide).
  const previousAssets = path.join(CURRENT, "client", "assets");
  const previousOwn = path.join(CURRENT, OWN_ASSETS);
  if (fs.existsSync(previousOwn)) {
    for (const name of JSON.parse(fs.readFileSync(previousOwn, "utf8"))) {
      const from = path.join(previousAssets, name);
      if (fs.existsSync(from) && !fs.existsSync(path.join(assets, name))) fs.copyFileSync(from, path.join(assets, name));
    }
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

fs.rmSync(PREVIOUS, { recursive: true, force: true });
if (fs.existsSync(CURRENT)) fs.renameSync(CURRENT, PREVIOUS);
fs.renameSync(NEXT, CURRENT);
console.log(`Build klaar in ${CURRENT}/${fs.existsSync(PREVIOUS) ? ` (de vorige staat in ${PREVIOUS}/)` : ""}.`);
