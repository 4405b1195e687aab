// Leaders saving activities while the load runs, in a process of their own:
//   node bench/write.mjs '<{"url", "token", "seconds", "writers", "pauseMs", "ids", "mode", "host"}>'
// `host`: the Host header to send (a group of a hosting installation), else the URL's.
// Mode "edit" (the default): each writer saves one activity after the other (a PUT of its title, as the admin's form
// saves it), waiting `pauseMs` between saves; writer i takes the ids i, i + writers, ... in turn.
// Mode "create-delete" (the storm of issue 45): each writer makes an activity of next week and deletes it again, back
// to back; both count as a save.
// Prints every save's time in ms and the failures as JSON.
import http from "node:http";

const { url, token, seconds, writers, pauseMs, ids, mode = "edit", host } = JSON.parse(process.argv[2]);
const until = Date.now() + seconds * 1000;
const times = [];
const failures = [];
let count = 0;
const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };

const agent = new http.Agent({ keepAlive: true });

/** One request on a kept-alive connection, with the Host header of `host` when given; resolves with status and body. */
function send(path, method, body) {
  const target = new URL(path, url);
  return new Promise((resolve, reject) => {
    const req = http.request(target, { method, agent, headers: { ...headers, ...(host ? { Host: host } : {}) }, timeout: 15_000 }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() }));
    });
    req.on("timeout", () => req.destroy(Object.assign(new Error("time-out after 15 s"), { name: "TimeoutError" })));
    req.on("error", reject);
    req.end(body);
  });
}

/** One request, timed; answers its JSON, or null when it failed (recorded). */
async function save(label, path, init, expected) {
  const started = performance.now();
  try {
    const response = await send(path, init.method, init.body);
    if (response.status !== expected) {
      failures.push(`${label}: HTTP ${response.status}`);
      return null;
    }
    times.push(performance.now() - started);
    return response.text ? JSON.parse(response.text) : {};
  } catch (error) {
    failures.push(`${label}: ${error.message}`);
    return null;
  }
}

function nextWeek(hour) {
  const day = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, "0")}:00`;
}

async function editor(index) {
  const own = ids.filter((_, i) => i % writers === index);
  for (let turn = 0; Date.now() < until; turn++) {
    const id = own[turn % own.length];
    await save(String(id), `/api/activiteiten/${id}`, { method: "PUT", body: JSON.stringify({ titel: `Vergadering (bench ${++count})` }) }, 200);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

async function maker() {
  while (Date.now() < until) {
    const made = await save("POST", "/api/activiteiten", {
      method: "POST",
      body: JSON.stringify({ titel: `Stormactiviteit ${++count}`, takken: ["welpen"], start: nextWeek(14), einde: nextWeek(17), plaats: "Het lokaal", geenMelding: true }),
    }, 201);
    if (made?.id !== undefined) await save("DELETE", `/api/activiteiten/${made.id}`, { method: "DELETE" }, 200);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

await Promise.all(Array.from({ length: writers }, (_, i) => (mode === "create-delete" ? maker() : editor(i))));
agent.destroy();
process.stdout.write(JSON.stringify({ times, failures }));
