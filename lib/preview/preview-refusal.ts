import { fail } from "@/lib/http/envelope";
import type { ErrorCode } from "@/lib/http/error-code";
import { wantsPage } from "@/lib/http/wants-page";
import { escapeHtml } from "@/lib/mail/escape-html";
import { PREVIEW_TEXT } from "./preview-texts";

const REFUSALS = {
  invalid: { code: "preview_link_invalid", text: PREVIEW_TEXT.linkInvalid },
  expired: { code: "preview_link_expired", text: PREVIEW_TEXT.linkExpired },
} as const satisfies Record<string, { code: ErrorCode; text: string }>;

const HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  // The page has no script and loads nothing: its only style is inline.
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

function page(text: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Preview link refused</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;min-height:100vh;place-items:center;background:#f6f7f4;color:#1c1f1a}main{max-width:32rem;padding:2rem}a{color:#2f6b2f}</style>
</head><body><main><h1>Preview link refused</h1><p>${escapeHtml(text)}</p><p><a href="/">Go to the public site</a> · <a href="/admin">Admin panel</a></p></main></body></html>`;
}

/**
 * A preview link that is altered, of another kind, or expired: a short page for a browser (401,
 * no detail beyond why), the failure envelope for any other caller.
 */
export function previewRefusal(request: Request, reason: keyof typeof REFUSALS): Response {
  const { code, text } = REFUSALS[reason];
  if (!wantsPage(request.headers.get("accept"), null)) return fail(401, text, { code, headers: HEADERS });
  return new Response(page(text), { status: 401, headers: { ...HEADERS, "Content-Type": "text/html; charset=utf-8" } });
}
