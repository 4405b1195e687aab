// Draws the floors of the code and the imports between them (decision 0043), from the graph that `npm run lint` checks:
// one Mermaid flowchart, each arrow with how many imports run that way. `npm run layers` prints it.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";

const { floors } = createRequire(import.meta.url)("./layers.floors.cjs");
const floorOf = (file) => floors.find(([, pattern]) => new RegExp(pattern).test(file))?.[0];

const out = execFileSync("npx", ["depcruise", "app", "server", "server.js", "--config", ".dependency-cruiser.cjs", "--output-type", "json"], {
  encoding: "utf8",
  maxBuffer: 256 * 1024 * 1024,
});
const arrows = new Map();
for (const module of JSON.parse(out).modules) {
  const from = floorOf(module.source);
  for (const dependency of module.dependencies) {
    const to = floorOf(dependency.resolved);
    if (!from || !to || from === to) continue;
    const key = `${from}|${to}`;
    arrows.set(key, (arrows.get(key) ?? 0) + 1);
  }
}
const id = (name) => name.replace(/[^a-z]/g, "_");
const lines = ["flowchart BT"];
for (const [name] of floors) lines.push(`  ${id(name)}["${name}"]`);
for (const [key, count] of [...arrows].sort()) {
  const [from, to] = key.split("|");
  lines.push(`  ${id(from)} -->|${count}| ${id(to)}`);
}
console.log(lines.join("\n"));
