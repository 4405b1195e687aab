// npm run terugzetten -- <moment>: a single-group installation back to the newest copy in the bucket at or before the
// moment ("2026-11-29 16:00" in Brussels time, an ISO moment, or `laatste`), while the server runs (ADR 0042). It asks
// the running server on this machine, with the key the server wrote into DATA_DIR at its start.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { dataDirFromEnv } from "./data-paths.mjs";

const moment = process.argv.slice(2).join(" ").trim();
if (!moment) {
  console.error('Gebruik: npm run terugzetten -- "2026-11-29 16:00"   (Belgische tijd; of laatste)\nMet dezelfde DATA_DIR en PORT als de server.');
  process.exit(1);
}
const port = Number(process.env.PORT || 3000);
let key;
try {
  key = fs.readFileSync(path.join(dataDirFromEnv(), "beheer.sleutel"), "utf8").trim();
} catch {
  console.error(`Geen sleutel in ${dataDirFromEnv()}: draait de server, met deze DATA_DIR, en mag deze gebruiker zijn bestanden lezen?`);
  process.exit(1);
}
const body = JSON.stringify({ moment });
const req = http.request(
  { host: "127.0.0.1", port, method: "POST", path: "/api/terugzetten", headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), Authorization: `Bearer ${key}` } },
  (res) => {
    let text = "";
    res.setEncoding("utf8");
    res.on("data", (chunk) => (text += chunk));
    res.on("end", () => {
      let answer = {};
      try {
        answer = JSON.parse(text);
      } catch {
        // not JSON
      }
      if (res.statusCode === 200) {
        console.log(`De site is teruggezet naar de kopie van ${new Date(answer.kopie).toISOString().replace("T", " ").slice(0, 19)} (UTC).`);
      } else {
        console.error(`Terugzetten mislukt: ${answer.error ?? `HTTP ${res.statusCode}`}`);
        process.exitCode = 1;
      }
    });
  },
);
req.on("error", (error) => {
  console.error(`De server op poort ${port} antwoordt niet (${error.message}). Draait hij?`);
  process.exitCode = 1;
});
req.end(body);
