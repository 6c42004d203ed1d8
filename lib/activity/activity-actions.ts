/**
 * Every kind of entry the activity log holds (contract §8 "Activity"). Kept as text in the
 * table, so adding one here needs no migration; the list's filter offers exactly these.
 */
export const ACTIVITY_ACTIONS = [
  "create",
  "update",
  "delete",
  "move",
  "restore",
  "purge",
  "publish",
  "schedule",
  "draft_save",
  "draft_discard",
  "version_restore",
  "settings_change",
  "lead_update",
  "lead_erase",
  "sign_in",
  "sign_in_failed",
  "password_change",
  "password_reset",
  "username_change",
  "account_invite",
  "account_update",
  "account_delete",
  "two_factor_change",
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export function isActivityAction(value: unknown): value is ActivityAction {
  return typeof value === "string" && (ACTIVITY_ACTIONS as readonly string[]).includes(value);
}
