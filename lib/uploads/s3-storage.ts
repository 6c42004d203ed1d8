import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type BucketLocationConstraint,
} from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import type { S3Config } from "@/lib/config/s3-config";
import { TRASH_PREFIX, type Place, type Storage, type StoredObject } from "./storage";
import { isUploadKey } from "./upload-key";

// A health check or start-up against a dead endpoint must answer in seconds, not minutes.
const CHECK_TIMEOUT_MS = 5_000;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function nameOf(error: unknown): string {
  return (error as { name?: string } | null)?.name ?? "";
}

const PLACES: readonly Place[] = ["public", "trash"];

/** The object key of an upload key in a place: the private one is under `.trash/`, which no served key can name. */
function objectKey(key: string, place: Place): string {
  return place === "trash" ? `${TRASH_PREFIX}/${key}` : key;
}

const isNotFound = (error: unknown) => statusOf(error) === 404 || ["NotFound", "NoSuchKey", "NoSuchBucket"].includes(nameOf(error));

/** Why a bucket cannot be used, in words an operator can act on. */
function reasonOf(error: unknown): string {
  const status = statusOf(error);
  if (status === 404) return "the bucket does not exist";
  if (status === 403) return "access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)";
  if (status === 301 || status === 400) return `the store refused the request (HTTP ${status}; check S3_REGION and S3_FORCE_PATH_STYLE)`;
  const code = (error as { code?: string } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message || nameOf(error) || "unknown error";
}

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, R2, ...) through the official SDK, so
 * every instance behind a load balancer reads and writes the same files. Keys are the
 * upload keys themselves; objects are private and served through `/uploads/...`.
 */
export function s3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: many S3-compatible stores reject or ignore the
    // newer default (CRC32 trailers on every request).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: CHECK_TIMEOUT_MS, requestTimeout: 60_000 },
  });
  const Bucket = config.bucket;
  const where = `S3 bucket "${Bucket}"${config.endpoint ? ` at ${config.endpoint}` : ` in ${config.region}`}`;

  const headBucket = () => client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });

  const createBucket = async () => {
    // AWS wants the region spelled out except for us-east-1, where naming it is an error.
    const location = config.region === "us-east-1" ? undefined : { LocationConstraint: config.region as BucketLocationConstraint };
    try {
      await client.send(new CreateBucketCommand({ Bucket, CreateBucketConfiguration: location }));
    } catch (error) {
      // Another instance starting at the same moment may have made it first.
      if (statusOf(error) !== 409) throw error;
      await headBucket();
    }
  };

  const exists = async (objectKey: string): Promise<boolean> => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: objectKey }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  };

  return {
    kind: "s3",
    describe: () => where,

    async prepare() {
      try {
        await headBucket();
      } catch (error) {
        if (statusOf(error) !== 404) throw new Error(`${where} is unreachable: ${reasonOf(error)}`, { cause: error });
        try {
          await createBucket();
        } catch (createError) {
          throw new Error(`${where} is missing and could not be created: ${reasonOf(createError)}`, { cause: createError });
        }
      }
    },

    async check() {
      try {
        await headBucket();
      } catch (error) {
        throw new Error(`${where} is unreachable: ${reasonOf(error)}`, { cause: error });
      }
    },

    async put(key, data, contentType, place = "public") {
      if (!isUploadKey(key)) throw new Error(`Refused upload key: ${JSON.stringify(key)}`);
      // One PUT is atomic: readers see the whole object or none.
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key, place), Body: data, ContentType: contentType, ContentLength: data.byteLength }));
    },

    async open(key, place = "public") {
      if (!isUploadKey(key)) return null;
      let response;
      try {
        response = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key, place) }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      const body = response.Body;
      if (!body) return null;
      const size = response.ContentLength ?? 0;
      const modified = response.LastModified?.getTime() ?? 0;
      const object: StoredObject = {
        size,
        etag: response.ETag ?? `"${size.toString(16)}-${modified.toString(16)}"`,
        body: () => body.transformToWebStream() as ReadableStream<Uint8Array>,
        discard: async () => {
          // In Node the body is the HTTP response itself: destroying it frees the connection.
          (body as unknown as Readable).destroy();
        },
      };
      return object;
    },

    async remove(key) {
      if (!isUploadKey(key)) return false;
      let found = false;
      for (const place of PLACES) {
        // DeleteObject succeeds for a missing key too; ask first so the answer is honest.
        if (!(await exists(objectKey(key, place)))) continue;
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key, place) }));
        found = true;
      }
      return found;
    },

    /** A copy then a delete: run again after an interruption, it finds the copy and finishes. */
    async move(key, place) {
      if (!isUploadKey(key)) return false;
      const from = objectKey(key, place === "trash" ? "public" : "trash");
      const to = objectKey(key, place);
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from.split("/").map(encodeURIComponent).join("/")}` }));
      } catch (error) {
        if (isNotFound(error)) return exists(to);
        throw error;
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
      return true;
    },

    removeStaleTemporaryFiles: async () => [],
  };
}
