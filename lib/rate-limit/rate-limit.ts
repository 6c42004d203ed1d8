import { db } from "@/lib/db";
import { tooManyRequests } from "@/lib/http/http-error";

export interface RateLimitRule {
  /** Names the bucket family, e.g. "login:ip". */
  name: string;
  limit: number;
  windowSeconds: number;
}

interface Bucket {
  count: number;
  reset_at: Date;
}

function bucketKey(rule: RateLimitRule, key: string): string {
  return `${rule.name}:${key}`.slice(0, 500);
}

/**
 * Counts one event against the rule in the database (one atomic upsert, so it holds across
 * processes and restarts) and throws 429 with Retry-After once the limit is passed.
 */
export async function hitRateLimit(rule: RateLimitRule, key: string): Promise<void> {
  const prisma = await db();
  const rows = await prisma.$queryRaw<Bucket[]>`
    INSERT INTO rate_limit_buckets (key, count, reset_at, created_at, updated_at)
    VALUES (${bucketKey(rule, key)}, 1, now() + make_interval(secs => ${rule.windowSeconds}), now(), now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_buckets.reset_at <= now() THEN 1 ELSE rate_limit_buckets.count + 1 END,
      reset_at = CASE WHEN rate_limit_buckets.reset_at <= now()
        THEN now() + make_interval(secs => ${rule.windowSeconds}) ELSE rate_limit_buckets.reset_at END,
      updated_at = now()
    RETURNING count, reset_at`;
  const bucket = rows[0];
  if (bucket && bucket.count > rule.limit) throw tooManyRequests(secondsUntil(bucket.reset_at));
}

/** Throws 429 if the bucket is already over its limit, without counting this call. */
export async function checkRateLimit(rule: RateLimitRule, key: string): Promise<void> {
  const prisma = await db();
  const bucket = await prisma.rateLimitBucket.findUnique({ where: { key: bucketKey(rule, key) } });
  if (bucket && bucket.reset_at > new Date() && bucket.count >= rule.limit) throw tooManyRequests(secondsUntil(bucket.reset_at));
}

function secondsUntil(date: Date): number {
  return Math.max(1, Math.ceil((new Date(date).getTime() - Date.now()) / 1000));
}
