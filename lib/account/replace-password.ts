import { db } from "@/lib/db";
import type { AuthClient } from "@/lib/auth/auth-client";
import { sendPasswordChangedMail } from "./auth-mail";
import { firstPasswordFile } from "@/lib/auth/first-password-file";
import { runInBackground } from "@/lib/server/background-tasks";
import { hashPassword } from "@/lib/auth/password-hash";
import type { PublicAdmin } from "@/lib/auth/public-admin";
import { recordAuthEvent } from "@/lib/auth/record-auth-event";

/**
 * Stores a new password and bumps token_version, which voids every token issued before; pending
 * reset codes die with the old password, and so does the file of a generated first password.
 * The administrator is told by mail.
 */
export async function replacePassword(admin: PublicAdmin, newPassword: string, how: "changed" | "reset", client: AuthClient): Promise<void> {
  const prisma = await db();
  const password_hash = await hashPassword(newPassword);
  await prisma.$transaction([
    prisma.admin.update({ where: { id: admin.id }, data: { password_hash, token_version: { increment: 1 }, must_change_password: false }, select: { id: true } }),
    prisma.passwordResetOtp.deleteMany({ where: { admin_id: admin.id } }),
  ]);
  await firstPasswordFile.remove();
  await recordAuthEvent({ action: how === "changed" ? "change_password" : "otp_reset", username: admin.username, outcome: "success" }, client);
  runInBackground("password change mail", () => sendPasswordChangedMail(admin, how, client));
}
