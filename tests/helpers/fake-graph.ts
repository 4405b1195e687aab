import http from "node:http";
import type { AddressInfo } from "node:net";

export type GraphMode = "ok" | "http500" | "hang" | "expired" | "malformed" | "echo-token" | "no-events" | "empty";

export interface GraphRequest {
  path: string;
  fields: string | null;
  authorization: string | undefined;
}

export const EXPIRED_BODY = JSON.stringify({
  error: { message: "Error validating access token: Session has expired", type: "OAuthException", code: 190 },
});

/**
 * A real HTTP server on 127.0.0.1 that plays the Facebook Graph API: the page's events, one event, its cover,
 * and the ways it fails (HTTP 500, a hang, an expired token, malformed JSON).
 */
export async function startFakeGraph(options: { token: string; pageId: string }) {
  const state = {
    mode: "ok" as GraphMode,
    events: [] as Record<string, unknown>[],
    /** Full events by id for /{id}; cover sources for /{id}?fields=cover. */
    details: new Map<string, Record<string, unknown>>(),
    covers: new Map<string, string>(),
    requests: [] as GraphRequest[],
  };
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const fields = url.searchParams.get("fields");
    state.requests.push({ path: url.pathname, fields, authorization: req.headers.authorization });
    const send = (status: number, body: string) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(body);
    };
    if (req.headers.authorization !== `Bearer ${options.token}`) {
      return send(400, JSON.stringify({ error: { message: "An access token is required", type: "OAuthException", code: 104 } }));
    }
    switch (state.mode) {
      case "http500":
        return send(500, "Internal Server Error");
      case "hang":
        hanging.add(res);
        return;
      case "expired":
        return send(401, EXPIRED_BODY);
      case "malformed":
        return send(200, '{"events": {"data": [ {"id": "1", ');
      case "echo-token":
        return send(
          400,
          JSON.stringify({
            error: { message: `Invalid OAuth access token - Cannot parse access token: ${options.token}`, type: "OAuthException", code: 190 },
          }),
        );
      default:
        break;
    }
    const id = decodeURIComponent(url.pathname.split("/").pop() ?? "");
    if (id === options.pageId) {
      if (state.mode === "no-events") return send(200, JSON.stringify({ id: options.pageId }));
      const data = state.mode === "empty" ? [] : state.events;
      return send(200, JSON.stringify({ events: { data, paging: {} }, id: options.pageId }));
    }
    const detail = state.details.get(id);
    if (!detail) {
      return send(
        400,
        JSON.stringify({ error: { message: `Unsupported get request. Object with ID '${id}' does not exist`, type: "GraphMethodException", code: 100 } }),
      );
    }
    if (fields === "cover") {
      const source = state.covers.get(id);
      return send(200, JSON.stringify(source ? { cover: { source, id: "77" }, id } : { id }));
    }
    return send(200, JSON.stringify(detail));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `http://127.0.0.1:${port}/v21.0`,
    releaseHanging() {
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
