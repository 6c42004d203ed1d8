/**
 * The header the start-up server sets to the connection's own address (after stripping any
 * copy a client sent), so rate limits can never be escaped with a forged X-Forwarded-For.
 */
export const CLIENT_ADDRESS_HEADER = "x-ecopack-client-address";

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}

/**
 * Decides the client address from the socket and, only when TRUST_PROXY says how many
 * reverse proxies stand in front, from that many hops of X-Forwarded-For from the right.
 */
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedProxies: number): string {
  const own = normalise(socketAddress ?? "unknown");
  if (trustedProxies <= 0 || !forwardedFor) return own;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  // The rightmost `trustedProxies` addresses were appended by our proxies; the one before
  // them is what the outermost proxy saw.
  const candidate = hops[hops.length - trustedProxies];
  return candidate ? normalise(candidate) : own;
}

function normalise(address: string): string {
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}
