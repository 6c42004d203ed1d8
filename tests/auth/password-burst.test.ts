// A burst of password guesses: the attempt is reserved in the database before each bcrypt run,
// so parallel guesses cannot outrun the failure budget (PGlite and PostgreSQL alike), hashing is
// bounded per process (503 beyond it), and public answers keep coming meanwhile.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as countersRoute } from "@/app/api/counters/route";
import { reserveAttempt } from "@/lib/auth/attempt-limits";
import { PASSWORD_FAILURE_LIMITS } from "@/lib/auth/auth-limits";
import { MAX_CONCURRENT_HASHES } from "@/lib/auth/hash-slots";
import { HTTP_TEXT } from "@/lib/http/http-texts";
import { onPasswordCheck } from "@/lib/auth/password-hash";
import { db } from "@/lib/db";
import { ADMIN_PASSWORD, ADMIN_USERNAME, api, createAdmin } from "./support/auth-api";

beforeAll(createAdmin);

let compares = 0;
let unsubscribe = onPasswordCheck(() => compares++);
afterEach(() => {
  unsubscribe();
  compares = 0;
  unsubscribe = onPasswordCheck(() => compares++);
});

const wrong = { username: ADMIN_USERNAME, password: "not-the-password" };
const statusesOf = (answers: Array<{ status: number }>) => answers.map((answer) => answer.status);
const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe("a burst of wrong passwords", () => {
  it("gets at most 5 bcrypt comparisons from one address and username, however parallel", async () => {
    const address = "198.51.100.40";
    const limit = PASSWORD_FAILURE_LIMITS.perAddressAndUser.limit;
    const answers = await Promise.all(Array.from({ length: 16 }, () => api.login(wrong, { address })));
    const statuses = statusesOf(answers);
    console.log(`[burst] ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}: 16 parallel wrong logins, ${compares} bcrypt comparisons, statuses ${JSON.stringify(statuses)}`);
    expect(compares).toBeGreaterThan(0);
    expect(compares).toBeLessThanOrEqual(limit);
    // Every comparison answered 401; the rest were refused before any: 429, or 503 when the
    // hashing slots were taken (those attempts are given back).
    expect(countOf(statuses, 401)).toBe(compares);
    expect(countOf(statuses, 401) + countOf(statuses, 429) + countOf(statuses, 503)).toBe(16);
    expect(countOf(statuses, 429)).toBeGreaterThan(0);

    // Guessing on one by one afterwards never gets past the budget either.
    for (let attempt = 0; attempt < 8; attempt++) await api.login(wrong, { address });
    expect(compares).toBeLessThanOrEqual(limit);
    expect((await api.login({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, { address })).status).toBe(429);
  });

  it("reserves attempts atomically: of 16 parallel reservations exactly the budget is granted", async () => {
    // Without the hashing bound in the way: the database alone decides.
    const client = { ip: "198.51.100.45", userAgent: "vitest" };
    const results = await Promise.allSettled(Array.from({ length: 16 }, () => reserveAttempt(PASSWORD_FAILURE_LIMITS, "login", ADMIN_USERNAME, client)));
    const granted = results.filter((result) => result.status === "fulfilled").length;
    console.log(`[burst] ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}: 16 parallel reservations, ${granted} granted`);
    expect(granted).toBe(PASSWORD_FAILURE_LIMITS.perAddressAndUser.limit);
    for (const result of results) if (result.status === "rejected") expect(result.reason).toMatchObject({ status: 429 });
  });

  it("also holds for change-password, which checks the old password", async () => {
    const address = "198.51.100.41";
    const body = { username: ADMIN_USERNAME, oldPassword: "not-the-password", newPassword: "some-new-password-1" };
    await Promise.all(Array.from({ length: 16 }, () => api.changePassword(body, { address })));
    for (let attempt = 0; attempt < 8; attempt++) await api.changePassword(body, { address });
    expect(compares).toBeGreaterThan(0);
    expect(compares).toBeLessThanOrEqual(PASSWORD_FAILURE_LIMITS.perAddressAndUser.limit);
  });

  it("answers 503 with Retry-After beyond the hashing slots, and gives those attempts back", async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `198.51.100.${50 + i}`);
    const answers = await Promise.all(addresses.map((address) => api.login(wrong, { address })));
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(compares).toBe(12 - busy.length);
    expect(compares).toBeGreaterThanOrEqual(MAX_CONCURRENT_HASHES);
    for (const answer of busy) {
      expect(answer.body).toEqual({ success: false, code: "service_unavailable", message: HTTP_TEXT.busy, error: HTTP_TEXT.busy });
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // A refused-for-busy attempt was not counted: those addresses have their whole budget left.
    const prisma = await db();
    const keys = addresses.map((address) => `${PASSWORD_FAILURE_LIMITS.perAddress.name}:${address}`);
    const buckets = await prisma.rateLimitBucket.findMany({ where: { key: { in: keys } } });
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(compares);
  });

  it("keeps public answers coming while the burst runs", async () => {
    let burstSettled = false;
    let firstCompare!: () => void;
    const started = new Promise<void>((resolve) => (firstCompare = resolve));
    const stop = onPasswordCheck(() => firstCompare());
    const burst = Promise.all(
      Array.from({ length: 16 }, (_, i) => api.login({ username: `guess-${i}`, password: "x" }, { address: `198.51.100.${100 + i}` })),
    ).then(() => (burstSettled = true));
    await started;
    stop();
    const response = await countersRoute(new Request("http://localhost/api/counters", { headers: { "x-ecopack-client-address": "192.0.2.99" } }));
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
    expect(burstSettled).toBe(false);
    await burst;
  });
});
