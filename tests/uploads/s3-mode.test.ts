// Uploads with S3_BUCKET set: stored in the bucket (a real s3rver), nothing in UPLOAD_DIR,
// served at the same /uploads/... address with the same headers, deleted from the bucket, and
// a store that goes away turns into a 503 and a failed readiness check, never a crash.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as readyRoute } from "@/app/api/ready/route";
import { forgetReadiness } from "@/lib/bootstrap/readiness";
import { GET, HEAD } from "@/app/uploads/[...path]/route";
import { logger } from "@/lib/log/logger";
import { proxyImage } from "@/lib/proxy-image/proxy-image";
import { UPLOAD_ACCEPT } from "@/lib/uploads/accept";
import { removeUpload, removeUploads } from "@/lib/uploads/remove-file";
import { storeUpload } from "@/lib/uploads/store-file";
import { uploadStorage } from "@/lib/uploads/upload-storage";
import { startS3TestServer, type S3TestServer } from "../support/s3-test-server";
import { HTML, fileOf, listFiles, makeJpeg, makePdf } from "./fixtures";

let s3: S3TestServer;

/** The readiness answer now, not the one kept for a second. */
function ready() {
  forgetReadiness();
  return readyRoute();
}
let bucket = "";
const uploadDir = process.env.UPLOAD_DIR!;

beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  for (const name of Object.keys(process.env)) if (name.startsWith("S3_")) delete process.env[name];
  await s3?.close();
});
beforeEach(async () => {
  // A fresh bucket per test, made the way the server makes it at start.
  bucket = `uploads-${randomBytes(6).toString("hex")}`;
  Object.assign(process.env, s3.env(bucket));
  await uploadStorage().prepare();
});

const keyOf = (url: string) => url.replace(/^\/uploads\//, "");

function call(handler: typeof GET, url: string, headers: HeadersInit = {}): Promise<Response> {
  const method = handler === HEAD ? "HEAD" : "GET";
  return handler(new Request(`http://localhost${url}`, { method, headers }), { params: Promise.resolve({ path: keyOf(url).split("/") }) });
}

describe("S3 mode", () => {
  it("chooses the bucket from S3_BUCKET, and the folder without it", () => {
    expect(uploadStorage().kind).toBe("s3");
    expect(uploadStorage()).toBe(uploadStorage());
    const saved = process.env.S3_BUCKET;
    delete process.env.S3_BUCKET;
    expect(uploadStorage().kind).toBe("disk");
    process.env.S3_BUCKET = saved;
    expect(uploadStorage().kind).toBe("s3");
  });

  it("stores the re-encoded image in the bucket and nothing in UPLOAD_DIR", async () => {
    const stored = await storeUpload(fileOf(await makeJpeg(300, 200), "../../photo.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    expect(stored.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/);
    expect(await s3.keys(bucket)).toEqual([stored.key]);
    const object = await s3.object(bucket, stored.key);
    expect(object!.contentType).toBe("image/jpeg");
    expect(object!.body.length).toBe(stored.size);
    expect(await sharp(object!.body).metadata()).toMatchObject({ format: "jpeg", width: 300, height: 200 });
    expect(await listFiles(uploadDir)).toEqual([]);
  });

  it("a refused file puts nothing in the bucket", async () => {
    await expect(storeUpload(fileOf(HTML, "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage)).rejects.toMatchObject({ reason: "bad_type", status: 415 });
    await expect(storeUpload(fileOf(makePdf().subarray(0, 40), "a.pdf", "application/pdf"), UPLOAD_ACCEPT.pdfOnly)).rejects.toMatchObject({ reason: "corrupt", status: 400 });
    expect(await s3.keys(bucket)).toEqual([]);
  });

  it("serves a stored image at /uploads/... with the disk's headers and the object's bytes", async () => {
    const stored = await storeUpload(fileOf(await makeJpeg(), "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    const response = await call(GET, stored.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers.get("content-length")).toBe(String(stored.size));
    const body = Buffer.from(await response.arrayBuffer());
    expect(Buffer.compare(body, (await s3.object(bucket, stored.key))!.body)).toBe(0);

    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await call(GET, stored.url, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const head = await call(HEAD, stored.url);
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(stored.size));
    expect(head.body).toBeNull();
  });

  it("serves a PDF inline, byte for byte", async () => {
    const pdf = makePdf();
    const stored = await storeUpload(fileOf(pdf, "a.pdf", "application/pdf"), UPLOAD_ACCEPT.pdfOnly);
    const response = await call(GET, stored.url);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe("inline");
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), pdf)).toBe(0);
  });

  it("answers 404 for a missing object, a hidden name or an unknown extension, even when they exist in the bucket", async () => {
    const stored = await storeUpload(fileOf(await makeJpeg(), "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    for (const url of ["/uploads/2020/01/0123456789abcdef0123456789abcdef.jpg", stored.url.replace(".jpg", ".png"), "/uploads/.hidden.jpg", "/uploads/..%2f..%2fx.jpg"]) {
      const response = await call(GET, url);
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({ success: false, code: "not_found", message: "Not found.", error: "Not found." });
    }
  });

  it("the image proxy serves this site's /uploads/... addresses from the bucket", async () => {
    const stored = await storeUpload(fileOf(await makeJpeg(), "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    const response = await proxyImage(`http://localhost${stored.url}`, new Request("http://localhost/proxy-image"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect((await response.arrayBuffer()).byteLength).toBe(stored.size);
  });

  it("removing deletes the object; removing again is a no-op", async () => {
    const a = await storeUpload(fileOf(await makeJpeg(), "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    const b = await storeUpload(fileOf(makePdf(), "b.pdf", "application/pdf"), UPLOAD_ACCEPT.pdfOnly);
    await expect(removeUpload(a.url)).resolves.toBe(true);
    expect(await s3.keys(bucket)).toEqual([b.key]);
    expect((await call(GET, a.url)).status).toBe(404);
    await expect(removeUploads([a.url, b.url, null, "/uploads/../x.jpg"])).resolves.toBe(1);
    expect(await s3.keys(bucket)).toEqual([]);
  });

  it("readiness is ok with the bucket there", async () => {
    const response = await ready();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });
});

describe("S3 mode with the store gone", () => {
  it("readiness fails with a clear message, serving answers 503 (not 404), removing does not throw", async () => {
    const stored = await storeUpload(fileOf(await makeJpeg(), "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    // The same bucket name on an endpoint where nothing listens: the store is down.
    process.env.S3_ENDPOINT = "http://127.0.0.1:9";
    const log = vi.spyOn(logger(), "error");
    try {
      const response = await ready();
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "error", message: "Upload storage unreachable" });
      expect(log.mock.calls.flat().join(" ")).toMatch(new RegExp(`S3 bucket "${bucket}" at http://127.0.0.1:9 is unreachable`));

      const served = await call(GET, stored.url);
      expect(served.status).toBe(503);
      expect(served.headers.get("cache-control")).toBe("no-store");
      expect(await served.json()).toMatchObject({ success: false });

      await expect(removeUpload(stored.url)).resolves.toBe(false);
      await expect(storeUpload(fileOf(await makeJpeg(), "b.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage)).rejects.toThrow();
    } finally {
      log.mockRestore();
    }
    expect(await listFiles(uploadDir)).toEqual([]);
  });
});
