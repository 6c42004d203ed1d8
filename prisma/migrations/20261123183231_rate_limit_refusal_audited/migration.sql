-- AlterTable
ALTER TABLE "rate_limit_buckets" ADD COLUMN     "refusal_audited" BOOLEAN NOT NULL DEFAULT false;
