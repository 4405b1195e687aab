// npm run groepen -- <opdracht> ...: the hoster's commands for a shell on the server (hosting mode). They call the
// hoster's API of the running server (HOSTING_TOKEN), so the server that holds the groups' databases does every change.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";

const HELP = `Gebruik: npm run groepen -- <opdracht>

  lijst                                    alle groepen, met grootte en laatste wijziging
  aanmaken <slug> <naam> <e-mail> [--demo] [--domein www.voorbeeld.be]...
                                           een nieuwe groep; de Beheerder krijgt een uitnodiging
  schorsen <slug> | openen <slug>          de site tijdelijk uit, of weer aan
  domeinen <slug> [domein ...]             de eigen domeinen (geen: alleen {slug}.HOSTING_DOMAIN)
  beheerder <slug> <e-mail>                een nieuwe Beheerder uitnodigen
  verwijderen <slug> | herstellen <slug>   verwijderen (30 dagen bewaard) of terugzetten
  export <slug> [bestand]                  het archief van de groep (zoals npm run backup)
  import <slug> <archief>                  een groep uit een archief maken, of haar gegevens vervangen
  backup [map]                             elke groep in een eigen archief (standaard ./backups)
  terugzetten <slug> <moment>              de groep zoals ze was op dat moment (de laatste kopie in de bucket
                                           ervoor): "2026-11-29 16:00" (Belgische tijd) of laatste
  herbouwen                                een nieuwe installatie (lege DATA_DIR): elke groep terug uit de bucket
  verhuizen <slug> <doel>                  de groep naar een andere installatie met dezelfde bucket, bv.
                                           http://10.0.0.2:3000 (HOSTING_DOEL_TOKEN: haar token, als het verschilt)
  caddy <adres> [<adres> ...]              een Caddyfile-deel: elke groep naar de installatie die haar houdt

Nodig: HOSTING_DOMAIN en HOSTING_TOKEN zoals de server ze heeft; PORT (standaard 3000).`;

const domain = process.env.HOSTING_DOMAIN?.trim();
const token = process.env.HOSTING_TOKEN?.trim();
const port = Number(process.env.PORT || 3000);
const [command, ...args] = process.argv.slice(2);

if (!command || command === "help" || command === "--help") {
  console.log(HELP);
  process.exit(command ? 0 : 1);
}
if (!domain || !token) {
  console.error("Zet HOSTING_DOMAIN en HOSTING_TOKEN (dezelfde waarden als de server).");
  process.exit(1);
}

/** One call of the hoster's API on this machine (or at `origin`), with the hosting domain as host. */
function call(method, pathname, { json, file, saveTo, origin } = {}) {
  const at = origin ? new URL(origin) : null;
  return new Promise((resolve, reject) => {
    const headers = { Host: domain, Authorization: `Bearer ${token}` };
    if (json !== undefined) headers["Content-Type"] = "application/json";
    if (file) {
      headers["Content-Type"] = "application/gzip";
      headers["Content-Length"] = fs.statSync(file).size;
    }
    const req = http.request({ host: at?.hostname ?? "127.0.0.1", port: at?.port || (at ? 80 : port), method, path: pathname, headers }, (res) => {
      if (saveTo && res.statusCode === 200) {
        pipeline(res, fs.createWriteStream(saveTo)).then(() => resolve({ status: 200 }), reject);
        return;
      }
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => {
        let parsed = body;
        try {
          parsed = JSON.parse(body);
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode, body: parsed });
      });
    });
    req.on("error", (error) => reject(new Error(`De server op ${origin ?? `poort ${port}`} antwoordt niet (${error.message}). Draait hij?`)));
    if (json !== undefined) req.end(JSON.stringify(json));
    else if (file) fs.createReadStream(file).pipe(req);
    else req.end();
  });
}

