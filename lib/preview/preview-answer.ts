import type { ServerResponse } from "node:http";
import { carriesPreviewCookie } from "./preview-cookie";

/** What every answer to a request with a preview session carries, whatever rendered it. */
export const PREVIEW_ANSWER_HEADERS = { "cache-control": "no-store", "x-robots-tag": "noindex" } as const;

/**
 * For a request carrying a preview cookie: its answer is never kept by a browser, a proxy or a
 * CDN, nor indexed, whoever writes it (a page, a list, a file). Set as the head is written, over
 * whatever the render chose. Requests without the cookie are left alone at the cost of one
 * string search; the build's own files (the same for everyone, named by content) too.
 */
export function keepPreviewAnswerPrivate(url: string | undefined, cookieHeader: string | undefined, res: ServerResponse): void {
  if (!carriesPreviewCookie(cookieHeader) || url?.startsWith("/_next/static/")) return;
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadPrivately(this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    for (const [name, value] of Object.entries(PREVIEW_ANSWER_HEADERS)) this.setHeader(name, value);
    // Headers passed to writeHead itself win over setHeader: take them out there too.
    const headers = args.find((arg, index) => index > 0 && typeof arg === "object" && arg !== null && !Array.isArray(arg)) as Record<string, unknown> | undefined;
    if (headers) for (const name of Object.keys(headers)) if (name.toLowerCase() in PREVIEW_ANSWER_HEADERS) delete headers[name];
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
