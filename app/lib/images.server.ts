import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FlattenOptions, JpegOptions, OverlayOptions, PngOptions, ResizeOptions, SharpOptions, TrimOptions, WebpOptions } from "sharp";
import { imageTimeoutMs } from "~/config/env.server";
import { logger } from "./logger.server";
import { imageJobsWaiting } from "./metrics.server";

// Every image the server makes (an upload decoded and drawn anew, a logo rasterised, a photo's versions, a share
// image) is made by sharp in one child process, one job at a time (ADR 0030). Rendering an upload can take minutes
// (an SVG with huge filters) and holds the thread it runs on; in this process those threads are the ones that read
// files and the database, so one leader's file stalled the whole site. In the child it holds only the child's threads,
// and a job past its deadline (IMAGE_TIMEOUT_MS) is ended by killing the child. The process is the server's, not a
// group's: it keeps no group data, only the jobs in its queue.

/** What an image is made from: a file, bytes, or a plain canvas. */
export type ImageInput = { file: string } | { buffer: Buffer } | { create: { width: number; height: number; channels: 3 | 4; background: string } };

/** One sharp call on the image, by name: the worker runs only these. */
export type ImageStep =
  | ["rotate"]
  | ["trim", TrimOptions]
  | ["resize", ResizeOptions]
  | ["flatten", FlattenOptions]
  | ["composite", OverlayOptions[]]
  | ["png", PngOptions?]
  | ["webp", WebpOptions?]
  | ["jpeg", JpegOptions?];

type InputOptions = Pick<SharpOptions, "density" | "limitInputPixels" | "failOn" | "sequentialRead">;

interface Job {
  input: ImageInput;
  options?: InputOptions;
  steps?: ImageStep[];
  output: "metadata" | "buffer" | { file: string };
}

/** Why an image could not be made: not an image sharp reads, past the deadline, too many waiting, the server stops. */
export type ImageFailure = "invalid" | "timeout" | "busy" | "stopped";

export class ImageWorkError extends Error {
  constructor(
    message: string,
    readonly reason: ImageFailure,
  ) {
    super(message);
    this.name = "ImageWorkError";
  }
}

/** The format and size an image states (read without decoding its pixels). */
export function imageMetadata(input: ImageInput, options?: InputOptions): Promise<{ format?: string; width?: number; height?: number }> {
  return run({ input, options, output: "metadata" });
}

/** The image after `steps`, as bytes, with its size. */
export function imageToBuffer(input: ImageInput, steps: ImageStep[], options?: InputOptions): Promise<{ data: Buffer; width: number; height: number }> {
  return run({ input, options, steps, output: "buffer" });
}

/** The image after `steps`, written to `file`; answers its size. */
export function imageToFile(input: ImageInput, steps: ImageStep[], file: string, options?: InputOptions): Promise<{ width: number; height: number }> {
  return run({ input, options, steps, output: { file } });
}

/** Jobs that may wait for their turn; past this a new one is refused (busy), so waiting stays bounded. */
const MAX_WAITING = 24;
/** The worker goes once it has had nothing to do for this long (about 40 MB back), and starts again when needed. */
const IDLE_MS = 30_000;

interface Pending {
  id: number;
  job: Job;
  resolve: (result: never) => void;
  reject: (error: ImageWorkError) => void;
}

const waiting: Pending[] = [];
/** Set once the server stops and the grace for images in flight is over: no job runs any more. */
let stopped = false;
let worker: { child: ChildProcess; current?: Pending; deadline?: ReturnType<typeof setTimeout>; idle?: ReturnType<typeof setTimeout> } | undefined;
let nextId = 0;

function run<T>(job: Job): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (stopped) {
      reject(new ImageWorkError("The server is stopping", "stopped"));
      return;
    }
    if (waiting.length >= MAX_WAITING) {
      reject(new ImageWorkError("Too many images waiting", "busy"));
      return;
    }
    waiting.push({ id: ++nextId, job, resolve: resolve as (result: never) => void, reject });
    next();
    imageJobsWaiting.set(waiting.length);
  });
}

