import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { UPLOAD_ACCEPT } from "@/lib/uploads/accept";
import { uploadDir } from "@/lib/uploads/config";
import { storeUpload } from "@/lib/uploads/store-file";
import { UploadError, type UploadRefusal } from "@/lib/uploads/upload-error";
import {
  HTML,
  SVG,
  fileOf,
  listFiles,
  makeAnimatedGif,
  makeBmp,
  makeIco,
  makeJpeg,
  makePdf,
  makePng,
  makeWebp,
  withTempUploadDir,
} from "./fixtures";

/** Where the disk storage keeps a stored file: `UPLOAD_DIR/<key>`. */
const diskPathOf = (stored: { key: string }) => path.join(tmp.dir, ...stored.key.split("/"));

const tmp = withTempUploadDir();
const STORED_URL = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(jpg|png|gif|webp|pdf)$/;
const MB = 1024 * 1024;

/** The status each refusal answers with (413 too large, 415 wrong type, 400 damaged or active). */
const STATUS: Record<UploadRefusal, number> = { too_large: 413, bad_type: 415, corrupt: 400, active_content: 400 };

async function expectRefused(promise: Promise<unknown>, reason: UploadRefusal, message?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  expect((error as UploadError).reason).toBe(reason);
  expect((error as UploadError).status).toBe(STATUS[reason]);
  if (message !== undefined) expect((error as UploadError).message).toBe(message);
  // Refused means nothing written, not even a temp file or an empty dated folder's file.
  expect(await listFiles(tmp.dir)).toEqual([]);
}

describe("config", () => {
  it("reads UPLOAD_DIR at call time and makes it absolute", () => {
    expect(uploadDir()).toBe(tmp.dir);
    const saved = process.env.UPLOAD_DIR;
    process.env.UPLOAD_DIR = "relative/folder";
    expect(uploadDir()).toBe(path.resolve("relative/folder"));
    delete process.env.UPLOAD_DIR;
    expect(uploadDir()).toBe(path.resolve("./uploads"));
    process.env.UPLOAD_DIR = saved;
  });
});

