// The bucket that keeps every group's data off the machine (issue 48, ADR 0042): an S3-compatible bucket, configured by
// BACKUP_S3_* (off when BACKUP_S3_BUCKET is unset). Plain JavaScript, as scripts/archive.mjs, so that the server (its
// replication and restores) and the operations scripts share one layout of keys and one retention.
//
// Layout, under BACKUP_S3_PREFIX:
//   installatie/kopie/{moment}.{lijst}.db.gz    hosting.db (hosting mode)
//   groepen/{slug}/kopie/{moment}.{lijst}.db.gz  a group's database, one object per copy
//   groepen/{slug}/lijsten/{sha256}.json.gz      which file of the group's folders has which content ({path: sha256})
//   groepen/{slug}/bestanden/{sha256}            a file's content, uploaded once, whatever its name
//   groepen/{slug}/eigenaar.json                 which installation holds the group, and since which generation
//   installaties/{naam}/kopie/...                hosting.db of a named installation (HOSTING_INSTALLATIE)
//   site/...                                     the one group of a single-group installation, as a group's
// A copy's key names its moment (UTC, sortable) and its list of files, so that a listing says everything the choice of
// a copy and the retention need. A copy is written last: what it names is in the bucket before it.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import zlib from "node:zlib";

// The SDK warns once on Node 20 that versions published after January 2027 need Node 22; the version in
// package-lock.json runs on Node 20, which this project supports, and the warning is nothing the hoster can act on.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

export const INSTALLATIE = "installatie";
/** No list of files: a copy of hosting.db, or a group without files. */
export const GEEN_LIJST = "0";

/** The key part of a group: `groepen/{slug}`, or `site` for a single-group installation. */
export function groupRoot(slug) {
  return slug ? `groepen/${slug}` : "site";
}

/** The key part of an installation's hosting.db: `installatie` for the default one, `installaties/{naam}` else. */
export function installationRoot(naam) {
  return !naam || naam === INSTALLATIE ? INSTALLATIE : `installaties/${naam}`;
}

/** A moment as it is written in a key: UTC, sortable as text (`20261129T041803123Z`). */
export function stamp(moment) {
  return new Date(moment).toISOString().replace(/[-:.]/g, "");
}

const COPY = /\/kopie\/(\d{8}T\d{9}Z)\.([0-9a-f]{64}|0)\.db\.gz$/;

/** A copy's key read back: its moment and its list of files; null for any other key. */
export function readCopyKey(key) {
  const m = COPY.exec(key);
  if (!m) return null;
  const s = m[1];
  const moment = Date.UTC(+s.slice(0, 4), +s.slice(4, 6) - 1, +s.slice(6, 8), +s.slice(9, 11), +s.slice(11, 13), +s.slice(13, 15), +s.slice(15, 18));
  return { key, moment, lijst: m[2] };
}

