import "server-only";
import { db } from "@/lib/db";
import { forbidden, unauthorized } from "@/lib/http/http-error";
import { ACCOUNT_TEXT } from "./auth-texts";
import { readAdminToken, type AdminClaims } from "./admin-token";

export interface AdminSession {
  admin: { id: number; username: string; email: string };
  claims: AdminClaims;
  token: string;
}

/** The token from `Authorization: Bearer <t>`, a raw `Authorization: <t>`, or a body `token`. */
export function tokenFrom(request: Request, bodyToken?: unknown): string | null {
  const header = request.headers.get("authorization")?.trim();
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header);
    const token = (match ? match[1] : header).trim();
    if (token && token !== "null" && token !== "undefined") return token;
  }
  return typeof bodyToken === "string" && bodyToken.trim() ? bodyToken.trim() : null;
}

/**
 * The guard every protected handler goes through: a valid, unexpired, unrevoked token whose
 * version matches the administrator's current one. Throws 401 otherwise, and 403
 * `password_change_required` while the account still has its generated first password (unless
 * the call is one that must work then, such as logging out).
 */
export async function requireAdmin(request: Request, bodyToken?: unknown, options: { beforePasswordChange?: boolean } = {}): Promise<AdminSession> {
  const token = tokenFrom(request, bodyToken);
  if (!token) throw unauthorized(ACCOUNT_TEXT.loginRequired);
  const claims = await readAdminToken(token);
  if (!claims) throw unauthorized();
  const prisma = await db();
  const [admin, revoked] = await Promise.all([
    prisma.admin.findUnique({ where: { id: claims.adminId }, select: { id: true, username: true, email: true, token_version: true, must_change_password: true } }),
    prisma.revokedToken.findUnique({ where: { jti: claims.jti }, select: { jti: true } }),
  ]);
  if (!admin || revoked || admin.token_version !== claims.version) throw unauthorized();
  if (admin.must_change_password && !options.beforePasswordChange) throw forbidden(ACCOUNT_TEXT.passwordChangeRequired, "password_change_required");
  return { admin: { id: admin.id, username: admin.username, email: admin.email }, claims, token };
}
