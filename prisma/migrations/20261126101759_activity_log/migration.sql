-- CreateTable
CREATE TABLE "activity" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "account_id" INTEGER,
    "account_username" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "collection" TEXT,
    "record_id" INTEGER,
    "version" INTEGER,
    "address" TEXT NOT NULL,
    "details" JSONB,

    CONSTRAINT "activity_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "activity_at_idx" ON "activity"("at");

-- CreateIndex
CREATE INDEX "activity_account_id_at_idx" ON "activity"("account_id", "at");
