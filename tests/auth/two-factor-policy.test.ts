// "Require two factors for every account" is asked on every protected call, so each process keeps
// the answer for about a second; a change must still hold from the very next call.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setTwoFactorRequiredForAll, twoFactorRequiredForAll, TWO_FACTOR_POLICY_KEEP_MS } from "@/lib/auth/two-factor-policy";
import { db } from "@/lib/db";
import { api, bearer, createAdmin, tokenFor } from "./support/auth-api";

beforeAll(createAdmin);
afterEach(async () => {
  vi.useRealTimers();
  await setTwoFactorRequiredForAll(false);
});

/** The row written as another instance would (without Redis this process hears nothing of it). */
const writeElsewhere = async (required: boolean) => {
  const value = String(required);
  await (await db()).setting.upsert({ where: { key: "two_factor.required_for_all" }, create: { key: "two_factor.required_for_all", value }, update: { value } });
};

describe("the two-factor policy requireAdmin reads", () => {
  it("is seen on the next call of the same process after a change, either way", async () => {
    const token = await tokenFor();
    expect((await api.dashboard(bearer(token))).status).toBe(200);
    await setTwoFactorRequiredForAll(true);
    const refused = await api.dashboard(bearer(token));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("two_factor_setup_required");
    await setTwoFactorRequiredForAll(false);
    expect((await api.dashboard(bearer(token))).status).toBe(200);
  });

  it("is answered from memory for TWO_FACTOR_POLICY_KEEP_MS, then read again", async () => {
    // Only the clock the keep time is measured with stands still; the database runs as usual.
    vi.useFakeTimers({ toFake: ["performance"] });
    expect(await twoFactorRequiredForAll()).toBe(false);
    await writeElsewhere(true);
    expect(await twoFactorRequiredForAll()).toBe(false);
    vi.advanceTimersByTime(TWO_FACTOR_POLICY_KEEP_MS - 1);
    expect(await twoFactorRequiredForAll()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await twoFactorRequiredForAll()).toBe(true);
  });
});
