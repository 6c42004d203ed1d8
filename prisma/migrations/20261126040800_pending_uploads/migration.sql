-- CreateTable
CREATE TABLE "pending_uploads" (
    "key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pending_uploads_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "pending_uploads_created_at_idx" ON "pending_uploads"("created_at");
