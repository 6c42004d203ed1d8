import { createHash } from "node:crypto";
import { contentSecurityPolicy } from "@/lib/http/content-security-policy";

// Raw text up to the first end tag, as an HTML parser reads a script element.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const NONCE_SOURCE = /'nonce-([^']+)'/;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;

function nonceOf(attributes: string): string | undefined {
  return /\snonce\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)?.slice(1).find((value) => value !== undefined);
}

/**
 * The sha256 sources of the inline scripts a render stamped with its own nonce. The body is read
 * as latin1 so each character is one byte: the hash covers the script's exact UTF-8 bytes.
 * Scripts without that nonce (data blocks, anything injected) are left out and stay blocked.
 */
export function inlineScriptHashes(body: Buffer, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of body.toString("latin1").matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes) || nonceOf(attributes) !== nonce) continue;
    hashes.add(`sha256-${createHash("sha256").update(Buffer.from(text, "latin1")).digest("base64")}`);
  }
  return [...hashes];
}

/**
 * The policy a kept answer is sent with: a kept answer reaches many visitors, so the nonce of
 * the render that filled it is replaced by the hashes of the inline scripts that carried it.
 * An answer without a nonce-based policy keeps what it has.
 */
export function keptPagePolicy(policy: string | undefined, body: Buffer): string | undefined {
  const nonce = policy && NONCE_SOURCE.exec(policy)?.[1];
  if (!policy || !nonce) return policy;
  // Only public addresses are ever kept (tests/page-cache/cacheable-routes.test.ts).
  return contentSecurityPolicy({ scripts: { hashes: inlineScriptHashes(body, nonce) }, publicSite: true });
}
