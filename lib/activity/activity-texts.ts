import type { ActivityAction } from "./activity-actions";

/** How the Activity screen names each action, as a verb phrase ("Created", "Signed in"). */
export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  move: "Reordered",
  restore: "Restored from the trash",
  purge: "Deleted permanently",
  publish: "Published",
  schedule: "Scheduled a publish",
  draft_save: "Saved a draft",
  draft_discard: "Discarded a draft",
  version_restore: "Restored a version",
  settings_change: "Changed the site settings",
  lead_update: "Updated a lead",
  lead_erase: "Erased the leads of an address",
  sign_in: "Signed in",
  sign_in_failed: "Failed to sign in",
  password_change: "Changed the password",
  password_reset: "Reset the password with a code",
  username_change: "Changed the username",
  account_invite: "Invited an account",
  account_update: "Changed an account",
  account_delete: "Deleted an account",
  two_factor_change: "Changed two-factor sign-in",
};

/** Why a sign-in failed, as a `sign_in_failed` entry keeps it (`details.reason`) and the screen says it. */
export const SIGN_IN_FAILURE_LABELS = {
  wrong_password: "Wrong password",
  unknown_user: "Unknown username",
  disabled: "Account disabled",
  wrong_code: "Wrong two-factor code",
} as const;

export type SignInFailure = keyof typeof SIGN_IN_FAILURE_LABELS;

export const ACTIVITY_TEXT = {
  listed: (count: number) => (count ? `${count} activity entr${count === 1 ? "y" : "ies"}.` : "No activity matches."),
  badCursor: "The page cursor is invalid: use the next_cursor of an earlier answer.",
  badDate: "Dates must be YYYY-MM-DD or an ISO 8601 date-time.",
  badRange: "The start date must not be after the end date.",
  badAction: "Unknown activity type.",
  badAccount: "account must be an account id.",
  badLimit: "limit must be a whole number from 1 to 100.",
} as const;
