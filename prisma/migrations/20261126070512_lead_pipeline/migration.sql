-- CreateEnum
CREATE TYPE "LeadStatus" AS ENUM ('new', 'contacted', 'qualified', 'won', 'lost', 'spam');

-- AlterEnum
ALTER TYPE "MailState" ADD VALUE 'skipped';

-- AlterTable
ALTER TABLE "brochure_requests" ADD COLUMN     "fill_ms" INTEGER,
ADD COLUMN     "note" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "spam_reason" TEXT,
ADD COLUMN     "status" "LeadStatus" NOT NULL DEFAULT 'new';

-- AlterTable
ALTER TABLE "inquiries" ADD COLUMN     "fill_ms" INTEGER,
ADD COLUMN     "note" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "spam_reason" TEXT,
ADD COLUMN     "status" "LeadStatus" NOT NULL DEFAULT 'new';

-- CreateTable
CREATE TABLE "used_challenges" (
    "signature" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "used_challenges_pkey" PRIMARY KEY ("signature")
);

-- CreateIndex
CREATE INDEX "used_challenges_expires_at_idx" ON "used_challenges"("expires_at");

-- CreateIndex
CREATE INDEX "brochure_requests_status_created_at_idx" ON "brochure_requests"("status", "created_at");

-- CreateIndex
CREATE INDEX "inquiries_status_created_at_idx" ON "inquiries"("status", "created_at");

-- A lead marked handled before the pipeline existed was followed up: it is Contacted.
UPDATE "inquiries" SET "status" = 'contacted' WHERE "handled_at" IS NOT NULL;
UPDATE "brochure_requests" SET "status" = 'contacted' WHERE "handled_at" IS NOT NULL;
