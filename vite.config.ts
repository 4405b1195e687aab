import fs from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Every file is a request with its own headers and round trip on a slow phone, so the browser code is cut into few
// files: the libraries every page needs, the site's code shared by several public pages, then one file per route.
// Admin code stays out of the shared file, so a public page never loads it; so does the calendar's code (with the
// icons only it uses), which the calendar, the tak pages and the news pages share in a file of their own.
const vendor = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const calendar = /[\\/](components[\\/]activiteiten|domains[\\/]activiteiten)[\\/]|[\\/]lib[\\/]days\.ts$|lucide-react[\\/].*[\\/]icons[\\/](ban|backpack|calendar-x|link-2)\.m?js$/;
const adminCode = /[\\/](components[\\/]admin[\\/]|routes[\\/]admin[.\w-]*$)/;

/**
 * The icon files the public pages import (an icon module id tells nothing of who imports it, so the sources say it):
 * only these may go into the shared public file, so that an icon only the admin uses never reaches a visitor.
 */
function publicIconFiles(): Set<string> {
  const barrel = fs.readFileSync(path.resolve("node_modules/lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  const fileOf = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const name of names!.matchAll(/as (\w+)/g)) fileOf.set(name[1]!, file!);
  }
  const used = new Set<string>(["icons"]);
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(entry.name) && !adminCode.test(full)) {
        for (const [, names] of fs.readFileSync(full, "utf8").matchAll(/import \{([^}]*)\} from "lucide-react"/g)) {
          for (const name of names!.split(",")) {
            const file = fileOf.get(name.replace(/\btype\b/, "").trim().split(/\s+as\s+/)[0]!);
            if (file) used.add(file);
          }
        }
      }
    }
  };
  visit(path.resolve("app"));
  return used;
}

const publicIcons = publicIconFiles();
const lucideIcon = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;
const sharedPublic = (id: string) => {
  if (calendar.test(id)) return false;
  const icon = lucideIcon.exec(id);
  if (icon) return publicIcons.has(icon[1]!);
  return (/[\\/]app[\\/]/.test(id) || /node_modules[\\/]lucide-react[\\/]/.test(id)) && !/[\\/](components[\\/]admin|routes)[\\/]/.test(id);
};

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? // The server bundle starts at our Express app so that the whole server (routes, DB, migrations) is one build.
      { rollupOptions: { input: "./server/app.ts" } }
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The calendar's group comes last, so that what it shares with other pages is in `site` already.
                { name: "vendor", test: vendor, priority: 3 },
                { name: "site", test: sharedPublic, minShareCount: 2, priority: 2 },
                { name: "kalender", test: calendar, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));
