// npm run restore <archive>: puts a back-up made by `npm run backup` back into DATA_DIR. It refuses while the server runs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { replaceFileFolders, unpackArchive } from "./archive.mjs";
import { dataDirFromEnv, databaseFile } from "./data-paths.mjs";

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

const archive = process.argv[2];
if (!archive || !fs.existsSync(archive)) {
  console.error("Gebruik: npm run restore <archief.tar.gz>");
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
  // Checked before anything in DATA_DIR is touched.
  const restoredDb = await unpackArchive(archive, work);

  fs.mkdirSync(dataDir, { recursive: true });
  const dbFile = databaseFile(dataDir);
  for (const suffix of ["-wal", "-shm"]) fs.rmSync(dbFile + suffix, { force: true });
  fs.copyFileSync(restoredDb, `${dbFile}.restoring`);
  fs.renameSync(`${dbFile}.restoring`, dbFile);
  replaceFileFolders(work, dataDir);
  console.log(`Teruggezet in ${dataDir}`);
} catch (error) {
  console.error(`Herstel mislukt: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
