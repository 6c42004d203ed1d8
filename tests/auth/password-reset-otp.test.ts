import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backgroundTasksSettled } from "@/lib/server/background-tasks";
import { db } from "@/lib/db";
import { OTP_LIVE_CODES, OTP_MAX_ATTEMPTS } from "@/lib/auth/otp-code";
import { header, otpFrom, readable, startSmtpCapture, type SmtpCapture } from "../mail/support/mail-capture";
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_USERNAME, api, bearer, createAdmin, tokenFor } from "./support/auth-api";

// Reset codes travel through a real SMTP conversation here (SMTP_URL set); the outbox variant
// is in password-reset-outbox.test.ts.
let smtp: SmtpCapture;
let nextAddress = 1;
/** A fresh client address per test, so one test's rate limits never touch another's. */
const freshAddress = () => `192.0.2.${100 + nextAddress++}`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  process.env.SMTP_URL = smtp.url;
  await createAdmin();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});

/** Requests a code and returns it as read from the captured mail. */
async function requestCode(address: string, username = ADMIN_USERNAME): Promise<string> {
  await backgroundTasksSettled();
  const before = smtp.mails.length;
  const answer = await api.forgotPassword({ username }, { address });
  expect(answer.status).toBe(200);
  await backgroundTasksSettled();
  expect(smtp.mails.length).toBe(before + 1);
  return otpFrom(readable(smtp.mails[smtp.mails.length - 1].raw));
}

/** Which of the passwords these tests set is the current one, read from the stored hash. */
async function currentPassword(): Promise<string> {
  const { password_hash } = await (await db()).admin.findUniqueOrThrow({ where: { username: ADMIN_USERNAME }, omit: { password_hash: false } });
  for (const candidate of [ADMIN_PASSWORD, "reset-password-1", "reset-password-2", "reset-password-3"]) {
    if (await bcrypt.compare(candidate, password_hash)) return candidate;
  }
  throw new Error("unknown current password");
}

