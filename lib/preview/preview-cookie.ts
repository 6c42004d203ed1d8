/** The cookie a preview link sets: the link's own signed token, expiring with it. */
export const PREVIEW_COOKIE = "preview_session";

// `name=` at the start of the header or after a `;`: the cheap test every request may pay.
const COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${PREVIEW_COOKIE}=([^;]*)`);

/**
 * Whether a Cookie header carries a preview session at all: a string search, no verification,
 * so requests without one (every ordinary visit) cost nothing more.
 */
export function carriesPreviewCookie(header: string | null | undefined): boolean {
  return typeof header === "string" && header.includes(`${PREVIEW_COOKIE}=`) && COOKIE_PATTERN.test(header);
}

/** The preview token a Cookie header carries, or null. */
export function previewTokenIn(header: string | null | undefined): string | null {
  if (!carriesPreviewCookie(header)) return null;
  const value = COOKIE_PATTERN.exec(header!)?.[1]?.trim();
  return value ? value : null;
}

interface CookieOptions {
  secure: boolean;
}

/** Set-Cookie for a session holding `token` until `expiresAt`: httpOnly, SameSite=Lax, Secure over https. */
export function previewCookie(token: string, expiresAt: Date, { secure }: CookieOptions, now = Date.now()): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000));
  return [`${PREVIEW_COOKIE}=${token}`, "Path=/", `Max-Age=${maxAge}`, `Expires=${expiresAt.toUTCString()}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}

/** Set-Cookie that removes the session. */
export function clearedPreviewCookie({ secure }: CookieOptions): string {
  return [`${PREVIEW_COOKIE}=`, "Path=/", "Max-Age=0", "Expires=Thu, 01 Jan 1970 00:00:00 GMT", "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}
