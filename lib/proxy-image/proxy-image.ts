import { isIP } from "node:net";
import { HttpError, serviceUnavailable } from "@/lib/http/http-error";
import { serveUpload } from "@/lib/uploads/serve-upload";
import { siteConfig } from "@/lib/site/site-config";
import { pinnedFetcher, type UpstreamFetcher, type UpstreamResponse } from "./fetch-upstream";
import { isPublicAddress } from "./public-address";
import { PROXY_TEXT } from "./proxy-texts";
import { systemResolver, type HostResolver, type ResolvedAddress } from "./resolve-host";

export const MAX_PROXY_BYTES = 10 * 1024 * 1024;
export const PROXY_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 3;
/** Upstream fetches in flight in this process, from the first DNS query to the body's last byte. */
export const MAX_PROXY_IN_FLIGHT = 16;

export interface ProxyImageOptions {
  resolve?: HostResolver;
  fetch?: UpstreamFetcher;
  /** Which resolved addresses may be contacted. Only tests widen this (their servers are on loopback). */
  isAllowedAddress?: (address: string) => boolean;
  timeoutMs?: number;
  /** The in-flight cap (tests lower it). */
  maxInFlight?: number;
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
    throw refuse(PROXY_TEXT.invalidUrl);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refuse(PROXY_TEXT.httpOnly);
  if (url.username || url.password) throw refuse(PROXY_TEXT.credentials);
  return url;
}

async function vet(url: URL, resolve: HostResolver, allowed: (address: string) => boolean, signal: AbortSignal): Promise<ResolvedAddress> {
  // A trailing dot names the same host ("localhost." is localhost).
  const host = url.hostname.replace(/^\[|\]$/g, "").replace(/\.+$/, "");
  // RFC 6761: localhost names never leave the machine, whatever a resolver says.
  if (host === "localhost" || host.endsWith(".localhost")) throw refuse(PROXY_TEXT.notAllowed);
  let addresses: ResolvedAddress[];
  const family = isIP(host);
  if (family) addresses = [{ address: host, family: family === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await Promise.race([resolve(host, signal), aborted(signal)]);
    } catch (error) {
      if (signal.aborted) throw error;
      throw upstreamFailed(PROXY_TEXT.hostNotFound);
    }
  }
  if (addresses.length === 0) throw upstreamFailed(PROXY_TEXT.hostNotFound);
  // Every answer must be public: a mixed answer is how a rebinding attack starts.
  if (!addresses.every(({ address }) => allowed(address))) throw refuse(PROXY_TEXT.notAllowed);
  return addresses[0];
}

/** Rejects when the signal fires, whether or not the resolver heeds it. */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

// On globalThis: one count per process, however the module is loaded.
const holder = globalThis as typeof globalThis & { __ecopackProxyInFlight?: { count: number } };
const inFlight = (holder.__ecopackProxyInFlight ??= { count: 0 });

/** A slot in the in-flight cap, or 503 with Retry-After when none is free. Release is idempotent. */
function takeSlot(cap: number): () => void {
  if (inFlight.count >= cap) throw serviceUnavailable(5, PROXY_TEXT.busy);
  inFlight.count++;
  let held = true;
  return () => {
    if (held) inFlight.count--;
    held = false;
  };
}

/**
 * The upstream body as a stream that counts bytes as they pass: nothing is buffered, and past
 * MAX_PROXY_BYTES the upstream is dropped and the answer cut off (its status was already sent).
 */
function countedBody(upstream: UpstreamResponse, done: () => void): ReadableStream<Uint8Array> {
  const iterator = upstream.body[Symbol.asyncIterator]();
  let size = 0;
  const finish = () => {
    upstream.cancel();
    done();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done: ended } = await iterator.next();
        if (ended) {
          finish();
          controller.close();
          return;
        }
        size += value.byteLength;
        if (size > MAX_PROXY_BYTES) throw new Error(PROXY_TEXT.tooLarge);
        controller.enqueue(value);
      } catch (error) {
        finish();
        controller.error(error);
      }
    },
    cancel() {
      finish();
    },
  });
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
    if (hop >= MAX_REDIRECTS) throw upstreamFailed(PROXY_TEXT.tooManyRedirects);
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw upstreamFailed(PROXY_TEXT.badRedirect);
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
 * for the connection), answer an image (not SVG) or a PDF, within 10 MB and 10 s. The body is
 * streamed through a byte counter; at most MAX_PROXY_IN_FLIGHT fetches run at once.
 * Throws HttpError 400 for a refused address, 502 for an upstream failure, 503 when busy.
 */
export async function proxyImage(raw: string | null, request: Request, options: ProxyImageOptions = {}): Promise<Response> {
  const address = (raw ?? "").trim();
  if (!address) throw refuse(PROXY_TEXT.urlRequired);
  const own = ownUpload(address, request);
  if (own) return serveUpload(own, request);
  if (address.startsWith("/")) throw refuse(PROXY_TEXT.httpOnly);

  const settings: Required<ProxyImageOptions> = {
    resolve: options.resolve ?? systemResolver,
    fetch: options.fetch ?? pinnedFetcher,
    isAllowedAddress: options.isAllowedAddress ?? isPublicAddress,
    timeoutMs: options.timeoutMs ?? PROXY_TIMEOUT_MS,
    maxInFlight: options.maxInFlight ?? MAX_PROXY_IN_FLIGHT,
  };
  const target = parseTarget(address);
  const release = takeSlot(settings.maxInFlight);
  const signal = AbortSignal.timeout(settings.timeoutMs);
  try {
    const upstream = await fetchVetted(target, settings, signal);
    const refuse502 = (message: string) => {
      upstream.cancel();
      return upstreamFailed(message);
    };
    if (upstream.status < 200 || upstream.status > 299) throw refuse502(PROXY_TEXT.upstreamStatus(upstream.status));
    const type = allowedType(upstream.headers.get("content-type"));
    if (!type) throw refuse502(PROXY_TEXT.notImage);
    const declared = upstream.headers.get("content-length");
    if (Number(declared ?? 0) > MAX_PROXY_BYTES) throw refuse502(PROXY_TEXT.tooLarge);
    const headers = new Headers({
      "Content-Type": type,
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    });
    if (declared && /^\d+$/.test(declared)) headers.set("Content-Length", declared);
    // A PDF is saved, never opened in this site's origin (a viewer cannot be sandboxed, and a
    // PDF can carry script); an image opened directly may run nothing.
    if (type === "application/pdf") headers.set("Content-Disposition", "attachment");
    else headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (request.method === "HEAD") {
      upstream.cancel();
      release();
      return new Response(null, { status: 200, headers });
    }
    // A reader that stalls past the time limit gives its slot back all the same.
    signal.addEventListener("abort", release, { once: true });
    return new Response(countedBody(upstream, release), { status: 200, headers });
  } catch (error) {
    release();
    if (error instanceof HttpError) throw error;
    if (isAbort(error) || signal.aborted) throw upstreamFailed(PROXY_TEXT.timedOut);
    throw upstreamFailed(PROXY_TEXT.unreachable);
  }
}
