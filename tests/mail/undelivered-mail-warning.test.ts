// Without SMTP_URL in production nothing leaves the machine: the dashboard tells the administrator.
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/config/parse-config";
import { undeliveredMailWarning } from "@/lib/mail/undelivered-mail-warning";
import { api, bearer, createAdmin, tokenFor } from "../auth/support/auth-api";

const WARNING = /password reset codes and lead notices are not being delivered/;
const nodeEnv = process.env.NODE_ENV;
// Next's types make NODE_ENV read-only; the server reads it once, a test may set it.
const env = process.env as Record<string, string | undefined>;

afterEach(() => {
  env.NODE_ENV = nodeEnv;
  delete process.env.SMTP_URL;
});

describe("undeliveredMailWarning", () => {
  it("speaks only in production without SMTP_URL", () => {
    expect(undeliveredMailWarning(parseConfig({ NODE_ENV: "production", DATA_DIR: "/srv/data" }))).toMatch(/not being delivered\. They are kept as files in \/srv\/data\/outbox; set SMTP_URL/);
    expect(undeliveredMailWarning(parseConfig({ NODE_ENV: "production", SMTP_URL: "smtps://mail.example.com" }))).toBeNull();
    expect(undeliveredMailWarning(parseConfig({ NODE_ENV: "development" }))).toBeNull();
  });
});

describe("GET /api/admin/dashboard", () => {
  it("carries the warning in production without SMTP_URL, and none once it is set", async () => {
    await createAdmin();
    const token = await tokenFor();
    env.NODE_ENV = "production";
    const warned = await api.dashboard(bearer(token));
    expect(warned.status).toBe(200);
    expect(warned.body.data.warnings).toEqual([expect.stringMatching(WARNING)]);

    process.env.SMTP_URL = "smtps://mail.example.com";
    expect((await api.dashboard(bearer(token))).body.data.warnings).toEqual([]);
  });
});
