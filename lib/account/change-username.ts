import { db } from "@/lib/db";
import { prismaErrorKind } from "@/lib/db/prisma-error-kind";
import { conflict, invalidFields } from "@/lib/http/http-error";
import { ACCOUNT_TEXT } from "@/lib/auth/auth-texts";
import type { AuthClient } from "@/lib/auth/auth-client";
import { sendUsernameChangedMail } from "./auth-mail";
import { runInBackground } from "@/lib/server/background-tasks";
import { publicAdmin, type PublicAdmin } from "@/lib/auth/public-admin";
import { recordAuthEvent } from "@/lib/auth/record-auth-event";
import { recordActivity } from "@/lib/activity/record-activity";

/** Renames the signed-in administrator. Tokens stay valid: they name the account by id. */
export async function changeUsername(current: PublicAdmin, newUsername: string, client: AuthClient): Promise<PublicAdmin> {
  if (newUsername === current.username) throw invalidFields({ newUsername: ACCOUNT_TEXT.sameUsername });
  const prisma = await db();
  let renamed: PublicAdmin;
  try {
    // The entry names the account by its new name, and the old one in its details.
    [renamed] = await prisma.$transaction([
      prisma.admin.update({ where: { id: current.id }, data: { username: newUsername }, select: { id: true, username: true, email: true } }),
      recordActivity(prisma, { actor: { id: current.id, username: newUsername, address: client.ip }, action: "username_change", details: { from: current.username } }),
    ]);
  } catch (error) {
    if (prismaErrorKind(error) !== "unique") throw error;
    await recordAuthEvent({ action: "change_username", username: `${current.username} -> ${newUsername}`, outcome: "taken" }, client);
    throw conflict(ACCOUNT_TEXT.usernameTaken);
  }
  runInBackground("username change mail", () => sendUsernameChangedMail(renamed, current.username, client));
  return publicAdmin(renamed);
}