describe("password reset by one-time code", () => {
  it("mails a code to the administrator and resets the password with it", async () => {
    const address = freshAddress();
    const earlier = await tokenFor();
    const answer = await api.forgotPassword({ username: ADMIN_USERNAME }, { address });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: "OTP sent to your email" });

    await backgroundTasksSettled();
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail.to).toEqual([ADMIN_EMAIL]);
    expect(mail.from).toBe("no-reply@ecopack.test");
    const text = readable(mail.raw);
    const code = otpFrom(text);
    expect(code).toMatch(/^\d{6}$/);
    expect(header(text, "Subject")).toBe("Your password reset code");
    expect(header(text, "Subject")).not.toContain(code);
    expect(text).toContain("10 minutes");

    // Stored as a keyed hash, never as the code.
    const stored = await (await db()).passwordResetOtp.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(code);
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBeGreaterThan(9.9 * 60_000);
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBeLessThanOrEqual(10 * 60_000 + 1000);

    const reset = await api.verifyOtp({ username: ADMIN_USERNAME, otp: code, newPassword: "reset-password-1", confirmPassword: "reset-password-1" }, { address });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: "Password reset successfully" });

    expect((await api.dashboard(bearer(earlier))).status).toBe(401);
    expect((await api.login({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, { address })).status).toBe(401);
    expect((await api.login({ username: ADMIN_USERNAME, password: "reset-password-1" }, { address })).status).toBe(200);

    // The administrator is told about the reset too.
    await backgroundTasksSettled();
    expect(smtp.mails).toHaveLength(2);
    expect(smtp.mails[1].to).toEqual([ADMIN_EMAIL]);
    expect(header(smtp.mails[1].raw, "Subject")).toBe("Your administrator password was changed");
    expect(readable(smtp.mails[1].raw)).toContain("reset with a one-time code");

    // Single use.
    const again = await api.verifyOtp({ username: ADMIN_USERNAME, otp: code, newPassword: "reset-password-2" }, { address });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, code: "validation_failed", message: "Invalid or expired OTP.", error: "Invalid or expired OTP." });
    expect((await api.login({ username: ADMIN_USERNAME, password: "reset-password-1" }, { address })).status).toBe(200);
  });

  it("refuses an expired code", async () => {
    const address = freshAddress();
    const password = await currentPassword();
    const code = await requestCode(address);
    await (await db()).passwordResetOtp.updateMany({ data: { expires_at: new Date(Date.now() - 1000) } });
    const answer = await api.verifyOtp({ username: ADMIN_USERNAME, otp: code, newPassword: "reset-password-2" }, { address });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Invalid or expired OTP.");
    expect(await currentPassword()).toBe(password);
  });

  it("voids the code on its fifth wrong try", async () => {
    const address = freshAddress();
    const code = await requestCode(address);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await api.verifyOtp({ username: ADMIN_USERNAME, otp: attempt === 3 ? "12ab56" : wrong, newPassword: "reset-password-2" }, { address });
      expect(answer.status, `try ${attempt}`).toBe(400);
      expect(answer.body.message).toBe("Invalid or expired OTP.");
    }
    const stored = await (await db()).passwordResetOtp.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(stored.attempts).toBe(5);
    const right = await api.verifyOtp({ username: ADMIN_USERNAME, otp: code, newPassword: "reset-password-2" }, { address });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe("Invalid or expired OTP.");
  });

  it("still takes the right code after four wrong tries", async () => {
    const address = freshAddress();
    const code = await requestCode(address);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, "0");
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await api.verifyOtp({ username: ADMIN_USERNAME, otp: wrong, newPassword: "reset-password-2" }, { address })).status).toBe(400);
    }
    const right = await api.verifyOtp({ username: ADMIN_USERNAME, otp: code, newPassword: "reset-password-2" }, { address });
    expect(right.status).toBe(200);
    expect(await currentPassword()).toBe("reset-password-2");
  });

  it("keeps a code in flight when another is requested: the older one still works", async () => {
    const address = freshAddress();
    const first = await requestCode(address);
    let second = await requestCode(address);
    while (second === first) second = await requestCode(address);
    const old = await api.verifyOtp({ username: ADMIN_USERNAME, otp: first, newPassword: "reset-password-3" }, { address });
    expect(old.status).toBe(200);
    expect(await currentPassword()).toBe("reset-password-3");
    // The reset spent every code of the account.
    const current = await api.verifyOtp({ username: ADMIN_USERNAME, otp: second, newPassword: "reset-password-1" }, { address });
    expect(current.status).toBe(400);
    expect(await currentPassword()).toBe("reset-password-3");
  });

  it(`issues no code while ${OTP_LIVE_CODES} are live: a request never voids one in flight`, async () => {
    const address = freshAddress();
    const codes: string[] = [];
    for (let i = 0; i < OTP_LIVE_CODES; i++) codes.push(await requestCode(address));
    await backgroundTasksSettled();
    const mailsBefore = smtp.mails.length;
    const extra = await api.forgotPassword({ username: ADMIN_USERNAME }, { address });
    expect(extra.status).toBe(200);
    await backgroundTasksSettled();
    expect(smtp.mails.length).toBe(mailsBefore);
    expect(await (await db()).passwordResetOtp.count()).toBe(OTP_LIVE_CODES);
    // The first code of all still works.
    expect((await api.verifyOtp({ username: ADMIN_USERNAME, otp: codes[0]!, newPassword: "reset-password-1" }, { address })).status).toBe(200);
    expect(await currentPassword()).toBe("reset-password-1");
  });

  it("counts wrong tries across the live codes: five in all void every one", async () => {
    const address = freshAddress();
    const first = await requestCode(address);
    const second = await requestCode(address);
    let wrong = "000000";
    while (wrong === first || wrong === second) wrong = String(Number(wrong) + 1).padStart(6, "0");
    for (let attempt = 1; attempt <= OTP_MAX_ATTEMPTS; attempt++) {
      expect((await api.verifyOtp({ username: ADMIN_USERNAME, otp: wrong, newPassword: "reset-password-2" }, { address })).status).toBe(400);
    }
    for (const code of [first, second]) {
      expect((await api.verifyOtp({ username: ADMIN_USERNAME, otp: code, newPassword: "reset-password-2" }, { address })).status).toBe(400);
    }
    expect(await currentPassword()).toBe("reset-password-1");
  });

  it("answers an unknown username exactly like a known one, and mails nobody", async () => {
    const address = freshAddress();
    await backgroundTasksSettled();
    const before = smtp.mails.length;
    const known = await api.forgotPassword({ username: ADMIN_USERNAME }, { address });
    const unknown = await api.forgotPassword({ username: "not-an-admin" }, { address });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    await backgroundTasksSettled();
    expect(smtp.mails.length).toBe(before + 1);

    const prisma = await db();
    const events = await prisma.authEvent.findMany({ where: { action: "otp_request", ip: address }, orderBy: { id: "asc" } });
    expect(events.map((event) => [event.username, event.outcome])).toEqual([
      [ADMIN_USERNAME, "sent"],
      ["not-an-admin", "unknown_user"],
    ]);

    const verify = await api.verifyOtp({ username: "not-an-admin", otp: "123456", newPassword: "whatever-123" }, { address });
    expect(verify.status).toBe(400);
    expect(verify.body.message).toBe("Invalid or expired OTP.");
  });

  it("requires every field and matching passwords", async () => {
    const address = freshAddress();
    expect((await api.forgotPassword({}, { address })).body.message).toBe("Username is required.");
    const cases: Array<[unknown, string]> = [
      [{ otp: "123456", newPassword: "long-enough-pass" }, "Username is required."],
      [{ username: ADMIN_USERNAME, newPassword: "long-enough-pass" }, "OTP is required."],
      [{ username: ADMIN_USERNAME, otp: "123456" }, "New password is required."],
      [{ username: ADMIN_USERNAME, otp: "123456", newPassword: "short" }, "New password must be at least 12 characters long."],
      [{ username: ADMIN_USERNAME, otp: "123456", newPassword: "elevenchars" }, "New password must be at least 12 characters long."],
      [{ username: ADMIN_USERNAME, otp: "123456", newPassword: "Password1234" }, "New password is one of the commonest passwords: choose another."],
      [{ username: ADMIN_USERNAME, otp: "123456", newPassword: "long-enough-pass", confirmPassword: "different!" }, "New password and confirm password do not match"],
    ];
    for (const [body, message] of cases) {
      const answer = await api.verifyOtp(body, { address });
      expect(answer.status, message).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message, error: message });
    }
  });

  it("accepts the code sent as a number", async () => {
    const address = freshAddress();
    // A code with a leading zero has no numeric form: ask again, each time with the account's
    // codes dropped (it holds at most OTP_LIVE_CODES, past which a request mails nothing) and from
    // a fresh address (past five, requests are refused).
    const freshCode = async () => {
      await (await db()).passwordResetOtp.deleteMany({});
      return requestCode(freshAddress());
    };
    let code = await freshCode();
    while (code.startsWith("0")) code = await freshCode();
    const answer = await api.verifyOtp({ username: ADMIN_USERNAME, otp: Number(code), newPassword: ADMIN_PASSWORD }, { address });
    expect(answer.status).toBe(200);
    expect(await currentPassword()).toBe(ADMIN_PASSWORD);
  });
});
