import { beforeAll, describe, expect, it } from "vitest";
import { backgroundTasksSettled } from "@/lib/server/background-tasks";
import { db } from "@/lib/db";
import { header, readable, readOutbox } from "../mail/support/mail-capture";
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_USERNAME, api, bearer, createAdmin, tokenFor } from "./support/auth-api";

const NEW_PASSWORD = "second-password-456";

beforeAll(createAdmin);

describe("POST /change-password", () => {
  it("validates before touching the password", async () => {
    const address = "192.0.2.10";
    const base = { username: ADMIN_USERNAME, oldPassword: ADMIN_PASSWORD };
    const cases: Array<[unknown, string]> = [
      [{}, "Username is required."],
      [{ username: ADMIN_USERNAME }, "Old password is required."],
      [{ ...base }, "New password is required."],
      [{ ...base, newPassword: "short" }, "New password must be at least 12 characters long."],
      [{ ...base, newPassword: "elevenchars" }, "New password must be at least 12 characters long."],
      [{ ...base, newPassword: "qwertyuiop123" }, "New password is one of the commonest passwords: choose another."],
      [{ ...base, newPassword: "x".repeat(73) }, "New password must be at most 72 characters long."],
      [{ ...base, newPassword: NEW_PASSWORD, confirmPassword: "something-else" }, "New password and confirm password do not match"],
      [{ ...base, newPassword: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD }, "New password must be different from the old password."],
    ];
    for (const [body, message] of cases) {
      const answer = await api.changePassword(body, { address });
      expect(answer.status, message).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message, error: message });
    }
    expect((await api.login({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, { address })).status).toBe(200);
  });

  it("refuses a wrong old password like a failed login, and changes nothing", async () => {
    const address = "192.0.2.11";
    const wrong = await api.changePassword({ username: ADMIN_USERNAME, oldPassword: "not-it-at-all", newPassword: NEW_PASSWORD }, { address });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, code: "unauthorized", message: "Invalid username or password.", error: "Invalid username or password." });
    const unknown = await api.changePassword({ username: "nobody", oldPassword: "not-it-at-all", newPassword: NEW_PASSWORD }, { address });
    expect(unknown.body).toEqual(wrong.body);
    expect((await api.login({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, { address })).status).toBe(200);
  });

  it("changes the password, revokes every earlier token and tells the administrator", async () => {
    const address = "192.0.2.12";
    const earlier = [await tokenFor(), await tokenFor()];
    const prisma = await db();
    const admin = await prisma.admin.findUniqueOrThrow({ where: { username: ADMIN_USERNAME } });
    await prisma.passwordResetOtp.create({ data: { admin_id: admin.id, code_hash: "0".repeat(64), expires_at: new Date(Date.now() + 60_000) } });
    const mailsBefore = readOutbox().length;

    const answer = await api.changePassword(
      { username: ADMIN_USERNAME, oldPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { address, headers: { "user-agent": "Browser <b>&</b>" } },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: "Password changed successfully" });

    for (const token of earlier) expect((await api.dashboard(bearer(token))).status).toBe(401);
    expect((await api.login({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, { address })).status).toBe(401);
    const fresh = await tokenFor(ADMIN_USERNAME, NEW_PASSWORD, address);
    expect((await api.dashboard(bearer(fresh))).status).toBe(200);

    // A pending reset code dies with the old password.
    expect(await prisma.passwordResetOtp.count({ where: { admin_id: admin.id } })).toBe(0);

    await backgroundTasksSettled();
    const mails = readOutbox().slice(mailsBefore);
    expect(mails).toHaveLength(1);
    const raw = readable(mails[0].raw);
    expect(header(raw, "To")).toBe(ADMIN_EMAIL);
    expect(header(raw, "Subject")).toBe("Your administrator password was changed");
    expect(header(raw, "From")).toMatch(/^"?EcoPack Compostables"? <no-reply@ecopack\.test>$/);
    expect(raw).toContain(address);
    // The browser name is the client's text: escaped in the HTML part.
    expect(raw).toContain("&lt;b&gt;&amp;&lt;/b&gt;");
    expect(raw).not.toMatch(/<td[^>]*><b>/);
    expect(raw).not.toContain(NEW_PASSWORD);

    // Recorded once, in the activity log (contract §8), not also as a sign-in event.
    expect((await prisma.activity.findMany({ where: { action: "password_change", address } })).length).toBe(1);
    expect(await prisma.authEvent.count({ where: { ip: address, outcome: "success" } })).toBe(0);
  });

  it("accepts a change without confirmPassword", async () => {
    const answer = await api.changePassword({ username: ADMIN_USERNAME, oldPassword: NEW_PASSWORD, newPassword: ADMIN_PASSWORD }, { address: "192.0.2.13" });
    expect(answer.status).toBe(200);
    expect((await api.login({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, { address: "192.0.2.13" })).status).toBe(200);
  });
});
