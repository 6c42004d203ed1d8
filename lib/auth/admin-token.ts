import "server-only";
import { randomUUID } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { config } from "@/lib/config/config";
import { parseId } from "@/lib/http/record-id";
import { signingKey } from "./signing-key";

const ISSUER = "ecopack-admin";
const AUDIENCE = "ecopack-admin";

export interface AdminClaims {
  adminId: number;
  /** The admin's token_version when issued: a password change bumps it and voids the token. */
  version: number;
  jti: string;
  expiresAt: Date;
}

export async function issueAdminToken(admin: { id: number; token_version: number }): Promise<string> {
  return new SignJWT({ ver: admin.token_version })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(admin.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(config().jwtExpiresIn)
    .sign(await signingKey());
}

/** Verifies signature, algorithm, issuer, audience and expiry; null when any is wrong. */
export async function readAdminToken(token: string): Promise<AdminClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ["sub", "jti", "exp", "iat"],
    });
    const adminId = parseId(payload.sub);
    if (adminId === null || typeof payload.ver !== "number" || !payload.jti || !payload.exp) return null;
    return { adminId, version: payload.ver, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}