function next(): void {
  if (worker?.current) return;
  const pending = waiting.shift();
  imageJobsWaiting.set(waiting.length);
  if (!pending) {
    if (worker && !worker.idle) {
      const idle = worker;
      idle.idle = setTimeout(() => end(idle), IDLE_MS);
      idle.idle.unref();
    }
    setRef(false);
    return;
  }
  try {
    worker ??= start();
  } catch (error) {
    // No worker to make images with (its script is missing from the build): every image fails, the site goes on.
    logger.error({ err: error }, "Afbeelding: het beeldproces kon niet starten");
    pending.reject(new ImageWorkError(error instanceof Error ? error.message : String(error), "invalid"));
    next();
    return;
  }
  clearTimeout(worker.idle);
  worker.idle = undefined;
  setRef(true);
  worker.current = pending;
  const current = worker;
  current.deadline = setTimeout(() => {
    logger.warn({ ms: imageTimeoutMs() }, "Afbeelding: te lang bezig, het beeldproces wordt gestopt");
    end(current, new ImageWorkError("The image took too long", "timeout"));
    next();
  }, imageTimeoutMs());
  current.child.send({ id: pending.id, job: pending.job });
}

function start(): NonNullable<typeof worker> {
  const child = fork(workerFile(), [], {
    serialization: "advanced",
    // A small heap of its own: the pixels live outside it, in libvips; its JavaScript only passes messages on.
    execArgv: ["--max-old-space-size=64"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const started: NonNullable<typeof worker> = { child };
  child.on("message", (message: { id: number; result?: never; error?: string }) => {
    const pending = started.current;
    if (!pending || pending.id !== message.id) return;
    clearTimeout(started.deadline);
    started.current = undefined;
    if (message.error === undefined) pending.resolve(message.result as never);
    else pending.reject(new ImageWorkError(message.error, "invalid"));
    next();
  });
  child.on("exit", (code, signal) => {
    if (worker !== started) return;
    // Killed from outside, or out of memory: the job it was making fails, the next gets a new worker.
    logger.warn({ code, signal }, "Afbeelding: het beeldproces stopte");
    end(started, new ImageWorkError("The image worker stopped", "invalid"));
    next();
  });
  child.on("error", (error) => logger.error({ err: error }, "Afbeelding: het beeldproces kon niet starten"));
  return started;
}

/** Ends a worker: kills its process, and fails the job it was making with `failure`. */
function end(ending: typeof worker, failure?: ImageWorkError): void {
  if (!ending) return;
  if (worker === ending) worker = undefined;
  clearTimeout(ending.deadline);
  clearTimeout(ending.idle);
  ending.child.kill("SIGKILL");
  const pending = ending.current;
  ending.current = undefined;
  if (pending) pending.reject(failure ?? new ImageWorkError("The image worker stopped", "stopped"));
}

/** While there is work the worker keeps the server's event loop alive; idle, it does not hold a stopping process. */
function setRef(busy: boolean): void {
  const child = worker?.child;
  if (!child) return;
  const channel = child.channel as { ref?: () => void; unref?: () => void } | null | undefined;
  if (busy) {
    child.ref();
    channel?.ref?.();
  } else {
    child.unref();
    channel?.unref?.();
  }
}

/**
 * The server stops: the images of the requests in flight may still be made for `graceMs`; then the worker is killed,
 * and the job in progress, those waiting and any later one fail ('stopped'), so the requests waiting for them are
 * answered and the server closes in time, however heavy an image was.
 */
export function stopImageWork(graceMs: number): void {
  const stop = () => {
    stopped = true;
    for (const pending of waiting.splice(0)) pending.reject(new ImageWorkError("The server is stopping", "stopped"));
    end(worker, new ImageWorkError("The server is stopping", "stopped"));
  };
  if (graceMs <= 0) stop();
  else setTimeout(stop, graceMs).unref();
}

/** The worker's script: beside this module in the sources, at the build's top (scripts/build.mjs copies it there). */
function workerFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "image-worker.mjs"), path.join(here, "..", "image-worker.mjs"), path.join(here, "..", "..", "image-worker.mjs")];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`image-worker.mjs not found (looked in ${candidates.join(", ")})`);
  return found;
}