describe("storeUpload: where and how files are written", () => {
  it("stores a JPEG under <yyyy>/<mm>/<random>.jpg and reports it", async () => {
    const stored = await storeUpload(fileOf(await makeJpeg(), "photo.jpg", "image/jpeg"), UPLOAD_ACCEPT.subImage);
    expect(stored.url).toMatch(STORED_URL);
    expect(stored.url.endsWith(".jpg")).toBe(true);
    expect(stored.mime).toBe("image/jpeg");
    expect(stored.kind).toBe("image");
    const now = new Date();
    const month = String(now.getUTCMonth() + 1).padStart(2, "0");
    expect(stored.key).toBe(`${now.getUTCFullYear()}/${month}/${path.basename(stored.url)}`);
    expect(stored.url).toBe(`/uploads/${stored.key}`);
    const bytes = await readFile(diskPathOf(stored));
    expect(bytes.length).toBe(stored.size);
    expect((await sharp(bytes).metadata()).format).toBe("jpeg");
    expect(await listFiles(tmp.dir)).toEqual([diskPathOf(stored)]);
  });

  it("never uses the client's file name and gives every upload a new name", async () => {
    const jpeg = await makeJpeg();
    const a = await storeUpload(fileOf(jpeg, "../../evil.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    const b = await storeUpload(fileOf(jpeg, "../../evil.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    expect(a.url).not.toContain("evil");
    expect(a.url).toMatch(STORED_URL);
    expect(a.url).not.toBe(b.url);
    const files = await listFiles(tmp.dir);
    expect(files.sort()).toEqual([diskPathOf(a), diskPathOf(b)].sort());
    for (const file of files) expect(file.startsWith(tmp.dir + path.sep)).toBe(true);
    expect(await listFiles(tmp.temp)).toHaveLength(2); // nothing landed beside the folder
  });

  it("stores a PDF byte for byte", async () => {
    const pdf = makePdf();
    const stored = await storeUpload(fileOf(pdf, "brochure.pdf", "application/pdf"), UPLOAD_ACCEPT.pdfOnly);
    expect(stored.url).toMatch(/\.pdf$/);
    expect(stored).toMatchObject({ mime: "application/pdf", kind: "pdf", size: pdf.length });
    expect(Buffer.compare(await readFile(diskPathOf(stored)), pdf)).toBe(0);
  });

  it("accepts a PDF with trailing whitespace after %%EOF", async () => {
    const pdf = Buffer.concat([makePdf(), Buffer.from("\r\n  \n\0")]);
    await expect(storeUpload(fileOf(pdf, "a.pdf", "application/pdf"), UPLOAD_ACCEPT.mainImage)).resolves.toMatchObject({
      kind: "pdf",
    });
  });
});

describe("storeUpload: type decided by the bytes", () => {
  it("refuses an HTML file named photo.jpg and declared image/jpeg", async () => {
    await expectRefused(
      storeUpload(fileOf(HTML, "photo.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage),
      "bad_type",
      "Only JPEG, PNG, GIF or WebP files are allowed.",
    );
  });

  it("refuses SVG as an image", async () => {
    await expectRefused(storeUpload(fileOf(SVG, "logo.svg", "image/svg+xml"), UPLOAD_ACCEPT.anyImage), "bad_type");
    await expectRefused(storeUpload(fileOf(SVG, "logo.png", "image/png"), UPLOAD_ACCEPT.mainImage), "bad_type");
  });

  it("refuses a PDF where only images are allowed, with the field's message", async () => {
    const message = "Only JPEG, JPG, PNG, or GIF files are allowed for sub-images.";
    await expectRefused(
      storeUpload(fileOf(makePdf(), "sub.jpg", "image/jpeg"), UPLOAD_ACCEPT.subImage, { typeMessage: message }),
      "bad_type",
      message,
    );
  });

  it("refuses a JPEG where only a PDF is allowed", async () => {
    await expectRefused(
      storeUpload(fileOf(await makeJpeg(), "brochure.pdf", "application/pdf"), UPLOAD_ACCEPT.pdfOnly),
      "bad_type",
      "Only PDF files are allowed.",
    );
  });

  it("refuses WebP on a field limited to JPEG, PNG and GIF", async () => {
    await expectRefused(storeUpload(fileOf(await makeWebp(), "a.gif", "image/gif"), UPLOAD_ACCEPT.subImage), "bad_type");
  });

  it("refuses BMP and ICO (sharp cannot decode them), even on an any-image field", async () => {
    await expectRefused(storeUpload(fileOf(makeBmp(), "a.bmp", "image/bmp"), UPLOAD_ACCEPT.anyImage), "bad_type");
    await expectRefused(
      storeUpload(fileOf(await makeIco(), "favicon.ico", "image/x-icon"), { images: ["ico"], pdf: false }),
      "bad_type",
    );
  });

  it("refuses an empty file", async () => {
    await expectRefused(storeUpload(fileOf("", "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage), "bad_type");
  });
});

describe("storeUpload: damaged files", () => {
  it("refuses bytes that start like a JPEG but do not decode", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    await expectRefused(storeUpload(fileOf(fake, "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage), "corrupt");
  });

  it("refuses a truncated JPEG", async () => {
    const jpeg = await makeJpeg(400, 300);
    const cut = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    await expectRefused(storeUpload(fileOf(cut, "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage), "corrupt");
  });

  it("refuses a PDF without %%EOF at its end", async () => {
    const pdf = makePdf();
    await expectRefused(
      storeUpload(fileOf(pdf.subarray(0, pdf.length - 20), "a.pdf", "application/pdf"), UPLOAD_ACCEPT.pdfOnly),
      "corrupt",
    );
    const trailingJunk = Buffer.concat([pdf, Buffer.from("<script>alert(1)</script>")]);
    await expectRefused(storeUpload(fileOf(trailingJunk, "a.pdf", "application/pdf"), UPLOAD_ACCEPT.pdfOnly), "corrupt");
  });
});

describe("storeUpload: size limits", () => {
  it("refuses an image over 10 MB and writes nothing", async () => {
    const big = Buffer.alloc(10 * MB + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    await expectRefused(storeUpload(fileOf(big, "big.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage), "too_large");
    // Also when the field accepts PDFs (whose cap is higher): the image cap still applies.
    await expectRefused(storeUpload(fileOf(big, "big.jpg", "image/jpeg"), UPLOAD_ACCEPT.mainImage), "too_large");
  });

  it("refuses a PDF over 20 MB but accepts one between 10 and 20 MB", async () => {
    await expectRefused(
      storeUpload(fileOf(makePdf(20 * MB), "big.pdf", "application/pdf"), UPLOAD_ACCEPT.pdfOnly),
      "too_large",
    );
    const stored = await storeUpload(fileOf(makePdf(15 * MB), "ok.pdf", "application/pdf"), UPLOAD_ACCEPT.pdfOnly);
    expect(stored.size).toBeGreaterThan(15 * MB);
  });

  it("checks the real bytes, not only the declared size", async () => {
    const big = Buffer.alloc(10 * MB + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const lying = { size: 100, type: "image/jpeg", arrayBuffer: async () => big.buffer } as unknown as Blob;
    await expectRefused(storeUpload(lying, UPLOAD_ACCEPT.anyImage), "too_large");
  });

  it("refuses a small file that decodes to a huge number of pixels", async () => {
    const bomb = await sharp({ create: { width: 12000, height: 12000, channels: 3, background: "white" } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(10 * MB);
    await expectRefused(storeUpload(fileOf(bomb, "a.png", "image/png"), UPLOAD_ACCEPT.anyImage), "too_large");
  });

  it("refuses an image over 40 megapixels, saying so, and takes one under it", async () => {
    const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "white" } }).png().toBuffer();
    const over = storeUpload(fileOf(await png(7000, 6000), "over.png", "image/png"), UPLOAD_ACCEPT.anyImage);
    await expectRefused(over, "too_large", "Images may be at most 40 megapixels (width × height, e.g. 8000 × 5000).");
    const under = await storeUpload(fileOf(await png(6000, 6000), "under.png", "image/png"), UPLOAD_ACCEPT.anyImage);
    expect(under.size).toBeGreaterThan(0);
  });
});

describe("storeUpload: image re-encoding", () => {
  it("strips EXIF and other metadata", async () => {
    const jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: "white" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "secret-owner", Artist: "secret-artist" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const stored = await storeUpload(fileOf(jpeg, "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    const bytes = await readFile(diskPathOf(stored));
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.includes("secret")).toBe(false);
  });

  it("applies EXIF orientation before dropping it", async () => {
    const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: "white" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const stored = await storeUpload(fileOf(sideways, "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    const meta = await sharp(diskPathOf(stored)).metadata();
    expect([meta.width, meta.height]).toEqual([100, 200]);
    expect(meta.orientation).toBeUndefined();
  });

  it("caps the longest side at 2560 px and never enlarges", async () => {
    const wide = await storeUpload(fileOf(await makeJpeg(3000, 1200), "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    const wideMeta = await sharp(diskPathOf(wide)).metadata();
    expect([wideMeta.width, wideMeta.height]).toEqual([2560, 1024]);

    const tall = await storeUpload(fileOf(await makePng(800, 4000), "a.png", "image/png"), UPLOAD_ACCEPT.anyImage);
    const tallMeta = await sharp(diskPathOf(tall)).metadata();
    expect([tallMeta.width, tallMeta.height]).toEqual([512, 2560]);

    const small = await storeUpload(fileOf(await makeJpeg(100, 50), "a.jpg", "image/jpeg"), UPLOAD_ACCEPT.anyImage);
    const smallMeta = await sharp(diskPathOf(small)).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([100, 50]);
  });

  it("keeps the format: PNG with transparency, animated GIF, WebP", async () => {
    const png = await storeUpload(fileOf(await makePng(), "a.png", "image/png"), UPLOAD_ACCEPT.anyImage);
    expect(png.url).toMatch(/\.png$/);
    const pngMeta = await sharp(diskPathOf(png)).metadata();
    expect(pngMeta.format).toBe("png");
    expect(pngMeta.hasAlpha).toBe(true);

    const gif = await storeUpload(fileOf(await makeAnimatedGif(), "a.gif", "image/gif"), UPLOAD_ACCEPT.subImage);
    expect(gif).toMatchObject({ mime: "image/gif" });
    const gifMeta = await sharp(diskPathOf(gif), { animated: true }).metadata();
    expect(gifMeta.format).toBe("gif");
    expect(gifMeta.pages).toBe(3);

    const webp = await storeUpload(fileOf(await makeWebp(), "a.webp", "image/webp"), UPLOAD_ACCEPT.anyImage);
    expect(webp).toMatchObject({ mime: "image/webp" });
    expect((await sharp(diskPathOf(webp)).metadata()).format).toBe("webp");
  });
});
