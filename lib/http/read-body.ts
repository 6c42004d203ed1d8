import { HttpError, badRequest, payloadTooLarge, unsupportedMediaType } from "./http-error";
import { HTTP_TEXT } from "./http-texts";
import { checkStorableText } from "./storable-text";

/** The body kinds a route accepts; anything else is refused with 415 before a byte is read. */
export type BodyType = "json" | "multipart";

/** Cap of every JSON body: the largest legitimate one (a rich-text save) is far below it. */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * What a protected call may read before its token is known (`/change-username` and `/logout`
 * accept the token inside the body): enough for a token and a username, nothing more.
 */
export const PRE_AUTH_BODY_LIMIT = 4 * 1024;

const MEDIA_TYPES: Record<BodyType, string> = { json: "application/json", multipart: "multipart/form-data" };

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** True when the request says it carries no body at all. */
function declaresNoBody(request: Request): boolean {
  return request.body === null || (request.headers.get("content-length")?.trim() === "0" && !request.headers.has("transfer-encoding"));
}

function wrongType(type: BodyType) {
  return unsupportedMediaType(HTTP_TEXT.wrongMediaType(MEDIA_TYPES[type]));
}

function tooLarge(limit: number) {
  return payloadTooLarge(HTTP_TEXT.bodyTooLarge(formatBytes(limit)));
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Refuses, from the headers alone, a body of another type (415) or one whose declared
 * `Content-Length` is over the limit (413). A request with no type is judged by `readBody`:
 * it may only be empty (scripts that POST nothing send no type).
 */
export function checkBodyHeaders(request: Request, type: BodyType, limit: number): void {
  const declared = request.headers.get("content-length")?.trim();
  if (declared && /^\d+$/.test(declared) && Number(declared) > limit) throw tooLarge(limit);
  if (declaresNoBody(request)) return;
  const given = mediaType(request);
  if (given && given !== MEDIA_TYPES[type]) throw wrongType(type);
}

/**
 * The request's body stream, counted as it is pulled: once more than `limit` bytes have come,
 * the source is cancelled (nothing more is read from the socket) and the stream fails with the
 * 413 error. Chunked bodies, which declare no length, are stopped here.
 */
function cappedStream(source: ReadableStream<Uint8Array>, limit: number): { stream: ReadableStream<Uint8Array>; exceeded: () => boolean } {
  const reader = source.getReader();
  let seen = 0;
  let over = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        seen += value.byteLength;
        if (seen > limit) {
          over = true;
          await reader.cancel().catch(() => {});
          controller.error(tooLarge(limit));
          return;
        }
        controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return { stream, exceeded: () => over };
}

async function readJson(stream: ReadableStream<Uint8Array>): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await new Response(stream).text();
  } catch {
    throw badRequest(HTTP_TEXT.bodyUnreadable);
  }
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not an object");
    return parsed as Record<string, unknown>;
  } catch {
    throw badRequest(HTTP_TEXT.bodyNotObject);
  }
}

async function readMultipart(stream: ReadableStream<Uint8Array>, contentType: string): Promise<Record<string, unknown>> {
  let form: FormData;
  try {
    form = await new Response(stream, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest(HTTP_TEXT.formUnreadable);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    const existing = out[key];
    if (existing === undefined) out[key] = value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

/**
 * Reads a JSON or multipart body into a plain object (files kept as File), never more than
 * `limit` bytes of it: 415 for another type, 413 past the limit, 400 when it cannot be parsed
 * or a text in it holds a character no database column stores (NUL), naming the field.
 */
export async function readBody(request: Request, type: BodyType, limit: number): Promise<Record<string, unknown>> {
  checkBodyHeaders(request, type, limit);
  if (!request.body || declaresNoBody(request)) return {};
  // No type: a cross-site page can send a typeless body without a preflight, so only an
  // empty one is accepted; its first byte ends the read.
  const untyped = !mediaType(request);
  const { stream, exceeded } = cappedStream(request.body, untyped ? 0 : limit);
  try {
    if (untyped) {
      await new Response(stream).arrayBuffer();
      return {};
    }
    const body = type === "json" ? await readJson(stream) : await readMultipart(stream, request.headers.get("content-type") ?? "");
    checkStorableText(body);
    return body;
  } catch (error) {
    // The parser reports the stream's failure in its own words; the cause is the limit.
    if (exceeded()) throw untyped ? wrongType(type) : tooLarge(limit);
    if (error instanceof HttpError) throw error;
    // The client went away or sent a broken stream.
    throw badRequest(HTTP_TEXT.bodyUnreadable);
  }
}
