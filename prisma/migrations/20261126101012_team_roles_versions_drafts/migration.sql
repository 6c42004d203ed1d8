-- CreateEnum
CREATE TYPE "AdminRole" AS ENUM ('owner', 'editor');

-- CreateEnum
CREATE TYPE "VersionStatus" AS ENUM ('published', 'draft', 'scheduled');

-- AlterTable
ALTER TABLE "admins" ADD COLUMN     "disabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "role" "AdminRole" NOT NULL DEFAULT 'owner';

-- CreateTable
CREATE TABLE "content_versions" (
    "id" SERIAL NOT NULL,
    "collection" TEXT NOT NULL,
    "record_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "status" "VersionStatus" NOT NULL,
    "record" JSONB NOT NULL,
    "changed" JSONB NOT NULL,
    "author_id" INTEGER,
    "author_username" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "content_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "content_drafts" (
    "collection" TEXT NOT NULL,
    "record_id" INTEGER NOT NULL,
    "record" JSONB NOT NULL,
    "draft_only" BOOLEAN NOT NULL DEFAULT false,
    "publish_at" TIMESTAMP(3),
    "author_id" INTEGER,
    "author_username" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "content_drafts_pkey" PRIMARY KEY ("collection","record_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "content_versions_collection_record_id_version_key" ON "content_versions"("collection", "record_id", "version");

-- CreateIndex
CREATE INDEX "content_drafts_publish_at_idx" ON "content_drafts"("publish_at");
