import type http from "node:http";
import type { PathMethods } from "./allowed-methods";
import { HTTP_METHODS } from "./app-routes";
import { failureBody } from "./envelope";
import type { ErrorStatus } from "./error-code";
import { HTTP_TEXT } from "./http-texts";

const KNOWN_METHODS: ReadonlySet<string> = new Set(HTTP_METHODS);

/** Whether each segment of the path decodes to text a handler can use (no `%ZZ`, no NUL, valid UTF-8). */
function decodes(pathname: string): boolean {
  if (!pathname.includes("%")) return true;
  try {
    return pathname.split("/").every((segment) => !decodeURIComponent(segment).includes("\u0000"));
  } catch {
    return false;
  }
}

function answer(res: http.ServerResponse, status: ErrorStatus, message: string, json: boolean, headers: Record<string, string> = {}): true {
  const body = json ? JSON.stringify(failureBody(status, message)) : `${message}\n`;
  res.writeHead(status, {
    ...headers,
    "content-type": json ? "application/json" : "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
  });
  res.end(body);
  return true;
}

/**
 * Answers, before Next runs anything, a request no page or route could serve: a path that does
 * not decode (400), a method the path does not take (405 with `Allow`, TRACE and WebDAV's
 * included). JSON calls get the envelope, pages a line of text. Returns true when it answered.
 */
export function refuseMalformedRequest(req: http.IncomingMessage, res: http.ServerResponse, methodsOf: (pathname: string) => PathMethods | undefined): boolean {
  const pathname = (req.url ?? "/").split("?")[0]!;
  const methods = methodsOf(pathname);
  if (!decodes(pathname)) return answer(res, 400, HTTP_TEXT.badlyEncoded, methods?.json ?? false);
  const method = req.method ?? "GET";
  // Next's own files (`/_next/...`) take what Next says, but never a method Next has no handler for.
  const allow = methods?.allow ?? (KNOWN_METHODS.has(method) ? [method] : ["GET", "HEAD"]);
  if (allow.includes(method)) return false;
  return answer(res, 405, HTTP_TEXT.methodNotAllowed(method), methods?.json ?? false, { allow: allow.join(", ") });
}
