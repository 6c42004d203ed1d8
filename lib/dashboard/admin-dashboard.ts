import { db } from "@/lib/db";
import type { CollectionKey } from "@/lib/content/collection-definition";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { modelOf } from "@/lib/db/model-delegate";
import { LEAD_KINDS } from "@/lib/leads/lead-kinds";
import { undeliveredMailWarning } from "@/lib/mail/undelivered-mail-warning";
import { countDemoRecords, findDemoRecords } from "@/lib/bootstrap/demo-records";
import { publicAdmin, type PublicAdmin } from "@/lib/auth/public-admin";

/** Waiting for someone: New (not followed up, not spam). */
const UNHANDLED = { where: { status: "new" } };

/** What the dashboard shows: the administrator, how much of each content type exists, New leads, demo content left, and what the operator must fix. */
export async function adminDashboard(admin: PublicAdmin) {
  const prisma = await db();
  const [counts, unhandledInquiries, unhandledBrochureRequests, demo] = await Promise.all([
    Promise.all(COLLECTION_LIST.map(async (def) => [def.key, await modelOf(prisma, def).count()] as const)),
    modelOf(prisma, LEAD_KINDS.inquiries).count(UNHANDLED),
    modelOf(prisma, LEAD_KINDS["brochure-requests"]).count(UNHANDLED),
    findDemoRecords(prisma),
  ]);
  return {
    user: publicAdmin(admin),
    counts: Object.fromEntries(counts) as Record<CollectionKey, number>,
    leads: { unhandledInquiries, unhandledBrochureRequests },
    warnings: [undeliveredMailWarning()].filter((warning): warning is string => warning !== null),
    demoContent: { records: countDemoRecords(demo) },
  };
}
