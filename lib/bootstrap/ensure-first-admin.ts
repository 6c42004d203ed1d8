import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import type { Db } from "@/lib/db";

export const BCRYPT_COST = 12;

/**
 * Creates the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL when
 * none exists. Without ADMIN_PASSWORD a random one is generated and printed once.
 */
export async function ensureFirstAdmin(prisma: Db, env: Readonly<Record<string, string | undefined>> = process.env, log = console.log): Promise<boolean> {
  if ((await prisma.admin.count()) > 0) return false;
  const username = env.ADMIN_USERNAME?.trim() || "admin";
  const email = env.ADMIN_EMAIL?.trim() || "admin@example.com";
  const given = env.ADMIN_PASSWORD;
  const password = given || randomBytes(12).toString("base64url");
  const password_hash = await bcrypt.hash(password, BCRYPT_COST);
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