/** How long each copy is kept: every copy of the last `allesUren` hours, one an hour for `perUurDagen` days, one a day for `perDagDagen` days. */
export const STANDAARD_BEWAREN = { allesUren: 24, perUurDagen: 7, perDagDagen: 30 };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Which copies stay, given their moments (ms) and now: every copy younger than `allesUren`; then the last copy of each
 * hour until `perUurDagen` days; then the last copy of each (UTC) day until `perDagDagen` days; the newest copy always,
 * however old (an idle group's one copy is its back-up). Answers the moments to delete.
 */
export function outOfRetention(moments, now, bewaren = STANDAARD_BEWAREN) {
  const sorted = [...new Set(moments)].sort((a, b) => b - a);
  const keep = new Set(sorted.slice(0, 1));
  const seenHours = new Set();
  const seenDays = new Set();
  for (const moment of sorted) {
    const age = now - moment;
    if (age <= bewaren.allesUren * HOUR) keep.add(moment);
    else if (age <= bewaren.perUurDagen * DAY) {
      const hour = Math.floor(moment / HOUR);
      if (!seenHours.has(hour)) keep.add(moment);
      seenHours.add(hour);
    } else if (age <= bewaren.perDagDagen * DAY) {
      const day = Math.floor(moment / DAY);
      if (!seenDays.has(day)) keep.add(moment);
      seenDays.add(day);
    }
  }
  return sorted.filter((moment) => !keep.has(moment));
}

/** The SHA-256 of a file, read as a stream (nothing of it held in memory). */
export async function fileHash(file) {
  const hash = crypto.createHash("sha256");
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

/** An object no longer referenced is deleted only when older than this: a copy being made may be about to name it. */
const UNREFERENCED_GRACE_MS = HOUR;

/** The AWS SDK, loaded at the first call to a bucket: about 25 MB of memory that an installation without one never holds. */
let sdk;

export class Bucket {
  constructor(settings) {
    this.settings = settings;
    this.name = settings.bucket;
    this.prefix = settings.prefix;
    this.client = undefined;
  }

  /** Sends one command of the S3 API (`PutObject`, ...) with its input. */
  async send(command, input) {
    sdk ??= import("@aws-sdk/client-s3");
    const s3 = await sdk;
    this.client ??= this.makeClient(s3);
    return this.client.send(new s3[`${command}Command`](input));
  }

  makeClient(s3) {
    const settings = this.settings;
    return new s3.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // Buckets of other vendors (MinIO, Garage, Ceph, s3rver) are addressed by path; AWS's own by its name's host.
      forcePathStyle: settings.endpoint !== undefined,
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      // The SDK's checksums by default (since 2025) are refused by several S3-compatible servers; a checksum only where
      // the API asks for one (DeleteObjects), as before.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 3,
    });
  }

  key(rest) {
    return `${this.prefix}${rest}`;
  }

  async putFile(rest, file, contentType = "application/octet-stream") {
    const size = (await fs.promises.stat(file)).size;
    await this.send("PutObject", { Bucket: this.name, Key: this.key(rest), Body: fs.createReadStream(file), ContentLength: size, ContentType: contentType });
    return size;
  }

  async putBytes(rest, bytes, contentType = "application/octet-stream") {
    await this.send("PutObject", { Bucket: this.name, Key: this.key(rest), Body: bytes, ContentLength: bytes.length, ContentType: contentType });
  }

  /** Writes an object into `file` (through a temporary name: the file is whole or absent). */
  async getToFile(rest, file, { gunzip = false } = {}) {
    const answer = await this.send("GetObject", { Bucket: this.name, Key: this.key(rest) });
    const partial = `${file}.tmp-${crypto.randomBytes(4).toString("hex")}`;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      const steps = [answer.Body, ...(gunzip ? [zlib.createGunzip()] : []), fs.createWriteStream(partial)];
      await pipeline(steps);
      fs.renameSync(partial, file);
    } catch (error) {
      fs.rmSync(partial, { force: true });
      throw error;
    }
  }

  async getBytes(rest) {
    const answer = await this.send("GetObject", { Bucket: this.name, Key: this.key(rest) });
    return Buffer.from(await answer.Body.transformToByteArray());
  }

  /** Every object under a prefix: `{ key (without BACKUP_S3_PREFIX), size, lastModified }`. */
  async list(rest) {
    const objects = [];
    let token;
    do {
      const page = await this.send("ListObjectsV2", { Bucket: this.name, Prefix: this.key(rest), ContinuationToken: token });
      for (const o of page.Contents ?? []) objects.push({ key: o.Key.slice(this.prefix.length), size: o.Size ?? 0, lastModified: o.LastModified?.getTime() ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }

  /** The names one level below a prefix (`groepen/` → the slugs with anything in the bucket). */
  async listNames(rest) {
    const names = [];
    let token;
    do {
      const page = await this.send("ListObjectsV2", { Bucket: this.name, Prefix: this.key(rest), Delimiter: "/", ContinuationToken: token });
      for (const p of page.CommonPrefixes ?? []) names.push(p.Prefix.slice(this.key(rest).length).replace(/\/$/, ""));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names;
  }

  async delete(rests) {
    for (let i = 0; i < rests.length; i += 1000) {
      const chunk = rests.slice(i, i + 1000);
      const answer = await this.send("DeleteObjects", { Bucket: this.name, Delete: { Objects: chunk.map((rest) => ({ Key: this.key(rest) })), Quiet: true } });
      if (answer.Errors?.length) throw new Error(`Verwijderen uit de bucket mislukt: ${answer.Errors[0].Key}: ${answer.Errors[0].Message}`);
    }
  }

  /**
   * Which installation holds a group (ADR 0050): `{ installatie, generatie, sinds, van? }`, or null when no installation
   * has claimed it yet.
   */
  async owner(root) {
    try {
      return JSON.parse((await this.getBytes(`${root}/eigenaar.json`)).toString("utf8"));
    } catch (error) {
      if (error?.name === "NoSuchKey" || error?.$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async setOwner(root, record) {
    await this.putBytes(`${root}/eigenaar.json`, Buffer.from(JSON.stringify(record)), "application/json");
  }

  /** The copies of a group (or of the installation), oldest first. */
  async copies(root) {
    const objects = await this.list(`${root}/kopie/`);
    return objects.flatMap((o) => {
      const copy = readCopyKey(o.key);
      return copy ? [{ ...copy, size: o.size }] : [];
    }).sort((a, b) => a.moment - b.moment);
  }

  /** The newest copy at or before `moment` (ms; Infinity: the newest), or null. */
  async copyAt(root, moment = Number.POSITIVE_INFINITY) {
    const copies = await this.copies(root);
    return copies.filter((c) => c.moment <= moment).at(-1) ?? null;
  }

  /** A list of files (`{ path: sha256 }`) as stored. */
  async fileList(root, lijst) {
    if (lijst === GEEN_LIJST) return {};
    return JSON.parse(zlib.gunzipSync(await this.getBytes(`${root}/lijsten/${lijst}.json.gz`)).toString("utf8"));
  }

  /**
   * Puts a copy's database (`databaseGz`, gzipped) and files into the bucket: the files whose content is not there yet
   * (`upload`: sha256 → a file), the list, and the copy itself last. Answers the copy's key.
   */
  async putCopy(root, { moment, databaseGz, files, upload }) {
    for (const [hash, file] of upload) await this.putFile(`${root}/bestanden/${hash}`, file);
    let lijst = GEEN_LIJST;
    if (Object.keys(files).length > 0) {
      const text = JSON.stringify(Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1))));
      lijst = crypto.createHash("sha256").update(text).digest("hex");
      await this.putBytes(`${root}/lijsten/${lijst}.json.gz`, zlib.gzipSync(text), "application/gzip");
    }
    const key = `${root}/kopie/${stamp(moment)}.${lijst}.db.gz`;
    await this.putFile(key, databaseGz, "application/gzip");
    return key;
  }

  /**
   * Fetches a copy into `dir` (an empty folder): its database as `scouts.db` (or `database`), and every file of its list
   * under its own path, each checked against its SHA-256.
   */
  async fetchCopy(root, copy, dir, { database = "scouts.db", parallel = 4 } = {}) {
    await this.getToFile(copy.key, path.join(dir, database), { gunzip: true });
    const list = await this.fileList(root, copy.lijst);
    const files = Object.entries(list);
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const [relative, hash] = files[next++];
        const target = path.resolve(dir, relative);
        if (!target.startsWith(path.resolve(dir) + path.sep)) throw new Error(`Ongeldig pad in de lijst van de kopie: ${relative}`);
        await this.getToFile(`${root}/bestanden/${hash}`, target);
        if ((await fileHash(target)) !== hash) throw new Error(`Het bestand ${relative} in de bucket is beschadigd.`);
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, files.length) }, worker));
    return { files: list };
  }

  /**
   * The retention of one group (or of the installation): the copies out of retention go, then the lists and files no
   * copy that stays names (and older than an hour). Answers how many objects went.
   */
  async applyRetention(root, now, bewaren = STANDAARD_BEWAREN) {
    const copies = await this.copies(root);
    const out = new Set(outOfRetention(copies.map((c) => c.moment), now, bewaren));
    const gone = copies.filter((c) => out.has(c.moment));
    await this.delete(gone.map((c) => c.key));
    const kept = copies.filter((c) => !out.has(c.moment));
    const lists = new Set(kept.map((c) => c.lijst).filter((l) => l !== GEEN_LIJST));
    const hashes = new Set();
    for (const lijst of lists) for (const hash of Object.values(await this.fileList(root, lijst))) hashes.add(hash);
    const unreferenced = [
      ...(await this.list(`${root}/lijsten/`)).filter((o) => !lists.has(path.basename(o.key, ".json.gz"))),
      ...(await this.list(`${root}/bestanden/`)).filter((o) => !hashes.has(path.basename(o.key))),
    ].filter((o) => now - o.lastModified > UNREFERENCED_GRACE_MS);
    await this.delete(unreferenced.map((o) => o.key));
    return gone.length + unreferenced.length;
  }
}

