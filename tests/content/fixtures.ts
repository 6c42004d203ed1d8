// Shared helpers for the content, leads and proxy tests: an admin token, files made on the
// machine, requests against route handlers, and valid inputs derived from the definitions.
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { issueAdminToken } from "@/lib/auth/admin-token";
import { ensureFirstAdmin } from "@/lib/bootstrap/ensure-first-admin";
import type { CollectionDefinition } from "@/lib/content/collection-definition";
import { uploadsKeptPrivately } from "@/lib/content/uploads-kept-privately";
import { db } from "@/lib/db";
import { GET as serveUploadRoute } from "@/app/uploads/[...path]/route";

type Handler = (request: Request, context?: { params?: Promise<Record<string, string | string[] | undefined>> }) => Promise<Response>;

let tokenPromise: Promise<string> | undefined;

/** A valid admin token (the first administrator is created once per test file). */
export function adminToken(): Promise<string> {
  tokenPromise ??= (async () => {
    const prisma = await db();
    await ensureFirstAdmin(prisma, { username: "admin", email: "admin@example.com", password: "content-tests-password" }, () => {});
    const admin = await prisma.admin.findFirstOrThrow({ select: { id: true, token_version: true } });
    return issueAdminToken(admin, { ip: "203.0.113.9", userAgent: "vitest" });
  })();
  return tokenPromise;
}

// ---- files -----------------------------------------------------------------------------------

const bytes = new Map<string, Promise<Buffer>>();
const once = (key: string, make: () => Promise<Buffer> | Buffer) => {
  if (!bytes.has(key)) bytes.set(key, Promise.resolve(make()));
  return bytes.get(key)!;
};

const solid = (colour: { r: number; g: number; b: number }) => sharp({ create: { width: 24, height: 16, channels: 3, background: colour } });

/** A minimal valid one-page PDF with a correct xref table. */
export function pdfBytes(): Buffer {
  const objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>"];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const file = (data: Buffer, name: string, type: string) => new File([new Uint8Array(data)], name, { type });

export const files = {
  jpeg: async (name = "photo.jpg") => file(await once("jpeg", () => solid({ r: 30, g: 140, b: 60 }).jpeg().toBuffer()), name, "image/jpeg"),
  png: async (name = "logo.png") => file(await once("png", () => solid({ r: 200, g: 40, b: 40 }).png().toBuffer()), name, "image/png"),
  gif: async (name = "anim.gif") => file(await once("gif", () => solid({ r: 20, g: 20, b: 200 }).gif().toBuffer()), name, "image/gif"),
  pdf: async (name = "doc.pdf") => file(await once("pdf", pdfBytes), name, "application/pdf"),
  /** An HTML page renamed to .jpg and declared as a JPEG. */
  renamedHtml: async () => file(Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"), "photo.jpg", "image/jpeg"),
  svg: async () => file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'), "logo.svg", "image/svg+xml"),
  /** A JPEG header followed by padding: just over the 10 MB image limit. */
  oversizeJpeg: async () => {
    const data = Buffer.alloc(10 * 1024 * 1024 + 1);
    (await once("jpeg", () => solid({ r: 30, g: 140, b: 60 }).jpeg().toBuffer())).copy(data);
    return file(data, "huge.jpg", "image/jpeg");
  },
};

/** A valid file for a field accepting `accept` (a PDF only where images are not allowed). */
export function fileFor(accept: { images: readonly string[] | "any"; pdf: boolean }): Promise<File> {
  return accept.images === "any" || accept.images.length > 0 ? files.jpeg() : files.pdf();
}

// ---- requests ---------------------------------------------------------------------------------

export type FormValue = string | number | File | Array<string | File>;

export function formData(fields: Record<string, FormValue | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item instanceof File ? item : String(item));
  }
  return form;
}

export interface CallOptions {
  method?: string;
  url?: string;
  /** true: a valid admin token; a string: that Authorization header. */
  auth?: boolean | string;
  form?: Record<string, FormValue | undefined>;
  json?: unknown;
  params?: Record<string, string | string[]>;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies are checked field by field
  body: any;
}

/** Calls a route handler the way Next.js does and reads its JSON answer. */
export async function call(handler: Handler, options: CallOptions = {}): Promise<Answer> {
  const headers = new Headers(options.headers);
  if (options.auth === true) headers.set("authorization", `Bearer ${await adminToken()}`);
  else if (typeof options.auth === "string") headers.set("authorization", options.auth);
  let body: BodyInit | undefined;
  if (options.form) body = formData(options.form);
  else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set("content-type", "application/json");
  }
  const method = options.method ?? (body ? "POST" : "GET");
  const request = new Request(options.url ?? "http://localhost/test", { method, headers, body });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

// ---- uploads ----------------------------------------------------------------------------------

/**
 * Every file in UPLOAD_DIR, temp files included (so a stray one shows up), but for those kept
 * privately under `.trash/` while a trash entry, a kept version or a draft names them.
 */
export async function uploadedFiles(): Promise<string[]> {
  const dir = process.env.UPLOAD_DIR!;
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const trash = path.join(dir, ".trash");
  const all = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const privateUrl = (file: string) => `/uploads/${path.relative(trash, file).split(path.sep).join("/")}`;
  const kept = await uploadsKeptPrivately(await db(), all.filter((file) => file.startsWith(trash + path.sep)).map(privateUrl));
  return all.filter((file) => !(file.startsWith(trash + path.sep) && kept.has(privateUrl(file))));
}

/** The status `/uploads/...` answers for a stored file URL. */
export async function uploadStatus(url: string): Promise<number> {
  const segments = url.replace(/^\/uploads\//, "").split("/");
  const response = await serveUploadRoute(new Request(`http://localhost${url}`), { params: Promise.resolve({ path: segments }) });
  await response.body?.cancel();
  return response.status;
}

// ---- inputs from definitions -------------------------------------------------------------------

/** A valid create (or full update) body for any collection, built from its definition. */
export async function validInput(def: CollectionDefinition, options: { parentId?: number; suffix?: string } = {}): Promise<Record<string, FormValue>> {
  const suffix = options.suffix ?? "";
  const input: Record<string, FormValue> = {};
  if (def.parent) input[def.parent.field] = String(options.parentId ?? 1);
  for (const field of def.fields) {
    if (field.kind === "integer") input[field.name] = Math.min(42, field.max ?? 42);
    else if (field.kind === "richtext") input[field.name] = `<p>Some <strong>${field.label}</strong>${suffix}</p>`;
    else input[field.name] = `${field.label}${suffix}`;
  }
  if (def.multiUpload) input[def.multiUpload.formField] = [await files.jpeg(), await files.png()];
  else for (const field of def.files) if (field.required?.onCreate) input[field.formField] = await fileFor(field.accept);
  return input;
}
