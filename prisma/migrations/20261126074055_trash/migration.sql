-- CreateEnum
CREATE TYPE "TrashFiles" AS ENUM ('hiding', 'private', 'revealing');

-- CreateTable
CREATE TABLE "trash" (
    "id" SERIAL NOT NULL,
    "collection" TEXT NOT NULL,
    "record_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "record" JSONB NOT NULL,
    "files" JSONB NOT NULL,
    "files_state" "TrashFiles" NOT NULL DEFAULT 'hiding',
    "deleted_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_by_id" INTEGER,
    "deleted_by_username" TEXT NOT NULL,
    "purge_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "trash_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "trash_purge_at_idx" ON "trash"("purge_at");

-- CreateIndex
CREATE UNIQUE INDEX "trash_collection_record_id_key" ON "trash"("collection", "record_id");
