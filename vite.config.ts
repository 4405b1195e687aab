import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rolldown } from "vite";

type ChunkingContext = Rolldown.ChunkingContext;

// Every file is a request with its own headers and round trip on a slow phone, so the browser code is cut into few
// files. Public pages load one: the script of app/enhance, with what it imports (decision 0027). The React apps (the
// admin, the photo albums) load the libraries every page of theirs needs in one file, then their route's own.
const vendor = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const ENHANCE = /[\\/]app[\\/]enhance[\\/]/;

/** True for the public pages' script and the modules it imports, directly or not (dynamic imports stay apart). */
const known = new Map<string, boolean>();
const forEnhance = (id: string, ctx: ChunkingContext): boolean => {
  if (!known.has(id)) {
    known.set(id, false); // an import cycle
    known.set(id, ENHANCE.test(id) || (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => forEnhance(importer, ctx)));
  }
  return known.get(id)!;
};

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? // The server bundle starts at our Express app so that the whole server (routes, DB, migrations) is one build.
      { rollupOptions: { input: "./server/app.ts" } }
    : {
        // Vite's manifest tells the server the file of the public pages' script (app/enhance, decision 0027).
        manifest: true,
        rolldownOptions: {
          input: ["app/enhance/enhance.ts"],
          output: {
            codeSplitting: {
              groups: [
                { name: (id: string, ctx: ChunkingContext) => (forEnhance(id, ctx) ? "enhance" : null), priority: 2 },
                { name: "vendor", test: vendor, priority: 1 },
                // Without these two the admin's first page loaded some 75 files (an icon or a small shared module
                // each), which a phone fetches six at a time: over two seconds on a fast machine. The icons are one
                // file; the app's modules that several routes share are grouped by the routes that use them.
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
                // The forms' schemas and Conform (decision 0049) in one file: left to the shared chunks below, Conform and
                // Zod were split over two of them and the admin's first page stopped at start ('e is not a constructor').
                { name: "formulieren", test: /node_modules[\\/](zod|@conform-to)[\\/]/, priority: 1 },
                { name: "gedeeld", test: /[\\/]app[\\/]/, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 16_000 },
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
