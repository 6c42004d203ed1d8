import { access, mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { UPLOAD_ACCEPT } from "@/lib/uploads/accept";
import { removeUpload, removeUploads } from "@/lib/uploads/remove-file";
import { storeUpload } from "@/lib/uploads/store-file";
import { fileOf, listFiles, makeJpeg, makePdf, withTempUploadDir } from "./fixtures";

const tmp = withTempUploadDir();

const exists = (file: string) => access(file).then(
  () => true,
  () => false,
);

describe("removeUpload", () => {
  it("deletes a stored file and ignores it once gone", async () => {
    const stored = await storeUpload(fileOf(await makeJpeg(), "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    await expect(removeUpload(stored.url)).resolves.toBe(true);
    expect(await exists(path.join(tmp.dir, stored.key))).toBe(false);
    await expect(removeUpload(stored.url)).resolves.toBe(false);
    await expect(removeUpload("/uploads/2020/01/0123456789abcdef0123456789abcdef.jpg")).resolves.toBe(false);
  });

  it("ignores empty values and URLs that are not uploads", async () => {
    for (const url of [null, undefined, "", "/uploads/", "/images/a.jpg", "https://example.com/uploads/a.jpg"]) {
      await expect(removeUpload(url)).resolves.toBe(false);
    }
  });

  it("never deletes outside the upload folder", async () => {
    await mkdir(tmp.dir, { recursive: true });
    const outside = path.join(tmp.temp, "keep.txt");
    await writeFile(outside, "keep me");
    for (const url of [
      "/uploads/../keep.txt",
      "/uploads/%2e%2e/keep.txt",
      "/uploads/..%2fkeep.txt",
      "/uploads/2024/../../keep.txt",
      `/uploads/${outside}`,
      `/uploads//${outside}`,
    ]) {
      await expect(removeUpload(url)).resolves.toBe(false);
    }
    expect(await exists(outside)).toBe(true);
  });

  it("does not follow a symlinked folder out of the upload folder", async () => {
    const elsewhere = path.join(tmp.temp, "elsewhere");
    await mkdir(elsewhere, { recursive: true });
    await mkdir(tmp.dir, { recursive: true });
    const victim = path.join(elsewhere, "victim.jpg");
    await writeFile(victim, "not yours");
    await symlink(elsewhere, path.join(tmp.dir, "link"));
    await expect(removeUpload("/uploads/link/victim.jpg")).resolves.toBe(false);
    expect(await exists(victim)).toBe(true);
  });

  it("removeUploads removes several, skipping nulls and duplicates", async () => {
    const a = await storeUpload(fileOf(await makeJpeg(), "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    const b = await storeUpload(fileOf(makePdf(), "b.pdf", "application/pdf"), UPLOAD_ACCEPT.pdfOnly);
    await expect(removeUploads([a.url, null, b.url, a.url, undefined, "/uploads/../x"])).resolves.toBe(2);
    expect(await listFiles(tmp.dir)).toEqual([]);
  });
});
