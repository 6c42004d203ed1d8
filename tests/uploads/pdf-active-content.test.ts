// PDFs that run script or act on opening are refused at upload, names written with #xx escapes
// and dictionaries hidden in compressed object streams included; nothing is written or saved.
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ROUTES } from "../content/route-modules";
import { call, uploadedFiles } from "../content/fixtures";
import { db } from "@/lib/db";
import { UPLOAD_ACCEPT } from "@/lib/uploads/accept";
import { checkPdfActiveContent } from "@/lib/uploads/pdf-active-content";
import { storeUpload } from "@/lib/uploads/store-file";
import { UPLOAD_TEXT } from "@/lib/uploads/upload-texts";
import { UploadError } from "@/lib/uploads/upload-error";

/** A well-formed PDF whose objects follow the catalog, page tree and page (any of them may be a stream). */
function pdfWith(catalogExtra: string, ...objects: Array<string | Buffer>): Buffer {
  const all: Array<string | Buffer> = [`<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>", ...objects];
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  const length = () => parts.reduce((sum, part) => sum + part.length, 0);
  all.forEach((object, i) => {
    offsets.push(length());
    parts.push(Buffer.from(`${i + 1} 0 obj\n`, "latin1"), typeof object === "string" ? Buffer.from(object, "latin1") : object, Buffer.from("\nendobj\n", "latin1"));
  });
  const xref = length();
  let tail = `xref\n0 ${all.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, "0")} 00000 n \n`;
  tail += `trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  parts.push(Buffer.from(tail, "latin1"));
  return Buffer.concat(parts);
}

const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, "latin1"), data, Buffer.from("\nendstream", "latin1")]);
const objectStream = (content: string, filter = "/Filter /FlateDecode") =>
  stream(`/Type /ObjStm /N 1 /First 4 ${filter}`, filter.includes("Flate") ? deflateSync(Buffer.from(content, "latin1")) : Buffer.from(content, "latin1"));

describe("checkPdfActiveContent", () => {
  it.each([
    ["an OpenAction running JavaScript", pdfWith("/OpenAction 4 0 R", "<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>")],
    ["a hex-escaped name", pdfWith("", "<< /S /J#61vaScript /J#53 (x) >>")],
    ["an escaped OpenAction alone", pdfWith("/Open#41ction [3 0 R /Fit]")],
    ["a Launch action", pdfWith("", "<< /Type /Action /S /Launch /F (calc.exe) >>")],
    ["a names tree of scripts", pdfWith("/Names << /JavaScript 4 0 R >>", "<< /Names [(a) 5 0 R] >>")],
    ["script inside a compressed object stream", pdfWith("", objectStream("5 0 << /S /JavaScript /JS (app.alert(1)) >>"))],
    ["an escaped name inside an uncompressed object stream", pdfWith("", objectStream("5 0 << /S /Launch >>", ""))],
  ])("finds %s", (_, pdf) => {
    expect(checkPdfActiveContent(pdf)).toBe("active");
  });

  it("passes a plain PDF, and page text or image bytes that merely contain the letters", () => {
    expect(checkPdfActiveContent(pdfWith(""))).toBe("clean");
    const content = stream("", Buffer.from("BT /F1 12 Tf (see /JavaScript and /Launch) Tj /JS ET", "latin1"));
    expect(checkPdfActiveContent(pdfWith("", content))).toBe("clean");
    expect(checkPdfActiveContent(pdfWith("", stream("/Filter /FlateDecode", deflateSync(Buffer.from("/OpenAction /JS")))))).toBe("clean");
    expect(checkPdfActiveContent(pdfWith("", objectStream("5 0 << /Type /Annot /Subtype /Link >>")))).toBe("clean");
    expect(checkPdfActiveContent(pdfWith("/JSX 1 /Launcher 2 /OpenActions 3"))).toBe("clean");
  });

  it("calls an object stream it cannot read uncheckable", () => {
    expect(checkPdfActiveContent(pdfWith("", objectStream("5 0 << /S /JavaScript >>", "/Filter /LZWDecode")))).toBe("uncheckable");
    expect(checkPdfActiveContent(pdfWith("", stream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", Buffer.from("not deflate data"))))).toBe("uncheckable");
  });
});

describe("upload", () => {
  const scripted = pdfWith("/OpenAction 4 0 R", "<< /S /J#61vaScript /JS (app.alert(1)) >>");

  it("storeUpload refuses it with a clear message and writes nothing", async () => {
    const error = await storeUpload(new File([new Uint8Array(scripted)], "brochure.pdf", { type: "application/pdf" }), UPLOAD_ACCEPT.pdfOnly).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ reason: "active_content", status: 400, message: UPLOAD_TEXT.pdfActiveContent });
    const hidden = pdfWith("", objectStream("5 0 << /S /JavaScript >>", "/Filter /LZWDecode"));
    await expect(storeUpload(new File([new Uint8Array(hidden)], "b.pdf"), UPLOAD_ACCEPT.pdfOnly)).rejects.toMatchObject({ message: UPLOAD_TEXT.pdfUncheckable });
    expect(await uploadedFiles()).toEqual([]);
  });

  it("a certificate with such a PDF answers 400, saves no record and no file", async () => {
    const cover = new File([new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } }).png().toBuffer())], "c.png", { type: "image/png" });
    const answer = await call(ROUTES.certificates.create, { auth: true, form: { cover_image: cover, pdf_file: new File([new Uint8Array(scripted)], "cert.pdf", { type: "application/pdf" }) } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: UPLOAD_TEXT.pdfActiveContent, error: UPLOAD_TEXT.pdfActiveContent });
    expect(await (await db()).certificate.count()).toBe(0);
    expect(await uploadedFiles()).toEqual([]);
    const clean = await call(ROUTES.certificates.create, { auth: true, form: { cover_image: cover, pdf_file: new File([new Uint8Array(pdfWith(""))], "cert.pdf", { type: "application/pdf" }) } });
    expect(clean.status).toBe(201);
  });
});
