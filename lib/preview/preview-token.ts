import "server-only";
import { hkdf } from "node:crypto";
import { promisify } from "node:util";
import { errors, jwtVerify, SignJWT } from "jose";
import { signingKey } from "@/lib/auth/signing-key";

/** How long a preview link (and the preview session it opens) lasts. */
export const PREVIEW_TTL_SECONDS = 10 * 60;

// Its own issuer, audience and key: an admin token is never a preview token, nor the reverse.
const ISSUER = "ecopack-preview";
const AUDIENCE = "ecopack-preview";
const KEY_PURPOSE = "ecopack preview link v1";

const derive = promisify(hkdf);
const holder = globalThis as typeof globalThis & { __ecopackPreviewKey?: Promise<Uint8Array> };

/** The preview key, derived from the signing key (HKDF-SHA256) so no second secret has to be kept. */
function previewKey(): Promise<Uint8Array> {
  holder.__ecopackPreviewKey ??= signingKey()
    .then(async (key) => new Uint8Array(await derive("sha256", key, new Uint8Array(0), KEY_PURPOSE, 32)))
    .catch((error: unknown) => {
      holder.__ecopackPreviewKey = undefined;
      throw error;
    });
  return holder.__ecopackPreviewKey;
}

export interface PreviewClaims {
  /** The public page the link opens: a path with its query, checked when the link was made. */
  path: string;
  expiresAt: Date;
}

/** A signed link token for `path`, valid PREVIEW_TTL_SECONDS; `adminId` says who asked (for logs). */
export async function issuePreviewToken(path: string, adminId: number): Promise<string> {
  return new SignJWT({ path })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(adminId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${PREVIEW_TTL_SECONDS}s`)
    .sign(await previewKey());
}

export type PreviewVerdict = { ok: true; claims: PreviewClaims } | { ok: false; reason: "invalid" | "expired" };

/** Checks signature, algorithm, issuer, audience and expiry; says why a token is refused. */
export async function verifyPreviewToken(token: string): Promise<PreviewVerdict> {
  try {
    const { payload } = await jwtVerify(token, await previewKey(), { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE, requiredClaims: ["exp", "iat", "sub"] });
    if (typeof payload.path !== "string" || !payload.exp) return { ok: false, reason: "invalid" };
    return { ok: true, claims: { path: payload.path, expiresAt: new Date(payload.exp * 1000) } };
  } catch (error) {
    // Only a token that is otherwise sound is called expired: jose checks the signature first.
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}
