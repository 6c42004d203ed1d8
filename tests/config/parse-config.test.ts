// The configuration is checked once, at start: every variable of the README's table has a rule,
// a bad value is named with its problem and an example, and unset values take their defaults.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_EXAMPLES, type ConfigVariable } from "@/lib/config/config-variables";
import { ConfigError, parseConfig } from "@/lib/config/parse-config";

function problemWith(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe("parseConfig defaults", () => {
  it("needs no variable at all", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      nodeEnv: "development",
      production: false,
      port: 3000,
      hostname: "0.0.0.0",
      database: { kind: "pglite", dir: path.resolve("./data/pglite") },
      databasePoolSize: 10,
      dataDir: path.resolve("./data"),
      outboxDir: path.resolve("./data/outbox"),
      uploadDir: path.resolve("./uploads"),
      uploadSweepGraceMs: 600_000,
      s3: null,
      redisUrl: null,
      jwtSecret: null,
      jwtExpiresIn: "8h",
      backupKey: null,
      firstAdmin: { username: "admin", password: undefined, email: "admin@example.com" },
      smtpUrl: null,
      mailFrom: "no-reply@localhost",
      siteUrl: "http://localhost:3000",
      seedDemoContent: undefined,
      pageCacheBytes: 64 * 1024 * 1024,
      exposeQueryCount: false,
      logLevel: "info",
    });
    expect(config.proxyTrust.hops).toBe(0);
    // Without TRUST_PROXY_FROM only this machine is a proxy; a private network is not.
    expect(config.proxyTrust.trusts("127.0.0.1")).toBe(true);
    expect(config.proxyTrust.trusts("::1")).toBe(true);
    for (const privateAddress of ["10.1.2.3", "172.18.0.5", "192.168.1.1", "fd00::1"]) expect(config.proxyTrust.trusts(privateAddress), privateAddress).toBe(false);
    expect(parseConfig({ NODE_ENV: "test" }).logLevel).toBe("silent");
  });

  it("counts an empty or blank value as unset", () => {
    expect(parseConfig({ PORT: "", SITE_URL: "  ", DATABASE_URL: "" })).toMatchObject({ port: 3000, siteUrl: "http://localhost:3000", database: { kind: "pglite" } });
  });

  it("accepts every example value of the README's table", () => {
    const env: Record<string, string> = { ...CONFIG_EXAMPLES };
    const config = parseConfig(env);
    expect(config).toMatchObject({
      production: true,
      port: 3000,
      database: { kind: "postgres", url: CONFIG_EXAMPLES.DATABASE_URL },
      redisUrl: "redis://redis:6379",
      smtpUrl: CONFIG_EXAMPLES.SMTP_URL,
      siteUrl: "https://www.example.com",
      seedDemoContent: false,
      exposeQueryCount: true,
      s3: { bucket: "ecopack-uploads", endpoint: "http://minio:9000", forcePathStyle: true, credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "a-secret-key" } },
      company: { name: "EcoPack Compostables", email: "info@example.com" },
    });
    expect(config.proxyTrust.hops).toBe(1);
    expect(config.proxyTrust.trusts("10.9.9.9")).toBe(true);
    expect(config.proxyTrust.trusts("192.168.1.1")).toBe(false);
  });

  it("reads the public forms' proof of work, time trap and lead retention, with their defaults", () => {
    expect(parseConfig({})).toMatchObject({ altchaMaxNumber: 10_000, formMinFillMs: 3000, leadRetentionDays: 730 });
    expect(parseConfig({ ALTCHA_MAX_NUMBER: "5000", FORM_MIN_FILL_SECONDS: "0", LEAD_RETENTION_DAYS: "365" })).toMatchObject({ altchaMaxNumber: 5000, formMinFillMs: 0, leadRetentionDays: 365 });
  });

  it("reads the typed values", () => {
    expect(parseConfig({ SITE_URL: "https://shop.example.com/", PORT: "8080", PAGE_CACHE_MB: "8", SEED_DEMO_CONTENT: "1", TRUST_PROXY: "2", UPLOAD_SWEEP_GRACE_MS: "5000" })).toMatchObject({
      siteUrl: "https://shop.example.com",
      port: 8080,
      pageCacheBytes: 8 * 1024 * 1024,
      uploadSweepGraceMs: 5000,
      seedDemoContent: true,
      proxyTrust: { hops: 2 },
    });
    expect(parseConfig({ S3_BUCKET: "uploads", S3_FORCE_PATH_STYLE: "yes" }).s3?.forcePathStyle).toBe(true);
    expect(parseConfig({ S3_BUCKET: "uploads", S3_FORCE_PATH_STYLE: "off" }).s3?.forcePathStyle).toBe(false);
  });
});

