import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Every file is a request with its own headers and round trip on a slow phone, so the browser code is cut into few
// files: the libraries every page needs, the site's code shared by several public pages, then one file per route.
// Admin code stays out of the shared file, so a public page never loads it.
const vendor = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const sharedPublic = (id: string) => (/[\\/]app[\\/]/.test(id) || /node_modules[\\/]lucide-react[\\/]/.test(id)) && !/[\\/](components[\\/]admin|routes)[\\/]/.test(id);

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? // The server bundle starts at our Express app so that the whole server (routes, DB, migrations) is one build.
      { rollupOptions: { input: "./server/app.ts" } }
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "vendor", test: vendor, priority: 2 },
                { name: "site", test: sharedPublic, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));
