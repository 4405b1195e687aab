// Issue 26: the demo content (fictional leaders, history and a year of activities: some 1,800 lines) is no part of
// the built server's request path. server.js imports it only when DEMO_CONTENT is on, from a chunk of its own.
// Reads the build: run `npm run build` first.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { demoLeiding } from "~/demo/leiding";

const SERVER = path.resolve("build/server");
// A static `import … from "./x.js"`, `import "./x.js"` or `export … from "./x.js"`; not `import("./x.js")`.
const STATIC_IMPORT = /(?:^|[;\n])\s*(?:import|export)\s*(?:[{*\w][^'"();]*?\bfrom\s*)?["'](\.\.?\/[^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.\.?\/[^"']+)["']\s*\)/g;

function read(file: string): string {
  return fs.readFileSync(file, "utf8");
}

function importsOf(file: string, pattern: RegExp): string[] {
  return [...read(file).matchAll(pattern)].map((m) => path.resolve(path.dirname(file), m[1]!));
}

/** The files loaded with `entries`: their static imports, transitively. */
function staticGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file, STATIC_IMPORT));
  }
  return seen;
}

let entry = "";
let lazy: string[] = [];

beforeAll(() => {
  entry = path.join(SERVER, "index.js");
  expect(fs.existsSync(entry), "npm run build first").toBe(true);
  lazy = importsOf(entry, DYNAMIC_IMPORT);
});

describe("the built server", () => {
  it("loads the demo content from its own chunk, only on demand", () => {
    const seed = lazy.filter((file) => read(file).includes("demo_content_loaded"));
    expect(seed.map((file) => path.basename(file))).toEqual([expect.stringMatching(/^seed\.server-.+\.js$/)]);
    expect(read(seed[0]!)).toContain(demoLeiding[0]!.name);
  });

  it("answers requests without it: neither the start-up nor React Router's build imports it", () => {
    // What every request runs: server/app.ts (index.js) and React Router's build, which index.js always loads.
    const routerBuild = lazy.filter((file) => path.basename(file).startsWith("server-build-"));
    expect(routerBuild).toHaveLength(1);
    const requestPath = staticGraph([entry, ...routerBuild]);
    expect(requestPath.size).toBeGreaterThan(2);
    for (const file of requestPath) {
      const source = read(file);
      expect(source, path.basename(file)).not.toContain("demo_content_loaded");
      expect(source, path.basename(file)).not.toContain(demoLeiding[0]!.name);
    }
  });
});
