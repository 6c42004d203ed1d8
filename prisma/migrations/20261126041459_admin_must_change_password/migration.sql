-- AlterTable
ALTER TABLE "admins" ADD COLUMN     "must_change_password" BOOLEAN NOT NULL DEFAULT false;
