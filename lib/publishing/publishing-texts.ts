/** The texts of drafts, versions and scheduled publishing (contract §7). */
export const PUBLISHING_TEXT = {
  noSuchType: "No such content type.",
  noDraft: "This item has no draft.",
  noVersion: "No such version of this item.",
  noVersions: "This item has no versions.",
  inTrash: "This item is in the trash. Restore it from the trash first.",
  badTime: "Give the publishing time as an ISO 8601 date and time, e.g. 2026-12-01T09:00:00Z.",
  badRestore: 'Send nothing, or {"as": "draft"} to restore into the draft.',
  draftSaved: "Draft saved.",
  draftCreated: "Draft created.",
  draftDiscarded: "Draft discarded.",
  published: (label: string) => `${label} published.`,
  scheduled: (label: string, at: string) => `${label} will be published at ${at}.`,
  restored: (version: number) => `Version ${version} restored and published.`,
  restoredAsDraft: (version: number) => `Version ${version} restored into the draft.`,
  drafts: (count: number) => (count ? `${count} draft(s).` : "No drafts."),
  versions: (count: number) => `${count} version(s).`,
} as const;
