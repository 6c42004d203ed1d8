import type { AccountActor } from "@/lib/activity/record-activity";
import type { AdminSession } from "@/lib/auth/require-admin";

/** The signed-in account and the request's vouched-for address, as the activity log records them. */
export function activityActor({ session, ip }: { session: AdminSession; ip: string }): AccountActor {
  return { id: session.admin.id, username: session.admin.username, address: ip };
}
