/**
 * The Content-Security-Policy of a page. Scripts run only with the page's nonce, and what those
 * scripts load ('strict-dynamic'): an injected script tag has no nonce and never runs. The public
 * pages also allow exactly the two services they embed: the language selector's translation
 * service (loaded on demand) and the contact page's map.
 */
const TRANSLATION = {
  script: ["https://translate.google.com", "https://translate.googleapis.com"],
  style: ["https://www.gstatic.com"],
  image: ["https://www.gstatic.com", "https://translate.google.com", "https://translate.googleapis.com"],
  connect: ["https://translate.googleapis.com", "https://translate-pa.googleapis.com"],
  frame: ["https://translate.google.com"],
};
const MAP_EMBED = ["https://www.google.com"];

export interface PolicyOptions {
  nonce: string;
  /** The public site (translation and map); false for the back office. */
  publicSite: boolean;
  /** Development: React's dev tools and hot reload need eval. */
  development?: boolean;
}

export function contentSecurityPolicy({ nonce, publicSite, development = false }: PolicyOptions): string {
  const extra = (hosts: string[]) => (publicSite ? hosts : []);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Host sources are for browsers without 'strict-dynamic'; newer ones ignore them.
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...extra(TRANSLATION.script), ...(development ? ["'unsafe-eval'"] : [])],
    // Style attributes (positions, animation delays) can not carry a nonce.
    "style-src": ["'self'", "'unsafe-inline'", ...extra(TRANSLATION.style)],
    "img-src": ["'self'", "data:", "blob:", ...extra(TRANSLATION.image)],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...extra(TRANSLATION.connect), ...(development ? ["ws:"] : [])],
    "frame-src": publicSite ? [...MAP_EMBED, ...TRANSLATION.frame] : ["'none'"],
    "media-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
