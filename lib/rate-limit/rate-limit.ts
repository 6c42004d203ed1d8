import { db } from "@/lib/db";
import { tooManyRequests } from "@/lib/http/http-error";
import { rateLimitSubject } from "@/lib/net/ip-address";
import { pruneSoon } from "./prune-expired";

export interface RateLimitRule {
  /** Names the bucket family, e.g. "login:ip". */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** One event counted in one bucket. */
export interface BucketHit {
  key: string;
  /** Events in the window so far, this one included. */
  count: number;
  resetAt: Date;
  /** Whether this event is within the limit. */
  allowed: boolean;
}

/**
 * Every bucket is keyed by the client address (an IPv6 client by its /64, see rateLimitSubject),
 * optionally narrowed by a qualifier such as a username. Never by the qualifier alone.
 */
function bucketKey(rule: RateLimitRule, address: string, qualifier?: string): string {
  const subject = rateLimitSubject(address);
  return `${rule.name}:${qualifier === undefined ? subject : `${subject}|${qualifier}`}`.slice(0, 500);
}

/**
 * Counts one event in the database: one atomic upsert that returns the new count, so callers
 * racing each other each see a different count and no more than `limit` of them are allowed,
 * on PostgreSQL as on PGlite, across processes and restarts. A window that has run out starts
 * over (and forgets that its refusal was audited).
 */
export async function countHit(rule: RateLimitRule, address: string, qualifier?: string): Promise<BucketHit> {
  pruneSoon();
  const prisma = await db();
  const key = bucketKey(rule, address, qualifier);
  const [bucket] = await prisma.$queryRaw<Array<{ count: number; reset_at: Date }>>`
    INSERT INTO rate_limit_buckets (key, count, reset_at, refusal_audited, created_at, updated_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}), false, now(), now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_buckets.reset_at <= now() THEN 1 ELSE rate_limit_buckets.count + 1 END,
      refusal_audited = rate_limit_buckets.refusal_audited AND rate_limit_buckets.reset_at > now(),
      reset_at = CASE WHEN rate_limit_buckets.reset_at <= now()
        THEN now() + make_interval(secs => ${rule.windowSeconds}) ELSE rate_limit_buckets.reset_at END,
      updated_at = now()
    RETURNING count, reset_at`;
  const resetAt = new Date(bucket.reset_at);
  return { key, count: bucket.count, resetAt, allowed: bucket.count <= rule.limit };
}

/** Takes back an allowed event (its work succeeded or never ran), within the same window only. */
export async function giveBack(hit: BucketHit): Promise<void> {
  if (!hit.allowed) return;
  const prisma = await db();
  await prisma.rateLimitBucket.updateMany({ where: { key: hit.key, reset_at: hit.resetAt, count: { gt: 0 } }, data: { count: { decrement: 1 } } });
}

/**
 * True for exactly one refused event per bucket window (one conditional update), so a flood
 * of refusals adds one audit row, not one per request.
 */
export async function isFirstRefusal(hit: BucketHit): Promise<boolean> {
  if (hit.allowed) return false;
  const prisma = await db();
  const claimed = await prisma.rateLimitBucket.updateMany({ where: { key: hit.key, reset_at: hit.resetAt, refusal_audited: false }, data: { refusal_audited: true } });
  return claimed.count === 1;
}

/** The 429 for refused hits, with Retry-After until the latest of their windows ends. */
export function refusalFor(hits: BucketHit[]): Error {
  const latest = Math.max(...hits.map((hit) => hit.resetAt.getTime()));
  return tooManyRequests(Math.max(1, Math.ceil((latest - Date.now()) / 1000)));
}

/** Counts one event against the rule and throws 429 with Retry-After once the limit is passed. */
export async function hitRateLimit(rule: RateLimitRule, address: string, qualifier?: string): Promise<void> {
  const hit = await countHit(rule, address, qualifier);
  if (!hit.allowed) throw refusalFor([hit]);
}
