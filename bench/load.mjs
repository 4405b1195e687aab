// One load run in its own process: `node bench/load.mjs <url> <seconds> <connections> [accept-encoding]` prints
// autocannon's result as JSON. Run apart from bench/run.mjs so that the load generator's timing is not disturbed by
// the garbage collection of Lighthouse's results, nor by a baseline server sharing its event loop.
import autocannon from "autocannon";

const [url, seconds, connections, acceptEncoding] = process.argv.slice(2);
const headers = acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {};
const result = await autocannon({ url, duration: Number(seconds), connections: Number(connections), headers });
process.stdout.write(JSON.stringify(result));