// One bad value per variable: the message names it, says what is wrong and shows an example.
const BAD: Array<[ConfigVariable, string, RegExp]> = [
  ["NODE_ENV", "prod", /must be development, production or test/],
  ["PORT", "eighty", /whole number from 0 to 65535/],
  ["PORT", "70000", /whole number from 0 to 65535/],
  ["PORT", "-1", /whole number/],
  ["DATABASE_URL", "mysql://u@h/db", /PostgreSQL URL starting with postgres:\/\/ or postgresql:\/\//],
  ["DATABASE_URL", "localhost:5432/ecopack", /PostgreSQL URL/],
  ["DATABASE_POOL_SIZE", "0", /whole number from 1 to 1000/],
  ["S3_BUCKET", "s3://uploads", /bucket name alone/],
  ["S3_BUCKET", "uploads/2026", /bucket name alone/],
  ["S3_ENDPOINT", "minio:9000", /http or https URL/],
  ["S3_REGION", "us east", /region name/],
  ["S3_FORCE_PATH_STYLE", "maybe", /must be 1 or 0/],
  ["REDIS_URL", "http://redis:6379", /Redis URL starting with redis:\/\/ or rediss:\/\//],
  ["REDIS_URL", "redis", /Redis URL/],
  ["JWT_SECRET", "short-secret", /too short: use at least 32 characters/],
  ["JWT_EXPIRES_IN", "forever", /duration such as 30m, 8h or 24h/],
  ["JWT_EXPIRES_IN", "100y", /must be at most 24 hours/],
  ["JWT_EXPIRES_IN", "25h", /must be at most 24 hours/],
  ["JWT_EXPIRES_IN", "2d", /must be at most 24 hours/],
  ["JWT_EXPIRES_IN", "1441m", /must be at most 24 hours/],
  ["BACKUP_KEY", "short-backup-key", /BACKUP_KEY is too short: use at least 32 characters/],
  ["METRICS_TOKEN", "short-metrics-token", /METRICS_TOKEN is too short: use at least 32 characters/],
  ["OTEL_EXPORTER_OTLP_ENDPOINT", "otel-collector:4318", /http or https URL/],
  ["ADMIN_USERNAME", "a".repeat(101), /at most 100 characters/],
  ["ADMIN_PASSWORD", "changeme", /ADMIN_PASSWORD is too short/],
  ["ADMIN_PASSWORD", "password1234", /ADMIN_PASSWORD is one of the commonest passwords/],
  ["ADMIN_EMAIL", "admin", /one e-mail address/],
  ["SMTP_URL", "mail.example.com:587", /SMTP_URL/],
  ["SMTP_URL", "http://mail.example.com", /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
  ["MAIL_FROM", "Shop <shop@example.com>", /one e-mail address/],
  ["COMPANY_EMAIL", "sales at example.com", /one e-mail address/],
  ["WHATSAPP_NUMBER", "call us", /phone number/],
  ["SITE_URL", "www.example.com", /absolute URL starting with http:\/\/ or https:\/\//],
  ["SITE_URL", "ftp://example.com", /absolute URL/],
  ["TRUST_PROXY", "two", /whole number from 0 to 32/],
  ["TRUST_PROXY_FROM", "10.0.0.0/33", /"10.0.0.0\/33" is not an IPv4 or IPv6 address or CIDR range/],
  ["TRUST_PROXY_FROM", "proxy.local", /not an IPv4 or IPv6 address/],
  ["SEED_DEMO_CONTENT", "sometimes", /must be 1 or 0/],
  ["PAGE_CACHE_MB", "0", /whole number from 1 to 65536/],
  ["UPLOAD_SWEEP_GRACE_MS", "500", /whole number from 1000 to 86400000/],
  ["UPLOAD_SWEEP_GRACE_MS", "10m", /whole number from 1000 to 86400000/],
  ["MAX_VERSIONS", "0", /whole number from 1 to 10000/],
  ["DB_QUERY_COUNT_HEADER", "yes please", /must be 1 or 0/],
  ["LOG_LEVEL", "verbose", /must be one of fatal, error, warn, info, debug, trace, silent/],
  ["ALTCHA_MAX_NUMBER", "50", /whole number from 100 to 10000000/],
  ["FORM_MIN_FILL_SECONDS", "3s", /whole number from 0 to 60/],
  ["LEAD_RETENTION_DAYS", "7", /whole number from 30 to 36500/],
  ["TRASH_DAYS", "0", /whole number from 1 to 3650/],
  ["ACTIVITY_DAYS", "half a year", /whole number from 1 to 3650/],
];

describe("parseConfig refuses", () => {
  it.each(BAD)("%s=%j", (variable, value, problem) => {
    const message = problemWith({ [variable]: value });
    expect(message).toMatch(new RegExp(`^Invalid configuration:\\n  ${variable}\\b`));
    expect(message).toMatch(problem);
    expect(message).toContain(`(example: ${variable}=${CONFIG_EXAMPLES[variable]})`);
  });

  it("covers every variable it reads", () => {
    const tested = new Set(BAD.map(([variable]) => variable));
    // Free text with nothing to check, and the S3 keys, checked in pairs below.
    const freeText = ["HOSTNAME", "PGLITE_DIR", "DATA_DIR", "UPLOAD_DIR", "COMPANY_NAME", "COMPANY_PHONE", "COMPANY_ADDRESS", "MAP_QUERY", "OTEL_SERVICE_NAME", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"];
    expect(Object.keys(CONFIG_EXAMPLES).filter((name) => !tested.has(name as ConfigVariable) && !freeText.includes(name))).toEqual([]);
  });

  it("tracing only with OTEL_EXPORTER_OTLP_ENDPOINT, named by OTEL_SERVICE_NAME", () => {
    expect(parseConfig({ OTEL_SERVICE_NAME: "shop" }).tracing).toBeNull();
    expect(parseConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" }).tracing).toEqual({ endpoint: "http://collector:4318", serviceName: "ecopack" });
    expect(parseConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "https://collector.example.com", OTEL_SERVICE_NAME: "shop" }).tracing).toEqual({ endpoint: "https://collector.example.com", serviceName: "shop" });
  });

  it("JWT_EXPIRES_IN up to 24 hours", () => {
    for (const lifetime of ["30m", "8h", "24h", "1d", "86400s", "1440 minutes"]) expect(parseConfig({ JWT_EXPIRES_IN: lifetime }).jwtExpiresIn).toBe(lifetime);
  });

  it("no JWT_SECRET for several instances in production (DATABASE_URL and REDIS_URL set)", () => {
    const several = { NODE_ENV: "production", DATABASE_URL: "postgresql://u@db/ecopack", REDIS_URL: "redis://redis:6379" };
    expect(problemWith(several)).toMatch(/^Invalid configuration:\n  JWT_SECRET is required when several instances share one database .*\(example: JWT_SECRET=/);
    expect(parseConfig({ ...several, JWT_SECRET: "s".repeat(32) }).jwtSecret).toBe("s".repeat(32));
    // One instance, or not production: the key file in DATA_DIR does.
    expect(parseConfig({ NODE_ENV: "production", DATABASE_URL: "postgresql://u@db/ecopack" }).jwtSecret).toBeNull();
    expect(parseConfig({ ...several, NODE_ENV: "development" }).jwtSecret).toBeNull();
  });

  it("S3 keys given alone", () => {
    // The message names the missing half.
    expect(problemWith({ S3_BUCKET: "uploads", S3_ACCESS_KEY_ID: "key" })).toMatch(/S3_SECRET_ACCESS_KEY: Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.*\(example: S3_SECRET_ACCESS_KEY=/s);
    expect(problemWith({ S3_BUCKET: "uploads", S3_SECRET_ACCESS_KEY: "secret" })).toMatch(/S3_ACCESS_KEY_ID: Set both.*\(example: S3_ACCESS_KEY_ID=/s);
  });

  it("lists every bad variable at once, and never echoes a secret", () => {
    const message = problemWith({ SITE_URL: "example.com", PORT: "x", JWT_SECRET: "hunter2-but-longer", BACKUP_KEY: "swordfish-key", SMTP_URL: "http://user:pa55word@mail" });
    expect(message.split("\n").slice(1).map((line) => line.trim().split(" ")[0])).toEqual(["PORT", "JWT_SECRET", "BACKUP_KEY", "SMTP_URL", "SITE_URL"]);
    expect(message).not.toContain("hunter2");
    expect(message).not.toContain("swordfish");
    expect(message).not.toContain("pa55word");
  });
});
