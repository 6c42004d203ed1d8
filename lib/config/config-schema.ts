import path from "node:path";
import { z } from "zod";
import { assertStrongAdminPassword } from "./admin-password-rule";
import { InvalidVariable } from "./invalid-variable";
import { databaseConfig } from "./database-config";
import { proxyTrustFromEnv } from "./proxy-trust";
import { MAILBOX } from "./address-patterns";
import { smtpTransportOptions } from "./smtp-transport-options";
import { s3Config } from "./s3-config";
import type { RawEnv } from "./config-variables";

const JOSE_DURATION = /^(\d+) ?(s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|y|yrs?|years?)$/i;
const SECONDS_PER_UNIT: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800, y: 31_557_600 };
/** A stolen token works until it expires: a day at most. */
const MAX_TOKEN_SECONDS = 24 * 3600;
const durationSeconds = (value: string) => {
  const [, amount, unit] = JOSE_DURATION.exec(value) ?? [];
  return Number(amount) * (SECONDS_PER_UNIT[unit?.[0].toLowerCase() ?? ""] ?? Number.NaN);
};
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const text = () => z.string().optional();
const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be a whole number from ${min} to ${max}`);
const flag = () =>
  z
    .string()
    .toLowerCase()
    .refine((value) => ["0", "1", "true", "false", "yes", "no", "on", "off"].includes(value), "must be 1 or 0")
    .transform((value) => ["1", "true", "yes", "on"].includes(value));
const urlWith = (schemes: string[], what: string) =>
  z.string().refine((value) => {
    try {
      const url = new URL(value);
      return schemes.includes(url.protocol) && url.hostname !== "";
    } catch {
      return false;
    }
  }, `must be ${what} URL starting with ${schemes.map((scheme) => `${scheme}//`).join(" or ")}`);
const mailbox = () => z.string().regex(MAILBOX, "must be one e-mail address");
/** Runs a parser that throws on a bad value, keeping its message. */
const checkedBy = (check: (value: string) => void) =>
  z.string().superRefine((value, ctx) => {
    try {
      check(value);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message });
    }
  });

/** Per-variable rules; the combinations (S3 keys in pairs) are checked after. */
export const variableSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"], { error: "must be development, production or test" }).optional(),
  PORT: integer(0, 65535).optional(),
  HOSTNAME: text(),
  DATABASE_URL: urlWith(["postgres:", "postgresql:"], "a PostgreSQL").optional(),
  DATABASE_POOL_SIZE: integer(1, 1000).optional(),
  PGLITE_DIR: text(),
  DATA_DIR: text(),
  UPLOAD_DIR: text(),
  UPLOAD_SWEEP_GRACE_MS: integer(1000, 86_400_000).optional(),
  TRASH_DAYS: integer(1, 3650).optional(),
  ACTIVITY_DAYS: integer(1, 3650).optional(),
  MAX_VERSIONS: integer(1, 10_000).optional(),
  // Loose enough for every S3-compatible store; catches an `s3://` address or a path.
  S3_BUCKET: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,253}[A-Za-z0-9]$/, "must be a bucket name alone: letters, digits, dots, hyphens (no s3:// and no /)").optional(),
  S3_ENDPOINT: urlWith(["http:", "https:"], "an http or https").optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/i, "must be a region name").optional(),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),
  S3_FORCE_PATH_STYLE: flag().optional(),
  REDIS_URL: urlWith(["redis:", "rediss:"], "a Redis").optional(),
  JWT_SECRET: z.string().min(32, "is too short: use at least 32 characters (or leave it unset to have one generated and kept in DATA_DIR)").optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(JOSE_DURATION, "must be a duration such as 30m, 8h or 24h")
    .refine((value) => durationSeconds(value) <= MAX_TOKEN_SECONDS, "must be at most 24 hours (such as 30m, 8h or 24h)")
    .optional(),
  BACKUP_KEY: z.string().min(32, "is too short: use at least 32 characters").optional(),
  METRICS_TOKEN: z.string().min(32, "is too short: use at least 32 characters").optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: urlWith(["http:", "https:"], "an http or https").optional(),
  OTEL_SERVICE_NAME: text(),
  ADMIN_USERNAME: z.string().max(100, "must be at most 100 characters").optional(),
  ADMIN_PASSWORD: checkedBy(assertStrongAdminPassword).optional(),
  ADMIN_EMAIL: mailbox().optional(),
  SMTP_URL: checkedBy((value) => void smtpTransportOptions(value)).optional(),
  MAIL_FROM: mailbox().optional(),
  COMPANY_NAME: text(),
  COMPANY_EMAIL: mailbox().optional(),
  COMPANY_PHONE: text(),
  COMPANY_ADDRESS: text(),
  WHATSAPP_NUMBER: z.string().regex(/^\+?[\d\s().-]{6,}$/, "must be a phone number").optional(),
  MAP_QUERY: text(),
  SITE_URL: urlWith(["http:", "https:"], "an absolute").optional(),
  TRUST_PROXY: integer(0, 32).optional(),
  TRUST_PROXY_FROM: checkedBy((value) => void proxyTrustFromEnv({ TRUST_PROXY_FROM: value })).optional(),
  SEED_DEMO_CONTENT: flag().optional(),
  PAGE_CACHE_MB: integer(1, 65536).optional(),
  DB_QUERY_COUNT_HEADER: flag().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).optional(),
  ALTCHA_MAX_NUMBER: integer(100, 10_000_000).optional(),
  FORM_MIN_FILL_SECONDS: integer(0, 60).optional(),
  LEAD_RETENTION_DAYS: integer(30, 36_500).optional(),
});

