/**
 * The Content-Security-Policy of a page. A page rendered for one request runs only scripts with
 * its nonce, and what those scripts load ('strict-dynamic'): an injected script tag has no nonce
 * and never runs. A page kept by the response cache is sent to many visitors, so a nonce would be
 * known to all of them: it allows its own inline scripts by their sha256 instead, and external
 * scripts from this origin ('self', which 'strict-dynamic' would void). The public pages also
 * allow exactly the two services they embed: the language selector's translation service
 * (loaded on demand) and the contact page's map.
 */
const TRANSLATION = {
  script: ["https://translate.google.com", "https://translate.googleapis.com"],
  style: ["https://www.gstatic.com"],
  image: ["https://www.gstatic.com", "https://translate.google.com", "https://translate.googleapis.com"],
  connect: ["https://translate.googleapis.com", "https://translate-pa.googleapis.com"],
  frame: ["https://translate.google.com"],
};
const MAP_EMBED = ["https://www.google.com"];

export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

export interface PolicyOptions {
  /** A fresh nonce per render, or the sha256 sources (`sha256-…`) of a kept page's inline scripts. */
  scripts: ScriptSources;
  /** The public site (translation and map); false for the back office. */
  publicSite: boolean;
  /** Development: React's dev tools and hot reload need eval. */
  development?: boolean;
}

function scriptSources(scripts: ScriptSources): string[] {
  return "nonce" in scripts ? [`'nonce-${scripts.nonce}'`, "'strict-dynamic'"] : scripts.hashes.map((hash) => `'${hash}'`);
}

export function contentSecurityPolicy({ scripts, publicSite, development = false }: PolicyOptions): string {
  const extra = (hosts: string[]) => (publicSite ? hosts : []);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // With a nonce, host sources are for browsers without 'strict-dynamic'; newer ones ignore them.
    "script-src": ["'self'", ...scriptSources(scripts), ...extra(TRANSLATION.script), ...(development ? ["'unsafe-eval'"] : [])],
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