/** The copy worker (scripts/copy-worker.mjs): beside this file, or (in the server's build) beside the bundle. */
function copyWorkerFile() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "copy-worker.mjs"), path.join(here, "..", "copy-worker.mjs"), path.join(here, "..", "..", "copy-worker.mjs")];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`copy-worker.mjs not found (looked in ${candidates.join(", ")})`);
  return found;
}

/**
 * Copies of live databases, one at a time, in a thread of its own (scripts/copy-worker.mjs): started when a copy is
 * asked for, ended after `idleMs` without one (its memory, about 10 MB, is the server's only while it copies).
 */
export class CopyWorker {
  constructor({ idleMs = 30_000 } = {}) {
    this.idleMs = idleMs;
    this.worker = undefined;
    this.jobs = new Map();
    this.nextId = 0;
    this.idle = undefined;
  }

  /** A gzipped consistent copy of `database` in `out`. */
  copy(database, out) {
    clearTimeout(this.idle);
    const worker = (this.worker ??= this.start());
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.jobs.set(id, { resolve, reject });
      worker.postMessage({ id, database, out });
    }).finally(() => {
      if (this.jobs.size === 0 && this.worker === worker) {
        this.idle = setTimeout(() => this.stop(), this.idleMs);
        this.idle.unref();
      }
    });
  }

  start() {
    const worker = new Worker(copyWorkerFile(), { resourceLimits: { maxOldGenerationSizeMb: 32 } });
    worker.unref();
    worker.on("message", ({ id, result, error }) => {
      const job = this.jobs.get(id);
      this.jobs.delete(id);
      if (error) job?.reject(new Error(error));
      else job?.resolve(result);
    });
    const fail = (error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const job of this.jobs.values()) job.reject(error);
      this.jobs.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`De kopieerthread stopte (code ${code}).`)));
    return worker;
  }

  async stop() {
    clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}
