import type { ProxyTrust } from "@/lib/config/proxy-trust";

/**
 * The header the start-up server sets to the connection's own address (after stripping any
 * copy a client sent), so rate limits can never be escaped with a forged X-Forwarded-For.
 */
export const CLIENT_ADDRESS_HEADER = "x-ecopack-client-address";

// Process-wide rather than module state: the route handlers are bundled apart from server.ts.
const VOUCHED = Symbol.for("ecopack.client-address.vouched");
type Flagged = typeof globalThis & { [VOUCHED]?: boolean };

/**
 * Called by the start-up server, which overwrites the header on every request. Without it (an
 * app started with `next start`) the header can only have come from the client: it is ignored.
 */
export function vouchForClientAddresses(vouched = true): void {
  (globalThis as Flagged)[VOUCHED] = vouched;
}

export function clientAddress(request: Request): string {
  if ((globalThis as Flagged)[VOUCHED] !== true) return "unknown";
  return request.headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}

/**
 * Decides the client address from the socket and X-Forwarded-For: each of the `trust.hops`
 * proxies in front adds one entry from the right, and an entry is believed only when the peer
 * that sent it (the socket, then each believed proxy) is in TRUST_PROXY_FROM.
 */
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trust: ProxyTrust): string {
  const own = normalise(socketAddress ?? "unknown");
  if (trust.hops <= 0 || !forwardedFor) return own;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the chain is not what the configuration says.
  if (hops.length < trust.hops) return own;
  let address = own;
  for (let step = 1; step <= trust.hops; step++) {
    if (!trust.trusts(address)) return address;
    address = normalise(hops[hops.length - step]!);
  }
  return address;
}

/**
 * Whether the connection comes from one of the proxies in front, so the headers it adds (a
 * request id) may be believed. With TRUST_PROXY at 0 no peer is one.
 */
export function fromTrustedProxy(socketAddress: string | undefined, trust: ProxyTrust): boolean {
  return trust.hops > 0 && socketAddress !== undefined && trust.trusts(normalise(socketAddress));
}

function normalise(address: string): string {
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}
