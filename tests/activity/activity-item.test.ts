import { describe, expect, it } from "vitest";
import { changeNote } from "@/components/admin/activity/activity-item";
import type { ActivityLine } from "@/lib/dashboard/activity-route";

const failed = (details: ActivityLine["details"]): ActivityLine => ({
  at: "2026-03-01T08:00:00.000Z",
  account: { id: 1, username: "admin" },
  action: "sign_in_failed",
  collection: null,
  id: null,
  address: "198.51.100.1",
  version: null,
  details,
  exists: false,
});

describe("the note under a failed sign-in", () => {
  it("says why it failed, and when it was a password change's check", () => {
    expect(changeNote(failed({ reason: "wrong_password" }))).toBe("Wrong password");
    expect(changeNote(failed({ reason: "wrong_code" }))).toBe("Wrong two-factor code");
    expect(changeNote(failed({ reason: "disabled", via: "change_password" }))).toBe("Account disabled, changing the password");
  });

  it("says nothing for an entry without a known reason (older entries, other writers)", () => {
    expect(changeNote(failed(null))).toBeNull();
    expect(changeNote(failed({ reason: "toString" }))).toBeNull();
  });
});
