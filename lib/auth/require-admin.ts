import "server-only";
import { db } from "@/lib/db";
import { forbidden, unauthorized } from "@/lib/http/http-error";
import { ACCOUNT_TEXT } from "./auth-texts";
import { readAdminToken, type AdminClaims } from "./admin-token";
import { touchSession } from "./touch-session";
import { twoFactorRequiredForAll } from "./two-factor-policy";
import { TWO_FACTOR_TEXT } from "./two-factor-texts";

/** `owner` does everything; `editor` content, drafts, trash and leads (contract §8). */
export type AdminRole = "owner" | "editor";

export interface AdminSession {
  admin: { id: number; username: string; email: string; role: AdminRole };
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
 * The guard every protected handler goes through: a valid, unexpired token whose session is
 * live and whose version matches the administrator's current one, on an account that is not
 * disabled. Throws 401 otherwise, and 403
 * `password_change_required` while the account still has its generated first password (unless
 * the call is one that must work then, such as logging out), and 403 `two_factor_setup_required`
 * while two factors are required for every account and this one has none (unless the call is
 * one of their set-up's, or logging out).
 */
export async function requireAdmin(
  request: Request,
  bodyToken?: unknown,
  options: { beforePasswordChange?: boolean; beforeTwoFactorSetup?: boolean } = {},
): Promise<AdminSession> {
  const token = tokenFrom(request, bodyToken);
  if (!token) throw unauthorized(ACCOUNT_TEXT.loginRequired);
  const claims = await readAdminToken(token);
  if (!claims) throw unauthorized();
  const prisma = await db();
  // Lookups side by side: the session row is what logging out (or ending a session) ends.
  const [admin, session, twoFactorForAll] = await Promise.all([
    prisma.admin.findUnique({
      where: { id: claims.adminId },
      select: { id: true, username: true, email: true, token_version: true, must_change_password: true, role: true, disabled: true, two_factor: { select: { enabled_at: true } } },
    }),
    prisma.adminSession.findUnique({ where: { id: claims.sessionId }, select: { admin_id: true, ended_at: true, expires_at: true, last_seen_at: true } }),
    options.beforeTwoFactorSetup ? false : twoFactorRequiredForAll(),
  ]);
  if (!admin || admin.disabled || admin.token_version !== claims.version) throw unauthorized();
  if (!session || session.admin_id !== admin.id || session.ended_at || session.expires_at.getTime() <= Date.now()) throw unauthorized();
  touchSession(claims.sessionId, session.last_seen_at);
  if (admin.must_change_password && !options.beforePasswordChange) throw forbidden(ACCOUNT_TEXT.passwordChangeRequired, "password_change_required");
  if (twoFactorForAll && !admin.two_factor?.enabled_at) throw forbidden(TWO_FACTOR_TEXT.setupRequired, "two_factor_setup_required");
  return { admin: { id: admin.id, username: admin.username, email: admin.email, role: admin.role }, claims, token };
}
