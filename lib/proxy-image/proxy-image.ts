import { isIP } from "node:net";
import { HttpError } from "@/lib/http/http-error";
import { serveUpload } from "@/lib/uploads/serve-upload";
import { siteConfig } from "@/lib/site/site-config";
import { pinnedFetcher, type UpstreamFetcher, type UpstreamResponse } from "./fetch-upstream";
import { isPublicAddress } from "./public-address";
import { systemResolver, type HostResolver, type ResolvedAddress } from "./resolve-host";

export const MAX_PROXY_BYTES = 10 * 1024 * 1024;
export const PROXY_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 3;

export interface ProxyImageOptions {
  resolve?: HostResolver;
  fetch?: UpstreamFetcher;
  /** Which resolved addresses may be contacted. Only tests widen this (their servers are on loopback). */
  isAllowedAddress?: (address: string) => boolean;
  timeoutMs?: number;
}

const refuse = (message: string) => new HttpError(400, message);
const upstreamFailed = (message: string) => new HttpError(502, message);

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

// Images and PDFs only; SVG is an image type that can carry script.
function allowedType(contentType: string | null): string | null {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/pdf") return type;
  if (/^image\/[a-z0-9.+-]+$/.test(type) && !type.includes("svg")) return type;
  return null;
}

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** The `/uploads/...` segments when the address is one of this site's own files. */
function ownUpload(raw: string, request: Request): string[] | null {
  let url: URL;
  try {
    url = new URL(raw, "http://relative.invalid");
  } catch {
    return null;
  }
  // The Host header names this site as the browser reached it (behind a custom server
  // request.url may say 0.0.0.0). Trusting it is harmless: it only selects files served anyway.
  const host = request.headers.get("host");
  const origins = new Set(["http://relative.invalid", originOf(siteConfig().url), originOf(request.url)]);
  if (host) for (const scheme of ["http", "https"]) origins.add(originOf(`${scheme}://${host}`));
  if (!origins.has(url.origin) || !url.pathname.startsWith("/uploads/")) return null;
  return url.pathname.slice("/uploads/".length).split("/");
}

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    // WHATWG parsing also normalises numeric hosts: 2130706433, 0x7f.1 and 017700000001 all
    // become 127.0.0.1 here, so the address check below sees the real address.
    url = new URL(raw);
  } catch {
    throw refuse("Invalid URL.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refuse("Only http and https addresses can be proxied.");
  if (url.username || url.password) throw refuse("Addresses with credentials are not allowed.");
  return url;
}

async function vet(url: URL, resolve: HostResolver, allowed: (address: string) => boolean, signal: AbortSignal): Promise<ResolvedAddress> {
  // A trailing dot names the same host ("localhost." is localhost).
  const host = url.hostname.replace(/^\[|\]$/g, "").replace(/\.+$/, "");
  // RFC 6761: localhost names never leave the machine, whatever a resolver says.
  if (host === "localhost" || host.endsWith(".localhost")) throw refuse("This address is not allowed.");
  let addresses: ResolvedAddress[];
  const family = isIP(host);
  if (family) addresses = [{ address: host, family: family === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await Promise.race([resolve(host), aborted(signal)]);
    } catch (error) {
      if (signal.aborted) throw error;
      throw upstreamFailed("The address's host could not be found.");
    }
  }
  if (addresses.length === 0) throw upstreamFailed("The address's host could not be found.");
  // Every answer must be public: a mixed answer is how a rebinding attack starts.
  if (!addresses.every(({ address }) => allowed(address))) throw refuse("This address is not allowed.");
  return addresses[0];
}

/** Rejects when the signal fires: DNS lookups cannot be cancelled, only stopped waiting for. */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

async function readCapped(upstream: UpstreamResponse): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of upstream.body) {
    size += chunk.byteLength;
    if (size > MAX_PROXY_BYTES) {
      upstream.cancel();
      throw upstreamFailed("The file is too large.");
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Follows at most MAX_REDIRECTS redirects, vetting every hop, and answers the final response. */
async function fetchVetted(start: URL, options: Required<ProxyImageOptions>, signal: AbortSignal): Promise<UpstreamResponse> {
  let url = start;
  for (let hop = 0; ; hop++) {
    const target = await vet(url, options.resolve, options.isAllowedAddress, signal);
    const upstream = await options.fetch({ url, target, signal });
    const location = upstream.headers.get("location");
    if (!REDIRECTS.has(upstream.status) || !location) return upstream;
    upstream.cancel();
    if (hop >= MAX_REDIRECTS) throw upstreamFailed("The address redirected too many times.");
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw upstreamFailed("The address redirected to an invalid address.");
    }
    url = parseTarget(next.href);
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}

/**
 * GET /proxy-image?url= (contract §5): this site's own `/uploads/...` files are served from
 * the upload storage; anything else must be http(s) on a public host (checked on every redirect and pinned
 * for the connection), answer an image (not SVG) or a PDF, within 10 MB and 10 s.
 * Throws HttpError 400 for a refused address, 502 for an upstream failure.
 */
export async function proxyImage(raw: string | null, request: Request, options: ProxyImageOptions = {}): Promise<Response> {
  const address = (raw ?? "").trim();
  if (!address) throw refuse("A url parameter is required.");
  const own = ownUpload(address, request);
  if (own) return serveUpload(own, request);
  if (address.startsWith("/")) throw refuse("Only http and https addresses can be proxied.");

  const settings: Required<ProxyImageOptions> = {
    resolve: options.resolve ?? systemResolver,
    fetch: options.fetch ?? pinnedFetcher,
    isAllowedAddress: options.isAllowedAddress ?? isPublicAddress,
    timeoutMs: options.timeoutMs ?? PROXY_TIMEOUT_MS,
  };
  const signal = AbortSignal.timeout(settings.timeoutMs);
  try {
    const upstream = await fetchVetted(parseTarget(address), settings, signal);
    if (upstream.status < 200 || upstream.status > 299) {
      upstream.cancel();
      throw upstreamFailed(`The address answered with status ${upstream.status}.`);
    }
    const type = allowedType(upstream.headers.get("content-type"));
    if (!type) {
      upstream.cancel();
      throw upstreamFailed("The address did not return an image or a PDF.");
    }
    if (Number(upstream.headers.get("content-length") ?? 0) > MAX_PROXY_BYTES) {
      upstream.cancel();
      throw upstreamFailed("The file is too large.");
    }
    const body = await readCapped(upstream);
    const headers = new Headers({
      "Content-Type": type,
      "Content-Length": String(body.length),
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    });
    // Images opened directly may run nothing; PDF viewers refuse a sandbox, so PDFs go inline.
    if (type === "application/pdf") headers.set("Content-Disposition", "inline");
    else headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isAbort(error) || signal.aborted) throw upstreamFailed("The address took too long to answer.");
    throw upstreamFailed("The address could not be fetched.");
  }
}
