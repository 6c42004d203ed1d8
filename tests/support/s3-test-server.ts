// An S3-compatible server (s3rver) on a free loopback port, for tests of the S3 storage and for
// multi-instance tests. In-process: `await startS3TestServer()`. As a child process:
// `node --import tsx tests/support/s3-test-server.ts` prints one JSON line with `endpoint`
// and the credentials, then serves until SIGTERM or SIGINT.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

// s3rver checks signatures against this fixed key pair.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface S3TestServer {
  /** `http://127.0.0.1:<port>` */
  readonly endpoint: string;
  readonly port: number;
  /** The variables that point the app at `bucket` on this server (the bucket is made at start). */
  env(bucket: string): Record<string, string>;
  /** Every key in the bucket, sorted (the bucket must exist). Read with the SDK, not the app's code. */
  keys(bucket: string): Promise<string[]>;
  /** An object's bytes and Content-Type, or null when there is none. */
  object(bucket: string, key: string): Promise<{ body: Buffer; contentType?: string } | null>;
  /** Stops the server and deletes everything it stored. */
  close(): Promise<void>;
}

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: CREDENTIALS });
  return {
    endpoint,
    port,
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "1",
    }),
    keys: async (bucket) => {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((item) => item.Key!));
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return keys.sort();
    },
    object: async (bucket, key) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return { body: Buffer.from(await answer.Body!.transformToByteArray()), contentType: answer.ContentType };
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const server = await startS3TestServer();
  console.log(JSON.stringify({ endpoint: server.endpoint, port: server.port, ...CREDENTIALS }));
  const stop = () => void server.close().finally(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
