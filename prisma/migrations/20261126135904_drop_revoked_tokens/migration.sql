-- DropForeignKey
ALTER TABLE "revoked_tokens" DROP CONSTRAINT "revoked_tokens_admin_id_fkey";

-- DropTable
DROP TABLE "revoked_tokens";
