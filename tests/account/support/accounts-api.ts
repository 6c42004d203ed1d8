// Calls of the account routes through their real handlers, as an owner or an editor made in the
// test database, and the invite link read from the mail the invite wrote to the outbox.
import { expect } from "vitest";
import { issueAdminToken } from "@/lib/auth/admin-token";
import { hashPassword } from "@/lib/auth/password-hash";
import { db } from "@/lib/db";
import { backgroundTasksSettled } from "@/lib/server/background-tasks";
import { GET as listRoute, POST as inviteRoute } from "@/app/api/admin/accounts/route";
import { DELETE as deleteRoute, PATCH as changeRoute } from "@/app/api/admin/accounts/[id]/route";
import { POST as acceptRoute } from "@/app/api/admin/invite/accept/route";
import { GET as meRoute } from "@/app/api/admin/me/route";
import { readable, readOutbox } from "../../mail/support/mail-capture";
import { call, type Answer } from "../../content/fixtures";

export const bearer = (token: string) => `Bearer ${token}`;
const from = (address = "203.0.113.9") => ({ "x-ecopack-client-address": address, "user-agent": "vitest" });

let made = 0;

/** An account made straight in the database, with a token of its own. */
export async function makeAccount(role: "owner" | "editor", extra: { disabled?: boolean; password?: string } = {}) {
  const prisma = await db();
  made += 1;
  const admin = await prisma.admin.create({
    data: { username: `${role}-${made}`, email: `${role}-${made}@ecopack.test`, role, disabled: extra.disabled ?? false, password_hash: extra.password ? await hashPassword(extra.password) : "x" },
    select: { id: true, username: true, token_version: true },
  });
  return { ...admin, token: await issueAdminToken(admin, { ip: "203.0.113.9", userAgent: "vitest" }) };
}

export const accountsApi = {
  me: (token: string) => call(meRoute, { auth: bearer(token), headers: from() }),
  list: (token: string) => call(listRoute, { auth: bearer(token), headers: from() }),
  invite: (token: string, json: unknown) => call(inviteRoute, { auth: bearer(token), json, headers: from() }),
  change: (token: string, id: number | string, json: unknown) => call(changeRoute, { method: "PATCH", auth: bearer(token), params: { id: String(id) }, json, headers: from() }),
  remove: (token: string, id: number | string) => call(deleteRoute, { method: "DELETE", auth: bearer(token), params: { id: String(id) }, headers: from() }),
  accept: (json: unknown, address?: string) => call(acceptRoute, { json, headers: from(address) }),
};

/** The token of the newest invite mail to `email` (the link's `token=` value). */
export async function inviteTokenFor(email: string): Promise<string> {
  await backgroundTasksSettled();
  const mail = readOutbox()
    .map((entry) => readable(entry.raw))
    .reverse()
    .find((raw) => raw.includes(`To: ${email}`) && raw.includes("Subject: Your invitation to the admin panel"));
  expect(mail, `an invite mail to ${email}`).toBeDefined();
  const token = /\/admin\/invite\?token=([A-Za-z0-9_-]+)/.exec(mail!)?.[1];
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token!;
}

export type { Answer };
