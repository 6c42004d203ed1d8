import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/auth/password-hash";
import type { Db } from "@/lib/db";
import { prismaErrorKind } from "@/lib/db/prisma-error-kind";
import { config } from "@/lib/config/config";
import type { Config } from "@/lib/config/config-schema";
import { logger } from "@/lib/log/logger";
import { assertStrongAdminPassword } from "./admin-password-rule";

/**
 * Creates the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL when
 * none exists. Without ADMIN_PASSWORD a random one is generated and printed once.
 */
export async function ensureFirstAdmin(
  prisma: Db,
  first: Config["firstAdmin"] = config().firstAdmin,
  log = (line: string) => logger().info(line),
): Promise<boolean> {
  const { username, email, password: given } = first;
  assertStrongAdminPassword(given);
  if ((await prisma.admin.count()) > 0) return false;
  const password = given || randomBytes(12).toString("base64url");
  const password_hash = await hashPassword(password);
  try {
    await prisma.admin.create({ data: { username, email, password_hash } });
  } catch (error) {
    // Another process created it first (two instances starting at once).
    if (prismaErrorKind(error) === "unique") return false;
    throw error;
  }
  if (given) log(`[setup] Created administrator "${username}" with the password from ADMIN_PASSWORD.`);
  else {
    // Two lines, so a JSON log keeps each readable.
    log(`[setup] Created administrator "${username}" with the generated password: ${password}`);
    log("[setup] It is shown only once: sign in at /admin and change it.");
  }
  return true;
}
