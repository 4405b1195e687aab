import http from "node:http";
import { createClient } from "@libsql/client";
import fs from "node:fs";
import path from "node:path";
import { applyMigration, migrationTags } from "./migrations";

// Requests to a hosting installation as browsers send them: to the server's port, with the host of a group
// (`alfa.localhost:PORT`) or of the hoster (`localhost:PORT`). Node's http.request sends any Host header.

export interface HostAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export function hostRequest(
  serverUrl: string,
  host: string,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<HostAnswer> {
  const { hostname, port } = new URL(serverUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, method: options.method ?? "GET", path: pathname, headers: { Host: `${host}:${port}`, ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString("utf8") });
        });
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A client for one host of the installation. */
export function hostClient(serverUrl: string, host: string) {
  const send = (method: string, pathname: string, options: { headers?: Record<string, string>; body?: string | Buffer } = {}) =>
    hostRequest(serverUrl, host, pathname, { method, ...options });
  return {
    host,
    get: (pathname: string, headers: Record<string, string> = {}) => send("GET", pathname, { headers }),
    json: (method: string, pathname: string, body: unknown, headers: Record<string, string> = {}) =>
      send(method, pathname, { headers: { "Content-Type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) }),
    form: (pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      send("POST", pathname, { headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body: new URLSearchParams(fields).toString() }),
    send,
  };
}

/**
 * A group database file with every migration before the newest one applied, recorded as drizzle's migrator records
 * them: the database of a group made by the previous version.
 */
export async function databaseOneMigrationBehind(file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.rmSync(file, { force: true });
  const client = createClient({ url: `file:${file}` });
  const journal = JSON.parse(fs.readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  const tags = migrationTags();
  await client.execute("CREATE TABLE __drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)");
  for (const tag of tags.slice(0, -1)) {
    await applyMigration(client, tag);
    const when = journal.entries.find((e) => e.tag === tag)!.when;
    await client.execute({ sql: "INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)", args: [tag, when] });
  }
  client.close();
}
