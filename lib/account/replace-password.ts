import { db } from "@/lib/db";
import type { AuthClient } from "@/lib/auth/auth-client";
import { sendPasswordChangedMail } from "./auth-mail";
import { firstPasswordFile } from "@/lib/auth/first-password-file";
import { runInBackground } from "@/lib/server/background-tasks";
import { liveSessionsOf } from "@/lib/auth/end-sessions";
import { hashPassword } from "@/lib/auth/password-hash";
import type { PublicAdmin } from "@/lib/auth/public-admin";
import { recordActivity } from "@/lib/activity/record-activity";

/**
 * Stores a new password, bumps token_version and ends every session, which voids every token
 * issued before (the sessions screen shows none of them live any more); pending
 * reset codes die with the old password, and so does the file of a generated first password.
 * The administrator is told by mail.
 */
export async function replacePassword(admin: PublicAdmin, newPassword: string, how: "changed" | "reset", client: AuthClient): Promise<void> {
  const prisma = await db();
  const password_hash = await hashPassword(newPassword);
  await prisma.$transaction([
    prisma.admin.update({ where: { id: admin.id }, data: { password_hash, token_version: { increment: 1 }, must_change_password: false }, select: { id: true } }),
    prisma.passwordResetOtp.deleteMany({ where: { admin_id: admin.id } }),
    recordActivity(prisma, { actor: { id: admin.id, username: admin.username, address: client.ip }, action: how === "changed" ? "password_change" : "password_reset" }),
    prisma.adminSession.updateMany({ where: liveSessionsOf(admin.id), data: { ended_at: new Date() } }),
  ]);
  await firstPasswordFile.remove();
  runInBackground("password change mail", () => sendPasswordChangedMail(admin, how, client));
}
