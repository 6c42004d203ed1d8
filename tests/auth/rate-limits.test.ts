import { beforeAll, describe, expect, it } from "vitest";
import { OTP_FAILURE_LIMITS, OTP_REQUEST_LIMITS, PASSWORD_FAILURE_LIMITS } from "@/lib/auth/auth-limits";
import { db } from "@/lib/db";
import { ADMIN_PASSWORD, ADMIN_USERNAME, api, createAdmin, type Answer } from "./support/auth-api";

beforeAll(createAdmin);

const good = { username: ADMIN_USERNAME, password: ADMIN_PASSWORD };
const bad = { username: ADMIN_USERNAME, password: "wrong-password" };

function expectLimited(answer: Answer) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ success: false, code: "rate_limited", message: expect.any(String), error: answer.body.message });
  const retryAfter = Number(answer.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe("rate limits (contract §3)", () => {
  it("limits failed logins per address and username, and then refuses even the right password", async () => {
    const address = "198.18.0.1";
    expect(PASSWORD_FAILURE_LIMITS.perAddressAndUser.limit).toBe(5);
    for (let attempt = 1; attempt <= 5; attempt++) expect((await api.login(bad, { address })).status, `attempt ${attempt}`).toBe(401);
    expectLimited(await api.login(good, { address }));
    expectLimited(await api.login(bad, { address }));

    // Refused before the password: a 429 costs no bcrypt run and reveals nothing, and a run of
    // refusals is audited once per window.
    const prisma = await db();
    const failures = await prisma.activity.findMany({ where: { address }, orderBy: { id: "asc" } });
    expect(failures.map((entry) => entry.action)).toEqual(Array(5).fill("sign_in_failed"));
    const events = await prisma.authEvent.findMany({ where: { ip: address }, orderBy: { id: "asc" } });
    expect(events.map((event) => event.outcome)).toEqual(["rate_limited"]);
  });

  it("is not escaped by sending a different X-Forwarded-For each time", async () => {
    const address = "198.18.0.2";
    for (let attempt = 1; attempt <= 8; attempt++) {
      const answer = await api.login(bad, { address, headers: { "x-forwarded-for": `10.0.${attempt}.${attempt}`, "x-real-ip": `10.1.${attempt}.1` } });
      expect(answer.status, `attempt ${attempt}`).toBe(attempt <= 5 ? 401 : 429);
    }
  });

  it("lets another address log in while one is limited", async () => {
    const limited = "198.18.0.3";
    for (let attempt = 1; attempt <= 5; attempt++) await api.login(bad, { address: limited });
    expectLimited(await api.login(good, { address: limited }));
    const other = await api.login(good, { address: "198.18.0.4" });
    expect(other.status).toBe(200);
  });

  it("never counts successful logins", async () => {
    const address = "198.18.0.5";
    for (let attempt = 1; attempt <= PASSWORD_FAILURE_LIMITS.perAddressAndUser.limit + 2; attempt++) {
      expect((await api.login(good, { address })).status, `login ${attempt}`).toBe(200);
    }
  });

  it("limits an address that tries many usernames", async () => {
    const address = "198.18.0.6";
    const limit = PASSWORD_FAILURE_LIMITS.perAddress.limit;
    for (let attempt = 1; attempt <= limit; attempt++) {
      expect((await api.login({ username: `guess-${attempt}`, password: "x" }, { address })).status, `attempt ${attempt}`).toBe(401);
    }
    expectLimited(await api.login(good, { address }));
  });

  it("shares the password budget between login and change-password", async () => {
    const address = "198.18.0.7";
    for (let attempt = 1; attempt <= 5; attempt++) await api.login(bad, { address });
    expectLimited(await api.changePassword({ username: ADMIN_USERNAME, oldPassword: ADMIN_PASSWORD, newPassword: "a-new-password" }, { address }));
    expect((await api.login(good, { address: "198.18.0.8" })).status).toBe(200);
  });

  it("counts every reset-code request, known username or not", async () => {
    const address = "198.18.0.9";
    const limit = OTP_REQUEST_LIMITS.perAddressAndUser.limit;
    for (let attempt = 1; attempt <= limit; attempt++) expect((await api.forgotPassword({ username: "nobody" }, { address })).status).toBe(200);
    expectLimited(await api.forgotPassword({ username: "nobody" }, { address }));
    expectLimited(await api.forgotPassword({ username: "NOBODY" }, { address }));
    // The same username from elsewhere, and the administrator from here, are still served.
    expect((await api.forgotPassword({ username: "nobody" }, { address: "198.18.0.10" })).status).toBe(200);
    expect((await api.forgotPassword({ username: ADMIN_USERNAME }, { address })).status).toBe(200);
  });

  it("limits reset-code requests per address across usernames", async () => {
    const address = "198.18.0.11";
    const limit = OTP_REQUEST_LIMITS.perAddress.limit;
    for (let attempt = 1; attempt <= limit; attempt++) expect((await api.forgotPassword({ username: `user-${attempt}` }, { address })).status).toBe(200);
    expectLimited(await api.forgotPassword({ username: "someone-else" }, { address }));
  });

  it("limits wrong reset codes", async () => {
    const address = "198.18.0.12";
    const limit = OTP_FAILURE_LIMITS.perAddressAndUser.limit;
    for (let attempt = 1; attempt <= limit; attempt++) {
      expect((await api.verifyOtp({ username: ADMIN_USERNAME, otp: "000000", newPassword: "whatever-123" }, { address })).status).toBe(400);
    }
    expectLimited(await api.verifyOtp({ username: ADMIN_USERNAME, otp: "000000", newPassword: "whatever-123" }, { address }));
  });

  it("never keys a bucket by the username alone", async () => {
    const keys = (await (await db()).rateLimitBucket.findMany({ select: { key: true } })).map((bucket) => bucket.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/:198\.18\.0\.\d+(\||$)/);
  });
});
