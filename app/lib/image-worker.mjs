// The image worker: a child process of the server (app/lib/images.server.ts, ADR 0030) that runs sharp, one job at a
// time. Decoding an upload (an SVG drawn by librsvg, a photo decoded by libvips) runs on this process's own threads,
// never on the server's, which read files and answer requests; a job past its deadline is ended by killing this
// process. Plain JavaScript, so that the build copies it as it is (scripts/build.mjs) and Node runs it without a loader.
import sharp from "sharp";

// Each image is made once and then served as a file: no cache. One libvips thread per image: memory counts more on a
// small server than a second saved.
sharp.cache(false);
sharp.concurrency(1);

/** The pipeline steps the server uses; nothing else is called. */
const STEPS = new Set(["rotate", "trim", "resize", "flatten", "composite", "png", "webp", "jpeg"]);

// The server went away (stopped, or killed): go too, at once, whatever a thread is still drawing.
process.on("disconnect", () => process.kill(process.pid, "SIGKILL"));

process.on("message", (message) => {
  run(message.job).then(
    (result) => process.send({ id: message.id, result }),
    (error) => process.send({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});

async function run(job) {
  const { input } = job;
  let image = input.create ? sharp({ create: input.create }) : sharp(input.file ?? input.buffer, job.options);
  if (job.output === "metadata") {
    const { format, width, height } = await image.metadata();
    return { format, width, height };
  }
  for (const [name, ...args] of job.steps ?? []) {
    if (!STEPS.has(name)) throw new Error(`Unknown step: ${name}`);
    image = image[name](...args);
  }
  if (job.output === "buffer") {
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  }
  const info = await image.toFile(job.output.file);
  return { width: info.width, height: info.height };
}
