import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: ["./app/domains/*/schema.ts", "./app/db/meta-schema.ts"],
  out: "./drizzle",
});
