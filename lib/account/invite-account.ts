import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { prismaErrorKind } from "@/lib/db/prisma-error-kind";
import { conflict, HttpError } from "@/lib/http/http-error";
import { hashPassword } from "@/lib/auth/password-hash";
import type { AdminRole } from "@/lib/auth/require-admin";
import { logger } from "@/lib/log/logger";
import { recordActivity, type AccountActor } from "@/lib/activity/record-activity";
import { sendInviteMail } from "./account-mail";
import { ACCOUNT_SELECT, accountRow, type AccountRow } from "./account-row";
import { ACCOUNT } from "./account-texts";
import { hashInviteToken, INVITE_TTL_MS, newInviteToken } from "./invite-token";

/**
 * Creates an account with no usable password and mails it a one-time link to set one. The mail
 * is awaited: when it cannot go, the account is removed again and the owner told (502), so no
 * account is left that nobody can ever open.
 */
export async function inviteAccount(input: { username: string; email: string; role: AdminRole }, invitedBy: AccountActor): Promise<AccountRow> {
  const prisma = await db();
  const token = newInviteToken();
  // The hash of 256 random bits nobody keeps: no password matches it until the invite is used.
  const password_hash = await hashPassword(randomBytes(32).toString("hex"));
  let created;
  try {
    created = await prisma.admin.create({
      data: { ...input, password_hash, invites: { create: { token_hash: hashInviteToken(token), expires_at: new Date(Date.now() + INVITE_TTL_MS) } } },
      select: ACCOUNT_SELECT,
    });
  } catch (error) {
    if (prismaErrorKind(error) === "unique") throw conflict(ACCOUNT.usernameTaken);
    throw error;
  }
  try {
    await sendInviteMail(created, token, invitedBy.username);
  } catch (error) {
    logger().error(`[accounts] invite mail to account ${created.id} failed: ${error instanceof Error ? error.message : String(error)}`);
    await prisma.admin.delete({ where: { id: created.id }, select: { id: true } });
    throw new HttpError(502, ACCOUNT.inviteMailFailed);
  }
  await recordActivity(prisma, { actor: invitedBy, action: "account_invite", details: { account: created.username, role: input.role } });
  return accountRow(created);
}
