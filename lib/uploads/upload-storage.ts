import "server-only";
import { diskStorage } from "./disk-storage";
import { config as appConfig } from "@/lib/config/config";
import { s3Storage } from "./s3-storage";
import type { Storage } from "./storage";

const disk = diskStorage();
let s3: { signature: string; storage: Storage } | null = null;

/**
 * The storage this process keeps uploads in: an S3-compatible bucket when `S3_BUCKET` is set,
 * else the local upload folder (the default). Every upload, read and delete goes through it.
 * The configuration is read at each call but a bucket's client is made once and reused.
 */
export function uploadStorage(): Storage {
  const config = appConfig().s3;
  if (!config) return disk;
  const signature = JSON.stringify(config);
  if (s3?.signature !== signature) s3 = { signature, storage: s3Storage(config) };
  return s3.storage;
}
