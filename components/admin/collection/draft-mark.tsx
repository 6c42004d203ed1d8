import type { DraftItem } from "@/lib/admin-api/publishing-api";

/** A list row's mark: an item that exists only as a draft, one with unpublished changes, or one scheduled. */
export function DraftMark({ draft }: { draft: DraftItem | undefined }) {
  if (!draft) return null;
  const scheduled = draft.publish_at ? new Date(draft.publish_at) : null;
  const text = scheduled ? `Scheduled ${scheduled.toLocaleString()}` : draft.draft_only ? "Draft only" : "Unpublished changes";
  return (
    <span
      data-draft-mark={draft.draft_only ? "draft-only" : "changes"}
      className="mr-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-medium whitespace-nowrap text-amber-900"
    >
      {text}
    </span>
  );
}
