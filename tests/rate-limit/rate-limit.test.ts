// Rate-limit keys (an IPv6 client by its /64), one audit row per refused window, and pruning of
// rows that no longer mean anything, on the real database.
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_FAILURE_LIMITS } from "@/lib/auth/auth-limits";
import { db } from "@/lib/db";
import { rateLimitSubject } from "@/lib/net/ip-address";
import { hitRateLimit, type RateLimitRule } from "@/lib/rate-limit/rate-limit";
import { AUDIT_RETENTION_DAYS, pruneExpiredRows } from "@/lib/rate-limit/prune-expired";
import { ADMIN_USERNAME, api, createAdmin } from "../auth/support/auth-api";

beforeAll(createAdmin);

const wrong = { username: ADMIN_USERNAME, password: "not-the-password" };
const DAY = 24 * 60 * 60 * 1000;

describe("who a client is", () => {
  it("keys IPv4 as it is, IPv4-mapped IPv6 as IPv4, IPv6 by its /64", () => {
    expect(rateLimitSubject("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitSubject("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitSubject("::ffff:cb00:7109")).toBe("203.0.113.9");
    expect(rateLimitSubject("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("2001:DB8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("[2001:db8:1:2::ffff]")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateLimitSubject("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateLimitSubject("unknown")).toBe("unknown");
  });

  it("counts two addresses of one /64 in one bucket, and another /64 apart", async () => {
    const rule: RateLimitRule = { name: "test:ipv6", limit: 2, windowSeconds: 60 };
    await hitRateLimit(rule, "2001:db8:aa:1::1");
    await hitRateLimit(rule, "2001:db8:aa:1:ffff::2");
    await expect(hitRateLimit(rule, "2001:db8:aa:1:1234:5678:9abc:def0")).rejects.toMatchObject({ status: 429 });
    await expect(hitRateLimit(rule, "2001:db8:aa:2::1")).resolves.toBeUndefined();
    const keys = (await (await db()).rateLimitBucket.findMany({ where: { key: { startsWith: "test:ipv6:" } }, orderBy: { key: "asc" } })).map((b) => [b.key, b.count]);
    expect(keys).toEqual([
      ["test:ipv6:2001:db8:aa:1::/64", 3],
      ["test:ipv6:2001:db8:aa:2::/64", 1],
    ]);
  });

  it("applies to logins: a fresh address in the same /64 does not escape the limit", async () => {
    for (let i = 1; i <= PASSWORD_FAILURE_LIMITS.perAddressAndUser.limit; i++) {
      expect((await api.login(wrong, { address: `2001:db8:bb:1::${i}` })).status).toBe(401);
    }
    expect((await api.login(wrong, { address: "2001:db8:bb:1:dead:beef:0:1" })).status).toBe(429);
    expect((await api.login(wrong, { address: "2001:db8:bb:2::1" })).status).toBe(401);
  });
});

describe("a refused address", () => {
  it("adds no bucket per new username it tries once refused: 200 refused logins, no new row", async () => {
    const address = "192.0.2.160";
    const prisma = await db();
    const buckets = () => prisma.rateLimitBucket.count({ where: { key: { contains: address } } });
    const limit = PASSWORD_FAILURE_LIMITS.perAddress.limit;
    for (let i = 0; i < limit; i++) expect((await api.login({ username: `guess-${i}`, password: "x" }, { address })).status).toBe(401);
    const before = await buckets();
    expect(before).toBe(limit + 1);
    for (let i = 0; i < 200; i++) expect((await api.login({ username: `other-${i}`, password: "x" }, { address })).status).toBe(429);
    expect(await buckets()).toBe(before);
    expect(await prisma.authEvent.count({ where: { ip: address, outcome: "rate_limited" } })).toBe(1);
  });
});

describe("refusals in the audit trail", () => {
  it("adds one row per bucket window, however many requests are refused", async () => {
    const address = "192.0.2.150";
    const prisma = await db();
    const rateLimited = () => prisma.authEvent.count({ where: { ip: address, outcome: "rate_limited" } });
    for (let i = 0; i < PASSWORD_FAILURE_LIMITS.perAddressAndUser.limit; i++) await api.login(wrong, { address });
    const refused = await Promise.all(Array.from({ length: 10 }, () => api.login(wrong, { address })));
    expect(refused.every((answer) => answer.status === 429)).toBe(true);
    for (let i = 0; i < 5; i++) expect((await api.login(wrong, { address })).status).toBe(429);
    expect(await rateLimited()).toBe(1);

    // A new window: its refusals are audited once again.
    await prisma.rateLimitBucket.updateMany({ where: { key: { contains: address } }, data: { reset_at: new Date(Date.now() - 1000) } });
    for (let i = 0; i < PASSWORD_FAILURE_LIMITS.perAddressAndUser.limit; i++) expect((await api.login(wrong, { address })).status).toBe(401);
    for (let i = 0; i < 4; i++) expect((await api.login(wrong, { address })).status).toBe(429);
    expect(await rateLimited()).toBe(2);
  });
});

describe("pruning", () => {
  it("removes exactly the expired buckets and audit rows older than 90 days", async () => {
    const prisma = await db();
    const now = new Date();
    await prisma.rateLimitBucket.deleteMany({});
    await prisma.authEvent.deleteMany({});
    await prisma.rateLimitBucket.createMany({
      data: [
        { key: "prune:expired-1", count: 3, reset_at: new Date(now.getTime() - 1000) },
        { key: "prune:expired-2", count: 9, reset_at: new Date(now.getTime() - DAY) },
        { key: "prune:current", count: 1, reset_at: new Date(now.getTime() + 60_000) },
      ],
    });
    const event = (daysAgo: number, username: string) => ({
      action: "login",
      username,
      ip: "192.0.2.1",
      user_agent: "vitest",
      outcome: "wrong_password",
      created_at: new Date(now.getTime() - daysAgo * DAY),
    });
    await prisma.authEvent.createMany({ data: [event(AUDIT_RETENTION_DAYS + 1, "old"), event(400, "older"), event(AUDIT_RETENTION_DAYS - 1, "kept"), event(0, "today")] });

    expect(await pruneExpiredRows(now)).toEqual({ rateLimitBuckets: 2, authEvents: 2, caughtUp: true });
    expect((await prisma.rateLimitBucket.findMany()).map((row) => row.key)).toEqual(["prune:current"]);
    expect((await prisma.authEvent.findMany({ orderBy: { id: "asc" } })).map((row) => row.username)).toEqual(["kept", "today"]);
    expect(await pruneExpiredRows(now)).toEqual({ rateLimitBuckets: 0, authEvents: 0, caughtUp: true });
  });

  const addExpiredBuckets = async (count: number) =>
    (await db()).$executeRaw`INSERT INTO rate_limit_buckets (key, count, reset_at, refusal_audited, created_at, updated_at)
      SELECT 'prune:many:' || n, 1, now() - interval '1 hour', false, now(), now() FROM generate_series(1, ${count}::int) AS n`;

  it("keeps going until caught up, however many rows expired (no fixed cap on batches)", async () => {
    const prisma = await db();
    await prisma.rateLimitBucket.deleteMany({});
    await addExpiredBuckets(25_000);
    expect(await pruneExpiredRows(new Date(), 60_000)).toMatchObject({ rateLimitBuckets: 25_000, caughtUp: true });
    expect(await prisma.rateLimitBucket.count()).toBe(0);
  });

  it("stops at its time budget, having made progress, and says it is not caught up", async () => {
    const prisma = await db();
    await prisma.rateLimitBucket.deleteMany({});
    await addExpiredBuckets(3_000);
    const result = await pruneExpiredRows(new Date(), 0);
    expect(result.caughtUp).toBe(false);
    expect(result.rateLimitBuckets).toBeGreaterThan(0);
    expect(result.rateLimitBuckets).toBeLessThan(3_000);
    expect(await pruneExpiredRows(new Date(), 60_000)).toMatchObject({ rateLimitBuckets: 3_000 - result.rateLimitBuckets, caughtUp: true });
  });
});
