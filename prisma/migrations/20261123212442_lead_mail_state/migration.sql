-- A lead's mail state becomes one of four values, converted in place so existing leads keep theirs.
-- 'outbox' is new: the notice was only written to DATA_DIR/outbox because no SMTP_URL was set.
-- Leads recorded before it keep 'sent' (which of them reached only the outbox is not known);
-- a value outside the four (none was ever written) becomes 'failed', so it is looked at.
CREATE TYPE "MailState" AS ENUM ('pending', 'sent', 'failed', 'outbox');

ALTER TABLE "brochure_requests" ALTER COLUMN "mail_status" DROP DEFAULT;
ALTER TABLE "brochure_requests" ALTER COLUMN "mail_status" TYPE "MailState"
  USING (CASE WHEN "mail_status" IN ('pending', 'sent', 'failed', 'outbox') THEN "mail_status" ELSE 'failed' END)::"MailState";
ALTER TABLE "brochure_requests" ALTER COLUMN "mail_status" SET DEFAULT 'pending';

ALTER TABLE "inquiries" ALTER COLUMN "mail_status" DROP DEFAULT;
ALTER TABLE "inquiries" ALTER COLUMN "mail_status" TYPE "MailState"
  USING (CASE WHEN "mail_status" IN ('pending', 'sent', 'failed', 'outbox') THEN "mail_status" ELSE 'failed' END)::"MailState";
ALTER TABLE "inquiries" ALTER COLUMN "mail_status" SET DEFAULT 'pending';
