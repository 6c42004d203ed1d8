import type { AuthClient } from "./auth-client";
import { replacePassword } from "./replace-password";
import { verifyCredentials } from "./verify-credentials";

/** Public: the old password is the proof (same failure budget as login). */
export async function changePassword(input: { username: string; oldPassword: string; newPassword: string }, client: AuthClient): Promise<void> {
  const admin = await verifyCredentials("change_password", input.username, input.oldPassword, client);
  await replacePassword(admin, input.newPassword, "changed", client);
}
