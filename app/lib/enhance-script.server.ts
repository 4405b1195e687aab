import fs from "node:fs";
import path from "node:path";

const SOURCE = "app/enhance/enhance.ts";
let built: string | undefined;

/**
 * The address of the public pages' script (app/enhance, decision 0027). Vite's development server serves the source
 * itself; a build names the file in Vite's manifest of the browser build (read once: a new build means a restart).
 */
export function enhanceScriptUrl(): string {
  if (import.meta.env.DEV) return `/${SOURCE}`;
  if (built === undefined) {
    const manifest = JSON.parse(fs.readFileSync(path.resolve("build/client/.vite/manifest.json"), "utf8")) as Record<string, { file: string }>;
    const entry = manifest[SOURCE];
    if (!entry) throw new Error(`${SOURCE} ontbreekt in de manifest van de build`);
    built = `/${entry.file}`;
  }
  return built;
}
