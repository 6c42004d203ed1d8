import { toast } from "@/components/ui/toast-store";
import { discardDraft, publishDraft } from "@/lib/admin-api/publishing-api";
import type { DraftActions } from "./draft-controls";

export interface DraftSteps {
  collection: string;
  /** The record edited; null for a new one, which its first draft creates. */
  id: number | null;
  hasDraft: boolean;
  /** Keeps the edited values as the record's draft; answers the record's id. */
  store: () => Promise<number>;
  /** Runs a step with the busy state and shows its failure; true when it succeeded. `stores`: the step runs `store`. */
  write: (run: () => Promise<void>, stores: boolean) => Promise<boolean>;
  /** What closes or empties the editor once a step succeeded. */
  close: () => void;
  reload: () => Promise<void>;
}

/**
 * Save draft, Discard draft and Publish at… (contract §7) for any editor of a record: the form
 * and a table row's inline edit differ only in how they store the draft and what they close.
 * The list is reloaded after every attempt, since a step that failed may have stored the draft.
 */
export function draftActions({ collection, id, hasDraft, store, write, close, reload }: DraftSteps): DraftActions {
  const finish = async (done: boolean) => {
    if (done) close();
    await reload();
  };
  return {
    hasDraft,
    onSaveDraft: async () => {
      const done = await write(async () => {
        await store();
        // The same words for a new draft-only record as for an existing record's draft.
        toast.success("Draft saved.");
      }, true);
      await finish(done);
    },
    onDiscardDraft: async () => {
      if (id === null) return;
      const done = await write(async () => {
        const result = await discardDraft(collection, id);
        toast.success(result.message ?? "Draft discarded.");
      }, false);
      await finish(done);
    },
    onPublishAt: async (at) => {
      const done = await write(async () => {
        const stored = await store();
        const result = await publishDraft(collection, stored, at);
        toast.success(result.message ?? "Scheduled.");
      }, true);
      await finish(done);
    },
  };
}
