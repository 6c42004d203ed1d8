import { randomBytes } from "node:crypto";
import { firstPasswordFile } from "@/lib/auth/first-password-file";
import { hashPassword } from "@/lib/auth/password-hash";
import type { Db } from "@/lib/db";
import { prismaErrorKind } from "@/lib/db/prisma-error-kind";
import { config } from "@/lib/config/config";
import type { Config } from "@/lib/config/config-schema";
import { logger } from "@/lib/log/logger";
import { assertStrongAdminPassword } from "@/lib/config/admin-password-rule";

/**
 * Creates the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL when
 * none exists. Without ADMIN_PASSWORD a random one is generated into a file readable by the
 * owner only (its path is logged, never the password), and must be changed at first sign-in.
 */
export async function ensureFirstAdmin(
  prisma: Db,
  first: Config["firstAdmin"] = config().firstAdmin,
  log = (line: string) => logger().info(line),
  dataDir = config().dataDir,
): Promise<boolean> {
  const { username, email, password: given } = first;
  assertStrongAdminPassword(given);
  if ((await prisma.admin.count()) > 0) return false;
  const password = given || randomBytes(18).toString("base64url");
  const password_hash = await hashPassword(password);
  const file = given ? null : await firstPasswordFile.prepare(password, dataDir);
  try {
    await prisma.admin.create({ data: { username, email, password_hash, must_change_password: !given } });
  } catch (error) {
    await file?.discard();
    // Another process created it first (two instances starting at once).
    if (prismaErrorKind(error) === "unique") return false;
    throw error;
  }
  if (!file) log(`[setup] Created administrator "${username}" with the password from ADMIN_PASSWORD.`);
  else {
    const where = await file.keep();
    log(`[setup] Created administrator "${username}" with a generated password, written to ${where} (readable by this user only).`);
    log("[setup] Sign in at /admin and change it under Change password: until then the back office refuses every other call, and the file is deleted once it is changed.");
  }
  return true;
}
