// npm run restore <archive> [--max-mb N]: puts a back-up made by `npm run backup` (or a group's export) back into
// DATA_DIR. It refuses while the server runs, and refuses an archive that unpacks to more than N MB (default 10,000).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ArchiefGeweigerd, replaceFileFolders, unpackArchive } from "./archive.mjs";
import { dataDirFromEnv, databaseFile, serverMigrationsFolder } from "./data-paths.mjs";

/** What one restore may unpack, unless `--max-mb` says otherwise: a group's data, with room to spare. */
const DEFAULT_MAX_MB = 10_000;

/**
 * The process id of a server that holds DATA_DIR (server/running.ts writes it at start and removes it at a clean
 * stop), or null. A file left by a killed server is ignored once that process is gone or is no longer the server.
 */
function runningServer(dir) {
  let pid;
  try {
    pid = Number.parseInt(fs.readFileSync(path.join(dir, "server.pid"), "utf8"), 10);
  } catch {
    return null;
  }
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code === "ESRCH") return null;
  }
  // On Linux, a process id taken over by another program after a reboot is not the server.
  try {
    if (!fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("server.js")) return null;
  } catch {
    // No /proc (macOS) or no access: the process exists, so count it as the server.
  }
  return pid;
}

const args = process.argv.slice(2);
const maxAt = args.indexOf("--max-mb");
const maxMb = maxAt === -1 ? DEFAULT_MAX_MB : Number(args[maxAt + 1]);
const archive = args.find((arg, i) => !arg.startsWith("--") && (maxAt === -1 || i !== maxAt + 1));
if (!archive || !fs.existsSync(archive) || !Number.isSafeInteger(maxMb) || maxMb <= 0) {
  console.error("Gebruik: npm run restore -- <archief.tar.gz> [--max-mb 10000]");
  process.exit(1);
}
const dataDir = dataDirFromEnv();
const running = runningServer(dataDir);
if (running) {
  console.error(
    `Herstel geweigerd: de server draait nog (proces ${running}) en houdt de database open; wat hij na het herstel ` +
      "schrijft, zou verloren gaan. Stop hem eerst met `sudo systemctl stop scouts` (of Ctrl+C waar `npm start` draait), " +
      "herstel, en start hem daarna opnieuw.",
  );
  process.exit(1);
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-restore-"));
try {
  // Checked, and its database made anew from this build's migrations, before anything in DATA_DIR is touched.
  const { database: restoredDb } = await unpackArchive(archive, work, {
    maxBytes: maxMb * 1024 * 1024,
    tooLarge: `Het archief is uitgepakt groter dan ${maxMb.toLocaleString("nl-BE")} MB. Is dat juist, geef dan een hogere grens: npm run restore -- <archief> --max-mb <MB>.`,
    migrationsFolder: serverMigrationsFolder(),
  });

  fs.mkdirSync(dataDir, { recursive: true });
  const dbFile = databaseFile(dataDir);
  for (const suffix of ["-wal", "-shm"]) fs.rmSync(dbFile + suffix, { force: true });
  fs.copyFileSync(restoredDb, `${dbFile}.restoring`);
  fs.renameSync(`${dbFile}.restoring`, dbFile);
  replaceFileFolders(work, dataDir);
  console.log(`Teruggezet in ${dataDir}`);
} catch (error) {
  console.error(`Herstel ${error instanceof ArchiefGeweigerd ? "geweigerd" : "mislukt"}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
