/**
 * Every environment variable the server reads, with its rule and an example shown when a value
 * breaks the rule. The README's configuration table describes the same list.
 */
export const CONFIG_EXAMPLES = {
  NODE_ENV: "production",
  PORT: "3000",
  HOSTNAME: "0.0.0.0",
  DATABASE_URL: "postgresql://ecopack:secret@db:5432/ecopack",
  DATABASE_POOL_SIZE: "10",
  PGLITE_DIR: "memory://",
  DATA_DIR: "./data",
  UPLOAD_DIR: "./uploads",
  UPLOAD_SWEEP_GRACE_MS: "600000",
  TRASH_DAYS: "30",
  ACTIVITY_DAYS: "180",
  MAX_VERSIONS: "50",
  S3_BUCKET: "ecopack-uploads",
  S3_ENDPOINT: "http://minio:9000",
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
  S3_SECRET_ACCESS_KEY: "a-secret-key",
  S3_FORCE_PATH_STYLE: "1",
  REDIS_URL: "redis://redis:6379",
  JWT_SECRET: "a random string of 32 or more characters",
  JWT_EXPIRES_IN: "8h",
  BACKUP_KEY: "a random string of 32 or more characters, kept apart from the backups",
  METRICS_TOKEN: "a random string of 32 or more characters, the bearer token of /metrics",
  OTEL_EXPORTER_OTLP_ENDPOINT: "http://otel-collector:4318",
  OTEL_SERVICE_NAME: "ecopack",
  ADMIN_USERNAME: "admin",
  ADMIN_PASSWORD: "plum tractor oboe lantern",
  ADMIN_EMAIL: "admin@example.com",
  SMTP_URL: "smtp://user:pass@smtp.example.com:587",
  MAIL_FROM: "no-reply@example.com",
  COMPANY_NAME: "EcoPack Compostables",
  COMPANY_EMAIL: "info@example.com",
  COMPANY_PHONE: "+91 98765 43210",
  COMPANY_ADDRESS: "Plot 12, GIDC Industrial Estate, Rajkot",
  WHATSAPP_NUMBER: "919876543210",
  MAP_QUERY: "EcoPack Compostables Rajkot",
  SITE_URL: "https://www.example.com",
  TRUST_PROXY: "1",
  TRUST_PROXY_FROM: "10.0.0.0/8, fd00::/8",
  SEED_DEMO_CONTENT: "0",
  PAGE_CACHE_MB: "64",
  DB_QUERY_COUNT_HEADER: "1",
  LOG_LEVEL: "info",
  ALTCHA_MAX_NUMBER: "10000",
  FORM_MIN_FILL_SECONDS: "3",
  LEAD_RETENTION_DAYS: "730",
} as const;

export type ConfigVariable = keyof typeof CONFIG_EXAMPLES;

/** The variables as read: trimmed, an empty value counting as unset. */
export type RawEnv = Partial<Record<ConfigVariable, string>>;
