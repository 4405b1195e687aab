// One load run in its own process, so that the load generator's timing is not disturbed by the garbage collection of
// Lighthouse's results, nor by a server sharing its event loop. Prints autocannon's result as JSON.
//   node bench/load.mjs <url> <seconds> <connections> [accept-encoding]
//   node bench/load.mjs --json '<{"url", "paths", "seconds", "connections", "acceptEncoding", "timeout"}>'
// With several paths every connection asks them in turn, as visitors go from page to page.
// One path is asked by wrk where it is installed (`apt-get install wrk`): autocannon's own HTTP parser tops out near
// 800 answers a second on a 70 KB page with accented letters (the home page without compression), static server or
// not, so its p99 there measured the load generator, not the server. wrk answers in autocannon's shape (the fields
// run.mjs reads).
import { execFileSync } from "node:child_process";
import autocannon from "autocannon";

const args = process.argv.slice(2);
const options =
  args[0] === "--json"
    ? JSON.parse(args[1])
    : { url: args[0], seconds: Number(args[1]), connections: Number(args[2]), acceptEncoding: args[3] };
const headers = options.acceptEncoding ? { "Accept-Encoding": options.acceptEncoding } : {};

function wrkPath() {
  try {
    return execFileSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

/** wrk's "13.11ms", "850.00us", "1.20s" in milliseconds. */
function ms(text) {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? [];
  if (value === undefined) throw new Error(`wrk printed a time I do not read: ${text}`);
  return Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
}

function runWrk(wrk) {
  const args = ["-t1", `-c${options.connections}`, `-d${options.seconds}s`, "--latency", "--timeout", `${options.timeout ?? 15}s`];
  if (options.acceptEncoding) args.push("-H", `Accept-Encoding: ${options.acceptEncoding}`);
  const out = execFileSync(wrk, [...args, options.url], { encoding: "utf8" });
  const number = (pattern) => Number(pattern.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    tool: "wrk",
    requests: { average: number(/Requests\/sec:\s+([\d.]+)/), total: number(/(\d+) requests in/) },
    latency: { p50: ms(/ 50%\s+(\S+)/.exec(out)[1]), p99: ms(/ 99%\s+(\S+)/.exec(out)[1]) },
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
  };
}

const wrk = options.paths ? null : wrkPath();
const result = wrk ? runWrk(wrk) : await autocannon({
  url: options.url,
  duration: Number(options.seconds),
  connections: Number(options.connections),
  headers,
  // autocannon's default is 10 s; the runs counted a request as timed out after 15 s.
  timeout: options.timeout ?? 15,
  ...(options.paths ? { requests: options.paths.map((path) => ({ method: "GET", path })) } : {}),
});
process.stdout.write(JSON.stringify(result));
