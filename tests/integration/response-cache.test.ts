import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearResponseCache, responseCache } from "../../server/response-cache";

let base = "";
let renders = 0;
let close: () => void;

beforeAll(async () => {
  const app = express();
  let counter = 0;
  app.use((_req, res, next) => {
    res.locals.nonce = `nonce${++counter}`;
    next();
  });
  app.use(responseCache());
  app.get("/pagina", (_req, res) => {
    renders++;
    res.type("html").send(`<script nonce="${res.locals.nonce}">render ${renders}</script>`);
  });
  app.get("/admin", (_req, res) => {
    renders++;
    res.type("html").send("admin");
  });
  app.get("/met-cookie", (_req, res) => {
    renders++;
    res.cookie("a", "b").type("html").send("cookie");
  });
  app.post("/schrijf", (_req, res) => res.status(204).end());
  app.post("/fout", (_req, res) => res.status(400).end());
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  clearResponseCache();
});

describe("public response cache", () => {
  it("renders a public page once and gives every response its own nonce", async () => {
    const first = await fetch(`${base}/pagina`);
    const firstBody = await first.text();
    const second = await fetch(`${base}/pagina`);
    const secondBody = await second.text();
    expect(renders).toBe(1);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(firstBody).toContain('nonce="nonce1"');
    expect(secondBody).toBe('<script nonce="nonce2">render 1</script>');
    expect(first.headers.get("cache-control")).toMatch(/stale-while-revalidate/);
  });

  it("is emptied by a successful write and kept by a failed one", async () => {
    await fetch(`${base}/fout`, { method: "POST" });
    await fetch(`${base}/pagina`);
    expect(renders).toBe(1);
    await fetch(`${base}/schrijf`, { method: "POST" });
    const after = await fetch(`${base}/pagina`);
    expect(after.headers.get("x-cache")).toBeNull();
    expect(renders).toBe(2);
  });

  it("never keeps admin pages or responses that set a cookie", async () => {
    const before = renders;
    await fetch(`${base}/admin`);
    await fetch(`${base}/admin`);
    await fetch(`${base}/met-cookie`);
    await fetch(`${base}/met-cookie`);
    expect(renders).toBe(before + 4);
  });
});
