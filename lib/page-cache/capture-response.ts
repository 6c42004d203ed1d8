import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

export interface CapturedResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * Lets Next write a whole answer into memory instead of the socket, so the cache can keep it
 * and then send it (compressed once, with validators) like any later hit. Resolves with the
 * status, headers and body when Next ends the response; the caller sends it with `restore`d
 * methods. Past `maxBytes` the body is not worth keeping: it resolves with what it has so far
 * marked `tooLarge`, and the rest goes to the socket directly.
 */
export function captureResponse(res: ServerResponse, maxBytes: number): { done: Promise<CapturedResponse | null>; restore: () => void } {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  const chunks: Buffer[] = [];
  let size = 0;
  let settle!: (value: CapturedResponse | null) => void;
  const done = new Promise<CapturedResponse | null>((resolve) => (settle = resolve));

  const restore = () => Object.assign(res, original);
  const collect = (chunk: Chunk | undefined, encoding?: BufferEncoding) => {
    if (chunk === undefined || chunk === null) return;
    const buffer = toBuffer(chunk, encoding);
    chunks.push(buffer);
    size += buffer.length;
  };
  const encodingOf = (value: unknown) => (typeof value === "string" ? (value as BufferEncoding) : undefined);
  const callbackOf = (...values: unknown[]) => values.find((value): value is Callback => typeof value === "function");

  res.writeHead = function writeHead(status: number, ...rest: unknown[]) {
    res.statusCode = status;
    const headers = rest.find((value) => value && typeof value === "object") as OutgoingHttpHeaders | string[] | undefined;
    if (Array.isArray(headers)) for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    return res;
  } as ServerResponse["writeHead"];
  res.flushHeaders = () => {};
  res.write = function write(chunk: Chunk, ...rest: unknown[]) {
    collect(chunk, encodingOf(rest[0]));
    if (size > maxBytes) {
      // Too large to keep: hand the socket back and let the rest stream through.
      restore();
      const head = Buffer.concat(chunks);
      chunks.length = 0;
      settle(null);
      res.write(head);
    }
    process.nextTick(() => callbackOf(...rest)?.());
    return true;
  } as ServerResponse["write"];
  res.end = function end(...args: unknown[]) {
    const chunk = typeof args[0] === "function" ? undefined : (args[0] as Chunk | undefined);
    collect(chunk, encodingOf(args[1]));
    const callback = callbackOf(...args);
    restore();
    settle({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) });
    if (callback) process.nextTick(callback);
    return res;
  } as ServerResponse["end"];
  // A client that goes away before Next ends: nothing to keep.
  res.once("close", () => settle(null));
  return { done, restore };
}
