// A real S3 API server on 127.0.0.1 for the tests (npm `s3rver`), in a process of its own: started by
// tests/helpers/s3-server.ts with `--openssl-legacy-provider`, since s3rver makes the continuation tokens of a long
// listing with DES, which OpenSSL 3 keeps in its legacy provider. Prints `{"port":…}` once it listens.
import S3rver from "s3rver";

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ port: 0, address: "127.0.0.1", directory, silent: true, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on("SIGTERM", () => void server.close().then(() => process.exit(0)));
