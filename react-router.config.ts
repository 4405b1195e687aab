import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Loaders and actions get what the server knows of the request (its group, the client's address) in React Router's
  // typed context (app/group/request-context.ts, decision 0043).
  future: { v8_middleware: true },
  // scripts/build.mjs builds into a new folder and puts it in place only when the build succeeded.
  buildDirectory: process.env.BUILD_DIRECTORY || "build",
} satisfies Config;
