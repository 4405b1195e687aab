import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? // The server bundle starts at our Express app so that the whole server (routes, DB, migrations) is one build.
      { rollupOptions: { input: "./server/app.ts" } }
    : {
        rolldownOptions: {
          output: {
            // Icons in one chunk instead of one tiny request each: every request costs headers on a slow phone.
            codeSplitting: { groups: [{ name: "icons", test: /node_modules[\\/]lucide-react/ }] },
          },
        },
      },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));
