import { describe, expect, it } from "vitest";
import { UPLOAD_ACCEPT, describeAccept, isAccepted } from "@/lib/uploads/accept";
import { detectType } from "@/lib/uploads/detect-type";
import { HTML, SVG, makeAnimatedGif, makeBmp, makeIco, makeJpeg, makePdf, makePng, makeWebp } from "./fixtures";

const text = (s: string) => new TextEncoder().encode(s);

describe("detectType", () => {
  it("recognises images and PDFs by their bytes", async () => {
    expect(detectType(await makeJpeg())).toEqual({ kind: "image", format: "jpeg", mime: "image/jpeg", ext: "jpg" });
    expect(detectType(await makePng())).toMatchObject({ format: "png", mime: "image/png", ext: "png" });
    expect(detectType(await makeAnimatedGif())).toMatchObject({ format: "gif", mime: "image/gif", ext: "gif" });
    expect(detectType(await makeWebp())).toMatchObject({ format: "webp", mime: "image/webp", ext: "webp" });
    expect(detectType(makeBmp())).toMatchObject({ format: "bmp", mime: "image/bmp", ext: "bmp" });
    expect(detectType(await makeIco())).toMatchObject({ format: "ico", mime: "image/x-icon", ext: "ico" });
    expect(detectType(makePdf())).toEqual({ kind: "pdf", format: "pdf", mime: "application/pdf", ext: "pdf" });
  });

  it("refuses SVG, HTML, XML, empty and unknown content", () => {
    expect(detectType(text(SVG))).toBeNull();
    expect(detectType(text("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectType(text(HTML))).toBeNull();
    expect(detectType(text("\ufeff<html></html>"))).toBeNull();
    expect(detectType(new Uint8Array())).toBeNull();
    expect(detectType(text("hello world"))).toBeNull();
    expect(detectType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it("does not take text that merely starts with BM for a bitmap", () => {
    expect(detectType(text("BMW brochure, version 2 of the 2024 catalogue"))).toBeNull();
  });

  it("does not take a cursor file for an icon", async () => {
    const cur = Buffer.from(await makeIco());
    cur.writeUInt16LE(2, 2);
    expect(detectType(cur)).toBeNull();
  });
});

describe("accept rules", () => {
  const jpeg = { kind: "image", format: "jpeg", mime: "image/jpeg", ext: "jpg" } as const;
  const webp = { kind: "image", format: "webp", mime: "image/webp", ext: "webp" } as const;
  const bmp = { kind: "image", format: "bmp", mime: "image/bmp", ext: "bmp" } as const;
  const pdf = { kind: "pdf", format: "pdf", mime: "application/pdf", ext: "pdf" } as const;

  it("follows the per-field lists of the specification", () => {
    expect(isAccepted(UPLOAD_ACCEPT.mainImage, jpeg)).toBe(true);
    expect(isAccepted(UPLOAD_ACCEPT.mainImage, pdf)).toBe(true);
    expect(isAccepted(UPLOAD_ACCEPT.mainImage, webp)).toBe(false);
    expect(isAccepted(UPLOAD_ACCEPT.subImage, pdf)).toBe(false);
    expect(isAccepted(UPLOAD_ACCEPT.anyImage, webp)).toBe(true);
    expect(isAccepted(UPLOAD_ACCEPT.anyImage, pdf)).toBe(false);
    expect(isAccepted(UPLOAD_ACCEPT.pdfOnly, pdf)).toBe(true);
    expect(isAccepted(UPLOAD_ACCEPT.pdfOnly, jpeg)).toBe(false);
  });

  it("never accepts formats sharp cannot re-encode, even when listed", () => {
    expect(isAccepted(UPLOAD_ACCEPT.anyImage, bmp)).toBe(false);
    expect(isAccepted({ images: ["bmp", "ico"], pdf: false }, bmp)).toBe(false);
  });

  it("describes what a field accepts", () => {
    expect(describeAccept(UPLOAD_ACCEPT.mainImage)).toBe("Only JPEG, PNG, GIF or PDF files are allowed.");
    expect(describeAccept(UPLOAD_ACCEPT.subImage)).toBe("Only JPEG, PNG or GIF files are allowed.");
    expect(describeAccept(UPLOAD_ACCEPT.anyImage)).toBe("Only JPEG, PNG, GIF or WebP files are allowed.");
    expect(describeAccept(UPLOAD_ACCEPT.pdfOnly)).toBe("Only PDF files are allowed.");
  });
});