type Variables = z.infer<typeof variableSchema>;

/** The typed configuration every other module reads (through `config()`), defaults applied. */
export function buildConfig(vars: Variables, raw: RawEnv) {
  const nodeEnv = vars.NODE_ENV ?? "development";
  const dataDir = path.resolve(/*turbopackIgnore: true*/ vars.DATA_DIR ?? "./data");
  // Its own rules (keys in pairs) throw with the variables' names; the flag is read as every flag is.
  const s3 = s3Config(raw);
  // Each instance would otherwise sign with the key file of its own DATA_DIR, and refuse the others' tokens.
  if (nodeEnv === "production" && raw.DATABASE_URL && raw.REDIS_URL && !vars.JWT_SECRET) {
    throw new InvalidVariable("JWT_SECRET", "is required when several instances share one database (DATABASE_URL and REDIS_URL set): every instance must sign with the same key");
  }
  return {
    nodeEnv,
    production: nodeEnv === "production",
    port: vars.PORT ?? 3000,
    hostname: vars.HOSTNAME ?? "0.0.0.0",
    database: databaseConfig(raw),
    databasePoolSize: vars.DATABASE_POOL_SIZE ?? 10,
    dataDir,
    outboxDir: path.join(dataDir, "outbox"),
    uploadDir: path.resolve(/*turbopackIgnore: true*/ vars.UPLOAD_DIR ?? "./uploads"),
    /** How old a pending upload must be before the sweep takes it for a crash's leftover. */
    uploadSweepGraceMs: vars.UPLOAD_SWEEP_GRACE_MS ?? 10 * 60 * 1000,
    /** How many days a deleted record stays in the trash before it is purged for good. */
    trashDays: vars.TRASH_DAYS ?? 30,
    /** How many days an activity log entry is kept before the sweep deletes it. */
    activityDays: vars.ACTIVITY_DAYS ?? 180,
    /** How many versions of each record are kept (contract §7); older ones are pruned with the files only they used. */
    maxVersions: vars.MAX_VERSIONS ?? 50,
    s3: s3 && { ...s3, forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? false },
    redisUrl: vars.REDIS_URL ?? null,
    jwtSecret: vars.JWT_SECRET ?? null,
    jwtExpiresIn: vars.JWT_EXPIRES_IN ?? "8h",
    /** Signs backups (HMAC-SHA256) and is required to restore a signed one; null: unsigned. */
    backupKey: vars.BACKUP_KEY ?? null,
    metricsToken: vars.METRICS_TOKEN ?? null,
    /** Where request and database spans go (OTLP over HTTP); null: tracing is off and not even loaded. */
    tracing: vars.OTEL_EXPORTER_OTLP_ENDPOINT ? { endpoint: vars.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: vars.OTEL_SERVICE_NAME ?? "ecopack" } : null,
    firstAdmin: { username: vars.ADMIN_USERNAME ?? "admin", password: vars.ADMIN_PASSWORD, email: vars.ADMIN_EMAIL ?? "admin@example.com" },
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM ?? "no-reply@localhost",
    company: {
      name: vars.COMPANY_NAME,
      email: vars.COMPANY_EMAIL,
      phone: vars.COMPANY_PHONE,
      address: vars.COMPANY_ADDRESS,
      whatsappNumber: vars.WHATSAPP_NUMBER,
      mapQuery: vars.MAP_QUERY,
    },
    siteUrl: (vars.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, ""),
    proxyTrust: proxyTrustFromEnv(raw),
    /** Unset: the start decides (issue 16 item 2 owns the default). */
    seedDemoContent: vars.SEED_DEMO_CONTENT,
    pageCacheBytes: (vars.PAGE_CACHE_MB ?? 64) * 1024 * 1024,
    exposeQueryCount: vars.DB_QUERY_COUNT_HEADER ?? false,
    /**
     * The public forms' proof of work: the largest number a challenge hides. A visitor's browser
     * tries half of it on average (10,000: about 0.3 s on a mid-range phone, at most 0.65 s; see README).
     */
    altchaMaxNumber: vars.ALTCHA_MAX_NUMBER ?? 10_000,
    /** A form posted sooner after its challenge was issued is taken for a robot's (stored as spam). */
    formMinFillMs: (vars.FORM_MIN_FILL_SECONDS ?? 3) * 1000,
    /** Leads older than this are deleted by the lead sweep (spam after 30 days whatever this says). */
    leadRetentionDays: vars.LEAD_RETENTION_DAYS ?? 730,
    // Tests are quiet unless asked: their output is the runner's.
    logLevel: vars.LOG_LEVEL ?? (nodeEnv === "test" ? "silent" : "info"),
  };
}

export type Config = ReturnType<typeof buildConfig>;
