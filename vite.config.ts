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
const calendar = /[\\/](components[\\/]activiteiten|domains[\\/]activiteiten)[\\/]|[\\/]lib[\\/](days|dates)\.ts$|lucide-react[\\/].*[\\/]icons[\\/](calendar-x|link-2)\.m?js$/;
// What only the news pages (start page, one news item) or only the history pages share.
const nieuws = /[\\/](components|domains)[\\/]nieuws[\\/]/;
const geschiedenis = /[\\/](components|domains)[\\/]geschiedenis[\\/]/;

/**
 * What two public pages share: the app's files and lucide's icon files that the layout or at least two public route
 * modules import, directly or through other files. Read from the sources, because the bundler counts
 * the admin's routes too: a file one public page and the admin use would otherwise be loaded by every page.
 */
function sharedByPublicPages(): { files: Set<string>; icons: Set<string> } {
  const app = path.resolve("app");
  const barrel = fs.readFileSync(path.resolve("node_modules/lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  const iconFileOf = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const name of names!.matchAll(/as (\w+)/g)) iconFileOf.set(name[1]!, file!);
  }
  const resolve = (from: string, spec: string) => {
    const base = spec.startsWith("~/") ? path.join(app, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
    if (!base || /\.server(\.tsx?)?$/.test(base)) return null; // server code never reaches the browser
    return ["", ".ts", ".tsx"].map((ext) => base + ext).find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile()) ?? null;
  };
  const reach = (entry: string) => {
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const source = fs.readFileSync(file, "utf8");
      for (const [, names] of source.matchAll(/import \{([^}]*)\} from "lucide-react"/g)) {
        for (const name of names!.split(",")) {
          const icon = iconFileOf.get(name.replace(/\btype\b/, "").trim().split(/\s+as\s+/)[0]!);
          if (icon) seen.add(`icon:${icon}`);
        }
      }
      for (const [, spec] of source.matchAll(/(?:from|import)\s*"([^"]+)"/g)) {
        const next = resolve(file, spec!);
        if (next) stack.push(next);
      }
    }
    return seen;
  };
  const routes = fs.readdirSync(path.join(app, "routes")).filter((f) => /\.tsx$/.test(f) && !/^(admin|api)\./.test(f));
  const counts = new Map<string, number>();
  // The layout is on every page: what it uses counts as shared at once.
  const layout = reach(path.join(app, "root.tsx"));
  for (const item of layout) counts.set(item, 2);
  for (const route of routes) {
    for (const item of reach(path.join(app, "routes", route))) counts.set(item, (counts.get(item) ?? 0) + 1);
  }
  const shared = [...counts].filter(([, n]) => n >= 2).map(([item]) => item);
  return {
    files: new Set(shared.filter((item) => !item.startsWith("icon:"))),
    icons: new Set(shared.filter((item) => item.startsWith("icon:")).map((item) => item.slice("icon:".length))),
  };
}

const shared = sharedByPublicPages();
const lucideIcon = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;
const sharedPublic = (id: string) => {
  if (calendar.test(id) || nieuws.test(id) || geschiedenis.test(id)) return false;
  const icon = lucideIcon.exec(id);
  if (icon) return shared.icons.has(icon[1]!);
  return /node_modules[\\/]lucide-react[\\/]/.test(id) || shared.files.has(path.normalize(id.split("?")[0]!));
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
                { name: "nieuws", test: nieuws, minShareCount: 2, priority: 1 },
                { name: "geschiedenis", test: geschiedenis, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
  resolve: {
    tsconfigPaths: true,
    // React Router's package always points at its development build, with its warnings (an open upstream bug:
    // remix-run/react-router#14102); the browser gets the production build the same package ships.
    alias: isSsrBuild || process.env.NODE_ENV === "development" ? [] : [
      { find: /^react-router$/, replacement: path.resolve("node_modules/react-router/dist/production/index.mjs") },
      { find: /^react-router\/dom$/, replacement: path.resolve("node_modules/react-router/dist/production/dom-export.mjs") },
    ],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
