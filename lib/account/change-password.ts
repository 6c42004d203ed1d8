import type { AuthClient } from "@/lib/auth/auth-client";
import { replacePassword } from "./replace-password";
import { verifyCredentials } from "@/lib/auth/verify-credentials";

/** Public: the old password is the proof (same failure budget as login). */
export async function changePassword(input: { username: string; oldPassword: string; newPassword: string }, client: AuthClient): Promise<void> {
  const admin = await verifyCredentials("change_password", input.username, input.oldPassword, client);
  await replacePassword(admin, input.newPassword, "changed", client);
}
