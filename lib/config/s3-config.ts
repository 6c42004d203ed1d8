import { InvalidVariable } from "./invalid-variable";

/** How to reach the S3-compatible bucket uploads are kept in. */
export interface S3Config {
  bucket: string;
  /** Unset for AWS itself; the store's URL for MinIO, R2, Ceph and the like. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (`http://host/bucket/key`), as MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

type Env = Readonly<Record<string, string | undefined>>;

// The SDK needs a region even where the store ignores it (MinIO answers to any).
const DEFAULT_REGION = "us-east-1";

const read = (env: Env, name: string) => env[name]?.trim() || undefined;

/**
 * The S3 configuration when `S3_BUCKET` is set, else null (uploads stay on local disk).
 * Read at call time. Throws an InvalidVariable naming the variable when a value cannot work, so
 * a misconfigured instance stops at start instead of failing its first upload.
 */
export function s3Config(env: Env): S3Config | null {
  const bucket = read(env, "S3_BUCKET");
  if (!bucket) return null;
  const endpoint = read(env, "S3_ENDPOINT");
  if (endpoint && !/^https?:\/\/[^/]/i.test(endpoint)) {
    throw new InvalidVariable("S3_ENDPOINT", `S3_ENDPOINT must be an http:// or https:// URL, got ${JSON.stringify(endpoint)}.`);
  }
  const accessKeyId = read(env, "S3_ACCESS_KEY_ID");
  const secretAccessKey = read(env, "S3_SECRET_ACCESS_KEY");
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const missing = accessKeyId ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    throw new InvalidVariable(missing, "Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (to use the AWS default credentials).");
  }
  const pathStyle = read(env, "S3_FORCE_PATH_STYLE")?.toLowerCase();
  return {
    bucket,
    endpoint,
    region: read(env, "S3_REGION") ?? DEFAULT_REGION,
    forcePathStyle: pathStyle === "1" || pathStyle === "true",
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}
