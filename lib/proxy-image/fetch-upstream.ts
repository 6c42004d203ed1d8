import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { ResolvedAddress } from "./resolve-host";

export interface UpstreamRequest {
  url: URL;
  /** The vetted address to connect to, whatever DNS says by then. */
  target: ResolvedAddress;
  signal: AbortSignal;
}

export interface UpstreamResponse {
  status: number;
  headers: Headers;
  body: AsyncIterable<Uint8Array>;
  /** Stops reading and closes the connection. */
  cancel(): void;
}

/** One GET without following redirects. Injectable so tests need no network. */
export type UpstreamFetcher = (request: UpstreamRequest) => Promise<UpstreamResponse>;

const REQUEST_HEADERS = {
  "User-Agent": "EcoPack-ImageProxy/1.0",
  Accept: "image/avif,image/webp,image/*,application/pdf;q=0.9",
};

function toHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * GET over http(s) connected to the address that was vetted, not to a fresh DNS answer: a
 * host cannot pass the check with a public address and then rebind to a private one. The URL's
 * host name still goes in the Host header and in TLS (SNI and certificate check).
 */
export const pinnedFetcher: UpstreamFetcher = ({ url, target, signal }) =>
  new Promise((resolve, reject) => {
    const lookupPinned = ((_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    }) as LookupFunction;
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, { method: "GET", headers: REQUEST_HEADERS, signal, lookup: lookupPinned, agent: false }, (response) =>
      resolve({ status: response.statusCode ?? 0, headers: toHeaders(response.headers), body: response, cancel: () => response.destroy() }),
    );
    request.on("error", reject);
    request.end();
  });
