import fs from "node:fs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { backgroundTasksSettled } from "@/lib/server/background-tasks";
import { header, otpFrom, readable, readOutbox, startSmtpCapture } from "../mail/support/mail-capture";
import { ADMIN_EMAIL, ADMIN_USERNAME, api, createAdmin } from "./support/auth-api";
import { logger } from "@/lib/log/logger";

// Without SMTP_URL every mail lands in DATA_DIR/outbox as an .eml file (contract §2), so the
// reset flow works on a machine with no mail server.
beforeAll(async () => {
  delete process.env.SMTP_URL;
  await createAdmin();
});

describe("password reset with no mail server", () => {
  it("writes the code to DATA_DIR/outbox and the code resets the password", async () => {
    const answer = await api.forgotPassword({ username: ADMIN_USERNAME });
    expect(answer.body).toEqual({ success: true, message: "OTP sent to your email" });
    await backgroundTasksSettled();

    const mails = readOutbox();
    expect(mails).toHaveLength(1);
    expect(fs.statSync(mails[0].file).mode & 0o777).toBe(0o600);
    const raw = readable(mails[0].raw);
    expect(header(raw, "To")).toBe(ADMIN_EMAIL);
    expect(header(raw, "Subject")).toBe("Your password reset code");

    const reset = await api.verifyOtp({ username: ADMIN_USERNAME, otp: otpFrom(raw), newPassword: "from-the-outbox", confirmPassword: "from-the-outbox" });
    expect(reset.body).toEqual({ success: true, message: "Password reset successfully" });
    expect((await api.login({ username: ADMIN_USERNAME, password: "from-the-outbox" })).status).toBe(200);
  });
});

describe("password reset while the mail server is down", () => {
  it("answers the same, and logs the failed mail", async () => {
    const closed = await startSmtpCapture();
    await closed.close();
    process.env.SMTP_URL = closed.url;
    const errors = vi.spyOn(logger(), "error");
    try {
      const answer = await api.forgotPassword({ username: ADMIN_USERNAME }, { address: "192.0.2.77" });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: "OTP sent to your email" });
      await backgroundTasksSettled();
      expect(errors.mock.calls.map((args) => String(args[0]))).toEqual([expect.stringContaining("[background] password reset code failed")]);
    } finally {
      delete process.env.SMTP_URL;
      errors.mockRestore();
    }
  });
});