function check(result) {
  if (result.status >= 400) {
    const body = result.body;
    const fields = body && typeof body === "object" && body.fields ? ` (${Object.values(body.fields).join(" ")})` : "";
    throw new Error(`${body && typeof body === "object" ? body.error : body}${fields}`);
  }
  return result.body;
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** A moment in UTC, to the minute (or the second). */
const when = (ms, seconds = false) => (ms ? new Date(ms).toISOString().replace("T", " ").slice(0, seconds ? 19 : 16) : "-");
const stamp = () => new Date().toISOString().replace(/[:T]/g, "-").replace(/\..+$/, "");
const groep = (slug) => `/api/hosting/groepen/${encodeURIComponent(slug ?? "")}`;

async function run() {
  switch (command) {
    case "lijst": {
      const groepen = check(await call("GET", "/api/hosting/groepen"));
      if (groepen.length === 0) console.log("Nog geen groepen.");
      const bucket = groepen.some((g) => "gekopieerd" in g);
      if (groepen.length > 0) console.log(`${"groep".padEnd(24)} ${"grootte".padStart(10)}  ${"gewijzigd".padEnd(16)}  ${bucket ? `${"in de bucket".padEnd(19)}  ` : ""}adres  naam`);
      for (const g of groepen) {
        const kopie = bucket ? `${when(g.gekopieerd ?? null, true).padEnd(19)}  ` : "";
        console.log(`${g.slug.padEnd(24)} ${mb(g.bytes).padStart(10)}  ${when(g.laatsteWijziging).padEnd(16)}  ${kopie}${g.geschorst ? "GESCHORST " : ""}${g.url}  ${g.naam}`);
      }
      return;
    }
    case "aanmaken": {
      const [slug, naam, email, ...rest] = args;
      const domeinen = rest.flatMap((arg, i) => (arg === "--domein" && rest[i + 1] ? [rest[i + 1]] : []));
      const made = check(await call("POST", "/api/hosting/groepen", { json: { slug, naam, email, domeinen, demo: rest.includes("--demo") } }));
      console.log(`Aangemaakt: ${made.url}\nUitnodiging voor ${email}: ${made.uitnodiging}`);
      return;
    }
    case "schorsen":
    case "openen":
      check(await call("PATCH", groep(args[0]), { json: { geschorst: command === "schorsen" } }));
      console.log(command === "schorsen" ? `${args[0]} is geschorst.` : `${args[0]} is weer online.`);
      return;
    case "domeinen":
      check(await call("PATCH", groep(args[0]), { json: { domeinen: args.slice(1) } }));
      console.log(`Domeinen van ${args[0]}: ${args.slice(1).join(", ") || "geen"}`);
      return;
    case "beheerder": {
      const result = check(await call("POST", `${groep(args[0])}/beheerder`, { json: { email: args[1] } }));
      console.log(`Uitnodiging voor ${args[1]}: ${result.uitnodiging}`);
      return;
    }
    case "verwijderen": {
      const result = check(await call("DELETE", groep(args[0])));
      console.log(`${args[0]} is verwijderd; herstellen kan tot ${when(result.bewaardTot)}.`);
      return;
    }
    case "herstellen":
      check(await call("POST", `${groep(args[0])}/herstellen`));
      console.log(`${args[0]} is hersteld.`);
      return;
    case "export": {
      const target = path.resolve(args[1] || `${args[0]}-${stamp()}.tar.gz`);
      check(await call("GET", `${groep(args[0])}/export`, { saveTo: target }));
      console.log(target);
      return;
    }
    case "import": {
      if (!args[1] || !fs.existsSync(args[1])) throw new Error("Geef het archief: npm run groepen -- import <slug> <archief.tar.gz>");
      const result = check(await call("POST", `${groep(args[0])}/import`, { file: args[1] }));
      console.log(`${result.nieuw ? "Nieuwe groep" : "Gegevens vervangen"}: ${result.url}`);
      return;
    }
    case "backup": {
      const dir = path.resolve(args[0] || "backups");
      fs.mkdirSync(dir, { recursive: true });
      const groepen = check(await call("GET", "/api/hosting/groepen"));
      let failed = 0;
      for (const g of groepen) {
        const target = path.join(dir, `${g.slug}-${stamp()}.tar.gz`);
        try {
          check(await call("GET", `${groep(g.slug)}/export`, { saveTo: target }));
          console.log(target);
        } catch (error) {
          failed++;
          fs.rmSync(target, { force: true });
          console.error(`${g.slug}: back-up mislukt: ${error.message}`);
        }
      }
      if (failed) process.exitCode = 1;
      return;
    }
    case "terugzetten": {
      if (!args[0] || !args[1]) throw new Error('Geef de groep en het moment: npm run groepen -- terugzetten <slug> "2026-11-29 16:00" (of laatste)');
      const result = check(await call("POST", `${groep(args[0])}/terugzetten`, { json: { moment: args.slice(1).join(" ") } }));
      console.log(`${args[0]} is teruggezet naar de kopie van ${when(Date.parse(result.kopie), true)} (UTC).`);
      return;
    }
    case "herbouwen": {
      const result = check(await call("POST", "/api/hosting/herbouwen"));
      for (const g of result.groepen) console.log(`${g.slug.padEnd(24)} teruggezet naar ${when(Date.parse(g.kopie), true)} (UTC)`);
      for (const slug of result.zonderKopie) console.error(`${slug}: geen kopie in de bucket`);
      for (const slug of result.elders ?? []) console.log(`${slug.padEnd(24)} niet herbouwd: een andere installatie houdt haar (verhuisd)`);
      console.log(`${result.groepen.length} groepen herbouwd.`);
      if (result.zonderKopie.length) process.exitCode = 1;
      return;
    }
    case "verhuizen": {
      if (!args[0] || !args[1]) throw new Error("Geef de groep en de andere installatie: npm run groepen -- verhuizen <slug> http://10.0.0.2:3000");
      const doelToken = process.env.HOSTING_DOEL_TOKEN?.trim();
      const result = check(await call("POST", `${groep(args[0])}/verhuizen`, { json: { doel: args[1], ...(doelToken ? { token: doelToken } : {}) } }));
      console.log(`${args[0]} is verhuisd naar installatie ${result.naar} (${result.doel}), uit de kopie van ${when(Date.parse(result.kopie), true)} (UTC).`);
      console.log("Werk de routering bij: npm run groepen -- caddy <adres> ... > /etc/caddy/groepen.caddy && caddy reload --config /etc/caddy/Caddyfile");
      return;
    }
    case "caddy": {
      if (args.length === 0) throw new Error("Geef het adres van elke installatie: npm run groepen -- caddy http://10.0.0.1:3000 http://10.0.0.2:3000");
      const lines = [`# Gemaakt door \`npm run groepen -- caddy ${args.join(" ")}\` op ${new Date().toISOString()}:`, "# elke groep naar de installatie die haar houdt (docs/hosting.md, 'Moving a group').", ""];
      for (const adres of args) {
        const origin = new URL(adres).origin;
        const groepen = check(await call("GET", "/api/hosting/groepen", { origin }));
        for (const g of groepen) {
          lines.push(`@groep-${g.slug} host ${[`${g.slug}.${domain}`, ...g.domeinen].join(" ")}`);
          lines.push(`handle @groep-${g.slug} {`, `\treverse_proxy ${origin} {`, "\t\tlb_try_duration 30s", "\t\tlb_try_interval 250ms", "\t}", "}");
        }
      }
      console.log(lines.join("\n"));
      return;
    }
    default:
      console.error(`Onbekende opdracht '${command}'.\n\n${HELP}`);
      process.exitCode = 1;
  }
}

run().catch((error) => {
  console.error(error.message);
  process.exitCode = 1;
});
