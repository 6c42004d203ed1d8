import { z } from "zod";
import { EMAIL_ADDRESS } from "@/lib/config/address-patterns";
import { newPassword } from "@/lib/auth/auth-schemas";
import { ACCOUNT_TEXT } from "@/lib/auth/auth-texts";
import { ACCOUNT } from "./account-texts";

// Request bodies of the account calls (contract §8). A username follows change-username's rule,
// so an invited account can later be renamed under the same rule.

export const ROLES = ["owner", "editor"] as const;

const role = z.enum(ROLES, { error: ACCOUNT.roleInvalid });

const username = z
  .string({ error: ACCOUNT_TEXT.usernameRequired })
  .trim()
  .min(1, ACCOUNT_TEXT.usernameRequired)
  .max(50, ACCOUNT_TEXT.newUsernameTooLong)
  .regex(/^[\p{L}\p{N}._@-]+$/u, ACCOUNT_TEXT.usernameCharacters);

const email = z.string({ error: ACCOUNT.emailRequired }).trim().min(1, ACCOUNT.emailRequired).max(254, ACCOUNT.emailInvalid).regex(EMAIL_ADDRESS, ACCOUNT.emailInvalid);

export const inviteAccountBody = z.object({ username, email, role });

export const changeAccountBody = z
  .object({ role: role.optional(), disabled: z.boolean({ error: ACCOUNT.disabledInvalid }).optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, { error: ACCOUNT.nothingToChange, path: ["role"] });

export const acceptInviteBody = z.object({
  // A token is 43 base64url characters; anything much longer is not one.
  token: z.string({ error: ACCOUNT.tokenRequired }).trim().min(1, ACCOUNT.tokenRequired).max(200, ACCOUNT.inviteUnknown),
  password: newPassword,
});
