// A consistent copy of a live SQLite database, gzipped, in a thread of its own (started by
// app/lib/replication.server.ts, ADR 0042): libSQL runs VACUUM INTO on the calling thread, 10-50 ms for a group's
// database of 0.5-2 MB here, longer for a large one; on the server's own thread that would stop every visitor meanwhile.
// Plain JavaScript, so that the build copies it beside the bundle (scripts/build.mjs) and Node runs it without a loader.
import fs from "node:fs";
import os from "node:os";
import { parentPort } from "node:worker_threads";
import zlib from "node:zlib";
import { createClient } from "@libsql/client";

/** The thread's nice value: visitors first, copies with what the processor has left (and never less than a little). */
const NICE = 10;
/** Gzipped in slices of this size, each a gzip member of its own (gunzip reads them as one stream). */
const SLICE_BYTES = 8 * 1024 * 1024;

// Linux keeps a nice value per thread, and `setPriority` without a process id sets the calling thread's: only this
// thread's work (VACUUM INTO and gzip, both on this thread) yields to the server's. Elsewhere it may not be allowed.
try {
  os.setPriority(NICE);
} catch {
  // The copies run at the server's priority.
}

parentPort.on("message", (job) => {
  copy(job).then(
    (result) => parentPort.postMessage({ id: job.id, result }),
    (error) => parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});

/**
 * VACUUM INTO a file beside `out`, then gzip it into `out`: a copy of every transaction committed before `began`, the
 * moment taken just before VACUUM INTO opens its read (a busy machine may take seconds to start this thread; a moment
 * taken by the caller would let the copy hold writes from those seconds too).
 */
async function copy({ database, out }) {
  const plain = `${out}.db`;
  fs.rmSync(plain, { force: true });
  const started = performance.now();
  let began;
  // Its own connection: a WAL reader, never in the way of the server's writer. A busy timeout for a checkpoint that
  // holds the file's lock for a moment (a group's database being closed).
  const client = createClient({ url: `file:${database}`, timeout: 5000 });
  try {
    // The copy is a temporary file: it need not reach the disk before it is read again (the bucket is where it lasts).
    await client.execute("PRAGMA synchronous = OFF");
    began = Date.now();
    await client.execute({ sql: "VACUUM INTO ?", args: [plain] });
  } finally {
    client.close();
  }
  const copied = performance.now();
  try {
    gzipOnThisThread(plain, out);
    return { began, bytes: fs.statSync(plain).size, gzipped: fs.statSync(out).size, copyMs: copied - started, gzipMs: performance.now() - copied };
  } finally {
    fs.rmSync(plain, { force: true });
  }
}

/** Gzip on this thread (a stream's gzip would run on the server's thread pool, at the server's priority). */
function gzipOnThisThread(file, out) {
  const input = fs.openSync(file, "r");
  const output = fs.openSync(out, "w");
  try {
    const slice = Buffer.allocUnsafe(SLICE_BYTES);
    for (let read; (read = fs.readSync(input, slice)) > 0; ) fs.writeSync(output, zlib.gzipSync(slice.subarray(0, read), { level: 6 }));
  } finally {
    fs.closeSync(input);
    fs.closeSync(output);
  }
}
