import { afterEach, describe, expect, it } from "vitest";
import { closeDb } from "~/db/client.server";
import { loader } from "~/routes/healthz";
import { callRoute } from "../helpers/route";
import { withTempDataDir } from "../helpers/temp-data";

withTempDataDir();

afterEach(() => {
  delete process.env.DATABASE_URL;
  closeDb();
});

describe("/healthz", () => {
  it("answers 200 when the database is reachable", async () => {
    const response = await callRoute(loader, "/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 when the database cannot be reached", async () => {
    closeDb();
    // A database under a regular file can never be opened.
    process.env.DATABASE_URL = "file:/dev/null/onbereikbaar/scouts.db";
    const response = await callRoute(loader, "/healthz");
    expect(response.status).toBe(503);
  });
});
