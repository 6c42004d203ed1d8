// Shared fixtures for the upload tests: a fresh UPLOAD_DIR per test and files made on the fly.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach } from "vitest";

/** Gives every test its own temp folder; `UPLOAD_DIR` is `<temp>/uploads` (created lazily by the code). */
export function withTempUploadDir(): { readonly temp: string; readonly dir: string } {
  const state = { temp: "", dir: "" };
  let previous: string | undefined;
  beforeEach(async () => {
    previous = process.env.UPLOAD_DIR;
    state.temp = await mkdtemp(path.join(os.tmpdir(), "uploads-test-"));
    state.dir = path.join(state.temp, "uploads");
    process.env.UPLOAD_DIR = state.dir;
  });
  afterEach(async () => {
    if (previous === undefined) delete process.env.UPLOAD_DIR;
    else process.env.UPLOAD_DIR = previous;
    await rm(state.temp, { recursive: true, force: true });
  });
  return state;
}

/** Every file below `dir`, dotfiles included (so stray temp files show up). */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

export function fileOf(bytes: Uint8Array | string, name: string, type: string): File {
  return new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 60 } } });

export const makeJpeg = (width = 64, height = 48) => solid(width, height).jpeg().toBuffer();
export const makePng = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } }).png().toBuffer();
export const makeWebp = (width = 64, height = 48) => solid(width, height).webp().toBuffer();

/** An animated GIF of `frames` solid frames. */
export async function makeAnimatedGif(width = 40, height = 30, frames = 3): Promise<Buffer> {
  const colours = [
    { r: 255, g: 0, b: 0 },
    { r: 0, g: 255, b: 0 },
    { r: 0, g: 0, b: 255 },
  ];
  const raw = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width, height, channels: 3, background: colours[i % 3]! } }).raw().toBuffer(),
    ),
  );
  return sharp(Buffer.concat(raw), { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif({ delay: Array(frames).fill(100), loop: 0 })
    .toBuffer();
}

/** A minimal valid one-page PDF with a correct xref table; `padding` bytes of comment grow it. */
export function makePdf(padding = 0): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  if (padding > 0) body += `%${"x".repeat(padding)}\n`;
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A 2×2 24-bit uncompressed BMP. */
export function makeBmp(): Buffer {
  const rowSize = 8; // 2 px × 3 bytes, padded to 4
  const pixels = rowSize * 2;
  const bmp = Buffer.alloc(54 + pixels);
  bmp.write("BM", 0, "latin1");
  bmp.writeUInt32LE(bmp.length, 2);
  bmp.writeUInt32LE(54, 10);
  bmp.writeUInt32LE(40, 14);
  bmp.writeInt32LE(2, 18);
  bmp.writeInt32LE(2, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(24, 28);
  bmp.writeUInt32LE(pixels, 34);
  return bmp;
}

/** An ICO file wrapping a PNG (the modern layout). */
export async function makeIco(): Promise<Buffer> {
  const png = await makePng(16, 16);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(16, 6);
  header.writeUInt8(16, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

export const SVG = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>`;
export const HTML = `<!doctype html><html><body><script>alert(document.cookie)</script></body></html>`;
