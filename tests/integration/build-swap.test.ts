import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "../helpers/server-process";

// scripts/build.mjs, the way `npm run build` and `npm start` build: into build-next/, put in place of build/ only when
// every step succeeded. Run in a scratch folder where React Router's build and the compression are small stand-ins
// (the real build takes a minute); the script itself is the real one.

let dir = "";
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A project folder with a running site's build/ and stand-ins that succeed or fail. */
function project(reactRouter: "ok" | "fails"): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-build-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write("build/server/index.js", "// the build the site runs on\n");
  write("build/client/assets/entry-OLD.js", "old");
  write("build/own-assets.json", JSON.stringify(["entry-OLD.js"]));
  write("drizzle/0000_init.sql", "CREATE TABLE x (id integer);\n");
  write("drizzle-hosting/0000_hosting.sql", "CREATE TABLE groep (slug text);\n");
  write("app/lib/image-worker.mjs", "// the image worker\n");
  write("scripts/archive-worker.mjs", "// the archive check\n");
  write("scripts/copy-worker.mjs", "// the bucket copy\n");
  write(
    "node_modules/@react-router/dev/bin.js",
    reactRouter === "fails"
      ? "console.error('Syntax error in app/routes/about.tsx'); process.exit(1);\n"
      : `const fs = require("node:fs"); const out = process.env.BUILD_DIRECTORY;
         fs.mkdirSync(out + "/server", { recursive: true }); fs.mkdirSync(out + "/client/assets", { recursive: true });
         fs.writeFileSync(out + "/server/index.js", "// the new build\\n"); fs.writeFileSync(out + "/client/assets/entry-NEW.js", "new");\n`,
  );
  write("scripts/compress-assets.mjs", "// stand-in: nothing to compress\n");
  return dir;
}

function build(cwd: string, ...args: string[]) {
  return spawnSync(process.execPath, [path.join(ROOT, "scripts/build.mjs"), ...args], { cwd, encoding: "utf8" });
}

describe("npm run build", () => {
  it("puts a successful build in place, keeps the previous one beside it and carries its assets", () => {
    const cwd = project("ok");
    const result = build(cwd);
    expect(result.status, result.stderr).toBe(0);
    expect(fs.readFileSync(path.join(cwd, "build/server/index.js"), "utf8")).toBe("// the new build\n");
    expect(fs.readFileSync(path.join(cwd, "build-previous/server/index.js"), "utf8")).toBe("// the build the site runs on\n");
    expect(fs.existsSync(path.join(cwd, "build-next"))).toBe(false);
    // The migrations travel with the build; a page of the previous build still finds its script.
    expect(fs.readFileSync(path.join(cwd, "build/drizzle/0000_init.sql"), "utf8")).toContain("CREATE TABLE x");
    expect(fs.readFileSync(path.join(cwd, "build/drizzle-hosting/0000_hosting.sql"), "utf8")).toContain("CREATE TABLE groep");
    // So do the worker processes' plain files.
    expect(fs.readFileSync(path.join(cwd, "build/image-worker.mjs"), "utf8")).toBe("// the image worker\n");
    expect(fs.readFileSync(path.join(cwd, "build/archive-worker.mjs"), "utf8")).toBe("// the archive check\n");
    expect(fs.readFileSync(path.join(cwd, "build/copy-worker.mjs"), "utf8")).toBe("// the bucket copy\n");
    expect(fs.readdirSync(path.join(cwd, "build/client/assets")).sort()).toEqual(["entry-NEW.js", "entry-OLD.js"]);
    expect(JSON.parse(fs.readFileSync(path.join(cwd, "build/own-assets.json"), "utf8"))).toEqual(["entry-NEW.js"]);
  });

  it("a failing build leaves the running build untouched; `npm start` then goes on with the previous build", () => {
    const cwd = project("fails");
    const failed = build(cwd);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain("De build is mislukt (react-router build). De vorige build in build/ blijft ongewijzigd.");
    expect(fs.readFileSync(path.join(cwd, "build/server/index.js"), "utf8")).toBe("// the build the site runs on\n");
    expect(fs.existsSync(path.join(cwd, "build-next"))).toBe(false);

    const start = build(cwd, "--keep-previous-on-failure");
    expect(start.status).toBe(0);
    expect(fs.readFileSync(path.join(cwd, "build/server/index.js"), "utf8")).toBe("// the build the site runs on\n");

    // Without a previous build there is nothing to serve: `npm start` fails as well.
    fs.rmSync(path.join(cwd, "build"), { recursive: true });
    expect(build(cwd, "--keep-previous-on-failure").status).toBe(1);
  });
});
