/**
 * Whether a request for a path that is both a page and a JSON call (contract §1) wants the page:
 * a browser navigating (Accept includes text/html) or a client-side navigation, which asks for
 * the page's React payload with `RSC: 1` and `Accept: *\/*`.
 */
export function wantsPage(accept: string | null | undefined, rsc: string | null | undefined): boolean {
  return (accept ?? "").includes("text/html") || rsc != null;
}
