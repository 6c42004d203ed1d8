import { createHash, randomBytes } from "node:crypto";

/** An invite link works for a day (contract §8). */
export const INVITE_TTL_MS = 24 * 60 * 60 * 1000;

/** 256 random bits, URL-safe: the link's secret. */
export function newInviteToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this is stored: a random 256-bit token needs no slow hash, and a leaked table opens no link. */
export function hashInviteToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
