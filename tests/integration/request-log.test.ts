import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_PASSWORD, adminToken, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

// The secrets a request may carry; none of them may ever reach the log.
const SECRETS = {
  query: "query-geheim-7731",
  cookie: "koekje-geheim-7731",
  bearer: "drager-geheim-7731",
  message: "Dit bericht is geheim 7731",
  wrongPassword: "fout-wachtwoord-7731",
};

describe("access log", () => {
  let server: ServerProcess;
  const ids: string[] = [];

  beforeAll(async () => {
    server = await startServer(tempDataDir(), { LOG_LEVEL: "info" });
    const remember = (response: Response) => {
      ids.push(response.headers.get("x-request-id") ?? "");
      return response;
    };
    remember(await fetch(`${server.url}/about?secret=${SECRETS.query}`, { headers: { Cookie: `sessie=${SECRETS.cookie}` } }));
    remember(await fetch(`${server.url}/api/leiding`, { headers: { Authorization: `Bearer ${SECRETS.bearer}` } }));
    remember(
      await fetch(`${server.url}/admin`, {
        method: "POST",
        body: new URLSearchParams({ intent: "login", password: SECRETS.wrongPassword }),
        redirect: "manual",
      }),
    );
    remember(
      await fetch(`${server.url}/contact`, {
        method: "POST",
        body: new URLSearchParams({
          name: "Lien",
          email: "lien@example.be",
          category: "algemeen",
          subject: "Vraag",
          message: SECRETS.message,
        }),
        redirect: "manual",
      }),
    );
    remember(await fetch(`${server.url}/bestaat-niet`));
    await adminToken(server.url);
    // The log line of a response is written when it has been sent: wait until the last one is there.
    await vi.waitFor(() => expect(server.output()).toMatch(/"path":"\/api\/auth\/token"[^\n]*"msg":"request completed"/));
  });

  afterAll(() => stopServer(server));

  it("writes one JSON line per request with its id, method, path, status and duration", () => {
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; req?: { id: string; method: string; path: string }; res?: { statusCode: number }; responseTime?: number; msg: string });
    const requests = lines.filter((line) => line.msg === "request completed");
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const line = requests.find((l) => l.req?.id === id);
      expect(line, `log line for request ${id}`).toBeDefined();
      expect(typeof line?.responseTime).toBe("number");
    }
    expect(requests.find((l) => l.req?.id === ids[0])).toMatchObject({ req: { method: "GET", path: "/about" }, res: { statusCode: 200 } });
    expect(requests.find((l) => l.req?.id === ids[3])).toMatchObject({ req: { method: "POST", path: "/contact" } });
    expect(requests.some((l) => l.req?.method === "POST" && l.req.path === "/api/auth/token")).toBe(true);
    // pino's levels: 30 info, 40 warn (from 400).
    expect(lines.find((l) => l.req?.id === ids[0])).toMatchObject({ level: 30 });
    expect(lines.find((l) => l.req?.id === ids[4])).toMatchObject({ level: 40, req: { path: "/bestaat-niet" }, res: { statusCode: 404 } });
  });

  it("never writes a query string, cookie, token, password or message body", () => {
    const log = server.output();
    for (const secret of [...Object.values(SECRETS), ADMIN_PASSWORD]) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/cookie|authorization/i);
  });
});
