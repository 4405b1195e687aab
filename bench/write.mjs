// Leaders saving activities while the load runs, in a process of their own:
//   node bench/write.mjs '<{"url", "token", "seconds", "writers", "pauseMs", "ids"}>'
// Each writer saves one activity after the other (a PUT of its title, as the admin's form saves it), waiting
// `pauseMs` between saves; writer i takes the ids i, i + writers, ... in turn. Prints every save's time in ms and the
// failures as JSON.
const { url, token, seconds, writers, pauseMs, ids } = JSON.parse(process.argv[2]);
const until = Date.now() + seconds * 1000;
const times = [];
const failures = [];
let count = 0;

async function writer(index) {
  const own = ids.filter((_, i) => i % writers === index);
  for (let turn = 0; Date.now() < until; turn++) {
    const id = own[turn % own.length];
    const started = performance.now();
    try {
      const response = await fetch(`${url}/api/activiteiten/${id}`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ titel: `Vergadering (bench ${++count})` }),
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`${id}: HTTP ${response.status}`);
      else times.push(performance.now() - started);
    } catch (error) {
      failures.push(`${id}: ${error.name === "TimeoutError" ? "time-out after 15 s" : error.message}`);
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

await Promise.all(Array.from({ length: writers }, (_, i) => writer(i)));
process.stdout.write(JSON.stringify({ times, failures }));
