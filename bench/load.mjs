// One load run in its own process, so that the load generator's timing is not disturbed by the garbage collection of
// Lighthouse's results, nor by a server sharing its event loop. Prints autocannon's result as JSON.
//   node bench/load.mjs <url> <seconds> <connections> [accept-encoding]
//   node bench/load.mjs --json '<{"url", "paths", "seconds", "connections", "acceptEncoding", "timeout"}>'
// With several paths every connection asks them in turn, as visitors go from page to page.
import autocannon from "autocannon";

const args = process.argv.slice(2);
const options =
  args[0] === "--json"
    ? JSON.parse(args[1])
    : { url: args[0], seconds: Number(args[1]), connections: Number(args[2]), acceptEncoding: args[3] };
const headers = options.acceptEncoding ? { "Accept-Encoding": options.acceptEncoding } : {};
const result = await autocannon({
  url: options.url,
  duration: Number(options.seconds),
  connections: Number(options.connections),
  headers,
  // autocannon's default is 10 s; the runs counted a request as timed out after 15 s.
  timeout: options.timeout ?? 15,
  ...(options.paths ? { requests: options.paths.map((path) => ({ method: "GET", path })) } : {}),
});
process.stdout.write(JSON.stringify(result));
