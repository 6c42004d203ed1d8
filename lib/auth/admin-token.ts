import "server-only";
import { randomUUID } from "node:crypto";
import { SignJWT, decodeJwt, jwtVerify } from "jose";
import { config } from "@/lib/config/config";
import { db } from "@/lib/db";
import { parseId } from "@/lib/http/record-id";
import type { AuthClient } from "./auth-client";
import { signingKey } from "./signing-key";

const ISSUER = "ecopack-admin";
const AUDIENCE = "ecopack-admin";
// What PostgreSQL keeps of a User-Agent header: real ones are a few hundred characters.
const USER_AGENT_MAX = 512;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A session id as the tokens carry it (a uuid); anything else names no session. */
export function isSessionId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

export interface AdminClaims {
  adminId: number;
  /** The admin's token_version when issued: a password change bumps it and voids the token. */
  version: number;
  jti: string;
  /** The admin_sessions row this token belongs to (`sid`): ending it voids the token. */
  sessionId: string;
  expiresAt: Date;
}

/** Signs a token for a session that already exists (issueAdminToken makes both). */
export async function signAdminToken(claims: { adminId: number; version: number; sessionId: string }): Promise<string> {
  return new SignJWT({ ver: claims.version, sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.adminId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(config().jwtExpiresIn)
    .sign(await signingKey());
}

/**
 * Starts a session for the account and answers its token: every sign-in goes through here, so
 * every token has a row the server can end (contract §8). The row expires with the token.
 */
export async function issueAdminToken(admin: { id: number; token_version: number }, client: AuthClient): Promise<string> {
  const sessionId = randomUUID();
  const token = await signAdminToken({ adminId: admin.id, version: admin.token_version, sessionId });
  const expiresAt = new Date(decodeJwt(token).exp! * 1000);
  const prisma = await db();
  await prisma.adminSession.create({
    data: { id: sessionId, admin_id: admin.id, address: client.ip, user_agent: client.userAgent.slice(0, USER_AGENT_MAX), expires_at: expiresAt },
    select: { id: true },
  });
  return token;
}

/** Verifies signature, algorithm, issuer, audience and expiry; null when any is wrong or the session id is missing. */
export async function readAdminToken(token: string): Promise<AdminClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ["sub", "jti", "exp", "iat", "sid"],
    });
    const adminId = parseId(payload.sub);
    const sessionId = payload.sid;
    if (adminId === null || typeof payload.ver !== "number" || !payload.jti || !payload.exp) return null;
    if (!isSessionId(sessionId)) return null;
    return { adminId, version: payload.ver, jti: payload.jti, sessionId, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}
