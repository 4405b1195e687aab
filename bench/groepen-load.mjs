// Reads spread over the groups of a hosting installation, in a process of their own (bench/groepen.mjs):
//   node bench/groepen-load.mjs '<{"port", "seconds", "groups", "exclude", "paths", "connections"}>'
// Every request goes to a random group (its host) and a random page of `paths`, as browsers ask (br, gzip). Prints
// autocannon's result as JSON.
import autocannon from "autocannon";

const { port, seconds, groups, exclude, paths, connections } = JSON.parse(process.argv[2]);
const pick = (n) => Math.floor(Math.random() * n);
const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  duration: seconds,
  connections,
  timeout: 15,
  requests: [
    {
      setupRequest: (req) => {
        let group = 1 + pick(groups);
        while (group === exclude) group = 1 + pick(groups);
        const slug = `g${String(group).padStart(4, "0")}`;
        return { ...req, path: paths[pick(paths.length)], headers: { ...req.headers, host: `${slug}.localhost:${port}`, "accept-encoding": "br, gzip" } };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
