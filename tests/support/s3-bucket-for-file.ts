import { afterAll, beforeAll } from "vitest";
import { uploadStorage } from "@/lib/uploads/upload-storage";
import { startS3TestServer, type S3TestServer } from "./s3-test-server";

/**
 * Sends this test file's uploads to `bucket` on an s3rver of its own, the bucket made the way the
 * server makes it at start; the S3_* variables are removed afterwards. Answers the running server.
 */
export function s3BucketForFile(bucket: string): () => S3TestServer {
  let s3: S3TestServer | undefined;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    Object.assign(process.env, s3.env(bucket));
    await uploadStorage().prepare();
  });
  afterAll(async () => {
    for (const name of Object.keys(process.env)) if (name.startsWith("S3_")) delete process.env[name];
    await s3?.close();
  });
  return () => s3!;
}
