import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createGroupContext, runInGroup } from "~/group/context.server";
import { TE_VEEL_TEGELIJK, writeLimit } from "../../server/write-limit";

// The limit on a real Express app and HTTP server: two groups (chosen by a header here, by the host in the app), one
// write a second each.
describe("each group's writes", () => {
  const groups = new Map(["a", "b"].map((slug) => [slug, createGroupContext({ slug, dataDir: "/tmp/niet-gebruikt", siteUrl: "http://localhost" })]));
  let server: ReturnType<ReturnType<typeof express>["listen"]>;
  let base = "";
  const started: { group: string; at: number }[] = [];

  beforeAll(async () => {
    const app = express();
    app.use((req, _res, next) => runInGroup(groups.get(String(req.headers["x-groep"]))!, next));
    app.use(writeLimit(() => 1));
    app.all("/api/opslaan", (req, res) => {
      if (req.method !== "GET") started.push({ group: String(req.headers["x-groep"]), at: performance.now() });
      res.json({ ok: true });
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const send = (group: string, method = "POST") => fetch(`${base}/api/opslaan`, { method, headers: { "x-groep": group } });

  test("start one after the other at the group's rate; past five seconds of waiting they are refused with a Dutch 503; reads and another group's writes do not wait", async () => {
    const sent = Array.from({ length: 8 }, () => send("a"));
    // Another group's write and a read of the first group go at once, while the first group's writes wait their turn.
    const other = await send("b");
    expect(other.status).toBe(200);
    expect((await send("a", "GET")).status).toBe(200);
    const answers = await Promise.all(sent);
    const refused = answers.filter((answer) => answer.status === 503);
    // One at once, five waiting (five seconds at one a second), two refused.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(6);
    expect(refused).toHaveLength(2);
    for (const answer of refused) {
      expect(answer.headers.get("retry-after")).toBe("5");
      expect(await answer.json()).toEqual({ error: TE_VEEL_TEGELIJK });
    }
    const times = started.filter((s) => s.group === "a").map((s) => s.at);
    // The writes started a second apart at least (never two in one second's window).
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThan(900);
  }, 20_000);
});
