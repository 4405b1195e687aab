import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rolldown } from "vite";

type ChunkingContext = Rolldown.ChunkingContext;

// Every file is a request with its own headers and round trip on a slow phone, so the browser code is cut into few
// files: the libraries every page needs, the site's code shared by several public pages, then one file per route.
// Admin code stays out of the shared file, so a public page never loads it; so does the code of the calendar, the
// news and the history (with the icons and libraries only they use), each in a file of its own for the pages that
// show it. Which pages use a module is read from the bundler's own module graph (its importers), not from the sources;
// icons are imported one by one (`lucide-react/icons/<name>`, enforced by the lint), so the graph says which page uses
// which icon.
const vendor = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const FEATURES = [
  // The parents' sign-up block (issue 25) shows with the calendar: on /kalender and the tak pages.
  ["kalender", /[\\/](components[\\/](activiteiten|meldingen)|domains[\\/](activiteiten|meldingen))[\\/]|[\\/]lib[\\/]days\.ts$/],
  ["nieuws", /[\\/](components|domains)[\\/]nieuws[\\/]/],
  ["geschiedenis", /[\\/](components|domains)[\\/]geschiedenis[\\/]/],
] as const;
const ROUTE_MODULE = /[\\/]app[\\/](root\.tsx|routes[\\/][^\\/]+)$/;
const NOT_PUBLIC = /[\\/]routes[\\/](admin|api)\./;

/** Computes once per module; `cycle` is the answer for a module met again while it is being computed (import cycles). */
const memo = <T,>(cycle: T, compute: (id: string, ctx: ChunkingContext) => T) => {
  const known = new Map<string, T>();
  return (id: string, ctx: ChunkingContext): T => {
    if (!known.has(id)) {
      known.set(id, cycle);
      known.set(id, compute(id, ctx));
    }
    return known.get(id)!;
  };
};

/** The public route modules (and root.tsx, the layout of every page) that import a module, directly or not. */
const publicRoutes: (id: string, ctx: ChunkingContext) => Set<string> = memo(new Set(), (id, ctx) => {
  if (ROUTE_MODULE.test(id)) return new Set(NOT_PUBLIC.test(id) ? [] : [id]);
  const routes = new Set<string>();
  for (const importer of ctx.getModuleInfo(id)?.importers ?? []) for (const route of publicRoutes(importer, ctx)) routes.add(route);
  return routes;
});

/** The feature a module belongs to: by its folder, or for a library, the one feature of everything that imports it. */
const feature: (id: string, ctx: ChunkingContext) => string | null = memo(null, (id, ctx) => {
  const own = FEATURES.find(([, test]) => test.test(id));
  if (own) return own[0];
  if (!/node_modules/.test(id)) return null;
  const features = new Set((ctx.getModuleInfo(id)?.importers ?? []).map((importer) => feature(importer, ctx)));
  return features.size === 1 ? [...features][0]! : null;
});

/** The shared file of the public pages: what the layout or at least two public pages use, outside the features. */
const site = (id: string, ctx: ChunkingContext) => {
  if (feature(id, ctx)) return null;
  const routes = publicRoutes(id, ctx);
  return [...routes].some((route) => route.endsWith("root.tsx")) || routes.size >= 2 ? "site" : null;
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
                { name: "vendor", test: vendor, priority: 3 },
                { name: site, priority: 2 },
                // What a feature's pages share; a module that only one page uses stays in that page's file.
                { name: feature, minShareCount: 2, priority: 1 },
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
