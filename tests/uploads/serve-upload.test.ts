import { mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET, HEAD } from "@/app/uploads/[...path]/route";
import { UPLOAD_ACCEPT } from "@/lib/uploads/accept";
import { storeUpload } from "@/lib/uploads/store-file";
import { fileOf, makeJpeg, makePdf, withTempUploadDir } from "./fixtures";

const tmp = withTempUploadDir();

function call(handler: typeof GET, segments: string[], headers: HeadersInit = {}): Promise<Response> {
  const url = `http://localhost/uploads/${segments.map(encodeURIComponent).join("/")}`;
  const method = handler === HEAD ? "HEAD" : "GET";
  return handler(new Request(url, { method, headers }), { params: Promise.resolve({ path: segments }) });
}

const segmentsOf = (url: string) => url.replace(/^\/uploads\//, "").split("/");

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ success: false, code: "not_found", message: "Not found.", error: "Not found." });
}

describe("GET /uploads/[...path]", () => {
  it("serves a stored image with type, length, cache and nosniff headers", async () => {
    const jpeg = await makeJpeg();
    const stored = await storeUpload(fileOf(jpeg, "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    const response = await call(GET, segmentsOf(stored.url));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-length")).toBe(String(stored.size));
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers.get("content-disposition")).toBeNull();
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBe(stored.size);
  });

  it("serves a PDF inline", async () => {
    const pdf = makePdf();
    const stored = await storeUpload(fileOf(pdf, "a.pdf", "application/pdf"), UPLOAD_ACCEPT.pdfOnly);
    const response = await call(GET, segmentsOf(stored.url));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe("inline");
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), pdf)).toBe(0);
  });

  it("answers HEAD with the headers and no body", async () => {
    const stored = await storeUpload(fileOf(await makeJpeg(), "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    const response = await call(HEAD, segmentsOf(stored.url));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(stored.size));
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.body).toBeNull();
  });

  it("answers 304 when If-None-Match carries the ETag", async () => {
    const stored = await storeUpload(fileOf(await makeJpeg(), "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    const first = await call(GET, segmentsOf(stored.url));
    await first.arrayBuffer();
    const etag = first.headers.get("etag")!;

    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await call(GET, segmentsOf(stored.url), { "If-None-Match": header });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await again.text()).toBe("");
    }
    const changed = await call(GET, segmentsOf(stored.url), { "If-None-Match": '"something-else"' });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();
  });

  it("answers 404 for a missing file", async () => {
    await expectNotFound(await call(GET, ["2020", "01", "0123456789abcdef0123456789abcdef.jpg"]));
    await expectNotFound(await call(HEAD, ["nothing.png"]));
  });

  it("refuses every traversal attempt with 404", async () => {
    await mkdir(path.join(tmp.dir, "2024"), { recursive: true });
    await writeFile(path.join(tmp.temp, "secret.pdf"), makePdf());
    await writeFile(path.join(tmp.temp, "package.json"), "{}");
    for (const segments of [
      ["..", "secret.pdf"],
      ["..", "package.json"],
      ["2024", "..", "..", "secret.pdf"],
      ["%2e%2e", "secret.pdf"],
      ["%2E%2E", "secret.pdf"],
      ["..%2fsecret.pdf"],
      ["%2e%2e%2fsecret.pdf"],
      ["..\\secret.pdf"],
      ["%252e%252e", "secret.pdf"],
      [path.join(tmp.temp, "secret.pdf")],
      ["", "..", "secret.pdf"],
      ["secret.pdf\0.jpg"],
      ["secret.pdf%00.jpg"],
      ["C:", "secret.pdf"],
      [],
    ]) {
      await expectNotFound(await call(GET, segments));
    }
  });

  it("refuses dotfiles, temp files, folders and unknown extensions", async () => {
    await mkdir(path.join(tmp.dir, "folder.jpg"), { recursive: true });
    const jpeg = await makeJpeg();
    await writeFile(path.join(tmp.dir, ".hidden.jpg"), jpeg);
    await writeFile(path.join(tmp.dir, ".tmp-0123abcd"), jpeg);
    await writeFile(path.join(tmp.dir, "page.html"), "<script>alert(1)</script>");
    await writeFile(path.join(tmp.dir, "logo.svg"), "<svg/>");
    await writeFile(path.join(tmp.dir, "notes"), "no extension");
    for (const segments of [[".hidden.jpg"], [".tmp-0123abcd"], ["folder.jpg"], ["page.html"], ["logo.svg"], ["notes"]]) {
      await expectNotFound(await call(GET, segments));
    }
  });

  it("does not follow symlinks out of the upload folder", async () => {
    const outside = path.join(tmp.temp, "outside");
    await mkdir(outside, { recursive: true });
    await mkdir(tmp.dir, { recursive: true });
    await writeFile(path.join(outside, "secret.pdf"), makePdf());
    await symlink(path.join(outside, "secret.pdf"), path.join(tmp.dir, "link.pdf"));
    await symlink(outside, path.join(tmp.dir, "linked-folder"));
    await expectNotFound(await call(GET, ["link.pdf"]));
    await expectNotFound(await call(GET, ["linked-folder", "secret.pdf"]));
  });

  it("follows a symlink that stays inside the folder", async () => {
    const stored = await storeUpload(fileOf(await makeJpeg(), "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    await symlink(path.join(tmp.dir, stored.key), path.join(tmp.dir, "alias.jpg"));
    const response = await call(GET, ["alias.jpg"]);
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(stored.size);
  });
});
