import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // scripts/build.mjs builds into a new folder and puts it in place only when the build succeeded.
  buildDirectory: process.env.BUILD_DIRECTORY || "build",
} satisfies Config;
