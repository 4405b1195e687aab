import fs from "node:fs";
import { Readable } from "node:stream";
import type { RouterContextProvider } from "react-router";
import { hosterContext } from "~/group/request-context";
import { jsonError } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { requireHosterToken } from "./toegang.server";

// The edge of the hoster's JSON API: only on the hosting domain (404 elsewhere), only with HOSTING_TOKEN (401).

/** Runs one call of the hoster's API; the domain's refusals become JSON with their status. */
export async function hosterApi(
  request: Request,
  context: Readonly<RouterContextProvider>,
  run: (wie: string) => Promise<{ status?: number; body: unknown }>,
): Promise<Response> {
  if (!context.get(hosterContext)) return jsonError(404, "Niet gevonden.");
  let wie = "";
  return apiWrite(
    request,
    async (req) => {
      wie = requireHosterToken(req);
    },
    () => run(wie),
  );
}

/** A file as the answer, removed by `done` once sent (or once the client left). */
export function fileResponse(file: string, headers: Record<string, string>, done: () => void): Response {
  const stream = fs.createReadStream(file);
  stream.once("close", done);
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: { ...headers, "Content-Length": String(fs.statSync(file).size), "Cache-Control": "no-store" },
  });
}
