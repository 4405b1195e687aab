import { defineConfig } from "drizzle-kit";

// The installation's own database in hosting mode (DATA_DIR/hosting.db), apart from every group's (drizzle.config.ts).
export default defineConfig({
  dialect: "sqlite",
  schema: ["./app/domains/hosting/installatie-schema.ts"],
  out: "./drizzle-hosting",
});
