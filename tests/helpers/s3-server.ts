import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Bucket } from "../../scripts/bucket.mjs";

// The bucket of the tests (ADR 0042): s3rver, a real S3 API server, on 127.0.0.1 in a child process, storing into a
// folder of its own. Never the internet.

export interface S3Server {
  url: string;
  bucket: string;
  directory: string;
  /** The variables that point a server at it. */
  env: Record<string, string>;
  /** A client of the bucket for the test's own looks. */
  client: Bucket;
  stop: () => Promise<void>;
}

export async function startS3Server(bucket = "scouts-test"): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-s3-"));
  const child: ChildProcess = spawn(process.execPath, ["--openssl-legacy-provider", path.join(import.meta.dirname, "s3rver-process.mjs"), directory, bucket], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n")[0];
      if (out.includes("\n")) resolve((JSON.parse(line!) as { port: number }).port);
    });
    child.once("exit", (code) => reject(new Error(`s3rver stopte (code ${code})`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const env = {
    BACKUP_S3_ENDPOINT: url,
    BACKUP_S3_BUCKET: bucket,
    BACKUP_S3_REGION: "us-east-1",
    BACKUP_S3_ACCESS_KEY: "S3RVER",
    BACKUP_S3_SECRET_KEY: "S3RVER",
  };
  const client = new Bucket({ endpoint: url, bucket, region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", prefix: "" });
  return {
    url,
    bucket,
    directory,
    env,
    client,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
