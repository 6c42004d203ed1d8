// Which storage the environment asks for, and the refusals that stop a misconfigured start.
import { describe, expect, it } from "vitest";
import { s3Config } from "@/lib/config/s3-config";

describe("s3Config", () => {
  it("is null without S3_BUCKET (uploads stay on disk), whatever else is set", () => {
    expect(s3Config({})).toBeNull();
    expect(s3Config({ S3_BUCKET: "  ", S3_ENDPOINT: "http://minio:9000", S3_ACCESS_KEY_ID: "a", S3_SECRET_ACCESS_KEY: "b" })).toBeNull();
  });

  it("reads every variable, trimmed", () => {
    expect(
      s3Config({
        S3_BUCKET: " uploads ",
        S3_ENDPOINT: "http://minio:9000",
        S3_REGION: "eu-west-3",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "1",
      }),
    ).toEqual({
      bucket: "uploads",
      endpoint: "http://minio:9000",
      region: "eu-west-3",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    });
  });

  it("defaults to AWS itself: us-east-1, host-style buckets, the SDK's own credentials", () => {
    expect(s3Config({ S3_BUCKET: "b" })).toEqual({ bucket: "b", endpoint: undefined, region: "us-east-1", forcePathStyle: false, credentials: undefined });
    for (const value of ["0", "", "no"]) expect(s3Config({ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: value })!.forcePathStyle).toBe(false);
    expect(s3Config({ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "true" })!.forcePathStyle).toBe(true);
  });

  it("refuses an endpoint that is not an http(s) URL, and half a key pair", () => {
    expect(() => s3Config({ S3_BUCKET: "b", S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/);
    expect(() => s3Config({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "key" })).toThrow(/Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither/);
    expect(() => s3Config({ S3_BUCKET: "b", S3_SECRET_ACCESS_KEY: "secret" })).toThrow(/Set both/);
  });
});
