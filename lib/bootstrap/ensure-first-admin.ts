import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/auth/password-hash";
import type { Db } from "@/lib/db";
import { COMMON_PASSWORDS } from "./common-passwords";

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/**
 * Refuses a weak ADMIN_PASSWORD whenever it is set, with a message naming the variable: the
 * first administrator would sign in with it, and it is often copied from an example.
 */
export function assertStrongAdminPassword(password: string | undefined): void {
  if (!password) return;
  if ([...password].length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD is too short: use at least ${MIN_ADMIN_PASSWORD_LENGTH} characters (a few random words work well), or leave it unset to have one generated.`);
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw new Error("ADMIN_PASSWORD is one of the commonest passwords: choose another (a few random words work well), or leave it unset to have one generated.");
  }
}

/**
 * Creates the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL when
 * none exists. Without ADMIN_PASSWORD a random one is generated and printed once.
 */
export async function ensureFirstAdmin(prisma: Db, env: Readonly<Record<string, string | undefined>> = process.env, log = console.log): Promise<boolean> {
  const given = env.ADMIN_PASSWORD;
  assertStrongAdminPassword(given);
  if ((await prisma.admin.count()) > 0) return false;
  const username = env.ADMIN_USERNAME?.trim() || "admin";
  const email = env.ADMIN_EMAIL?.trim() || "admin@example.com";
  const password = given || randomBytes(12).toString("base64url");
  const password_hash = await hashPassword(password);
  try {
    await prisma.admin.create({ data: { username, email, password_hash } });
  } catch (error) {
    // Another process created it first (two instances starting at once).
    if ((error as { code?: string }).code === "P2002") return false;
    throw error;
  }
  if (given) log(`[setup] Created administrator "${username}" with the password from ADMIN_PASSWORD.`);
  else log(`[setup] Created administrator "${username}" with the generated password: ${password}\n[setup] It is shown only once: sign in at /admin and change it.`);
  return true;
}
