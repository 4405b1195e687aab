import http from "node:http";

/**
 * Sends a `size`-byte body in 64 KB chunks, one at a time, as a browser does, and stops sending once the
 * answer is in: a server that refuses the body early answers while the client is still sending. Resolves with the
 * status, the Connection header and how many bytes had been sent by then. (fetch() cannot read such an early answer.)
 */
export function sendLarge(
  url: string,
  size: number,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; sent: number; connection: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      url,
      {
        method: options.method ?? "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(size), ...options.headers },
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        // A reset connection can cut the answer off: that is a failure, not a wait.
        response.on("aborted", () => reject(new Error(`the answer (${response.statusCode}) was cut off after ${Buffer.concat(chunks).byteLength} bytes`)));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, sent, connection: response.headers.connection, text: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    request.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    const next = () => {
      if (answered || sent >= size) return request.end();
      const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += part.length;
      if (request.write(part)) setImmediate(next);
      else request.once("drain", next);
    };
    next();
  });
}
