import { invalidFields } from "@/lib/http/http-error";
import { PREVIEW_TEXT } from "@/lib/preview/preview-texts";
import { PUBLIC_PAGES } from "./public-pages";

// Resolved against a host no address can name: anything that leaves it was not a path of this site.
const BASE = "http://preview.invalid";
const MAX_LENGTH = 2048;
// Whitespace, controls and backslashes (which browsers read as `/`) are never part of a path here.
const UNSAFE = /[\s\\\u0000-\u001f\u007f]/;

/**
 * The public page a preview may open, canonical (`/product?category=3`): one of the public pages,
 * with only the query parameters it reads; null for anything else (an absolute or
 * protocol-relative address, the admin, the API, a file, an unknown page).
 */
export function publicPreviewPath(input: unknown): string | null {
  if (typeof input !== "string" || input.length > MAX_LENGTH || !input.startsWith("/") || input.startsWith("//") || UNSAFE.test(input)) return null;
  let url: URL;
  try {
    url = new URL(input, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  const page = PUBLIC_PAGES.find((candidate) => candidate.path === pathname);
  if (!page) return null;
  const query = new URLSearchParams();
  for (const name of page.query) {
    const value = url.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${page.path}?${search}` : page.path;
}

/** publicPreviewPath, or a 400 naming the `path` field. */
export function requirePreviewPath(input: unknown): string {
  const path = publicPreviewPath(input);
  if (path === null) throw invalidFields({ path: PREVIEW_TEXT.pathInvalid });
  return path;
}
