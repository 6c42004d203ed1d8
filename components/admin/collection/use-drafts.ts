"use client";

import { useCallback, useEffect, useState } from "react";
import { listDrafts, type DraftItem } from "@/lib/admin-api/publishing-api";

export interface Drafts {
  /** The drafts of this type's records, by record id. */
  byId: ReadonlyMap<number, DraftItem>;
  reload: () => Promise<void>;
}

const byRecord = (drafts: DraftItem[]) => new Map(drafts.map((draft) => [draft.id, draft]));

/** The drafts of one type, for the list marks and the draft-only rows; reloaded after every write. */
export function useDrafts(collection: string): Drafts {
  const [byId, setById] = useState<ReadonlyMap<number, DraftItem>>(new Map());
  useEffect(() => {
    const controller = new AbortController();
    listDrafts(collection, controller.signal).then(
      (drafts) => {
        if (!controller.signal.aborted) setById(byRecord(drafts));
      },
      // The list itself still shows; marks come back with the next reload.
      () => undefined,
    );
    return () => controller.abort();
  }, [collection]);
  const reload = useCallback(async () => {
    try {
      setById(byRecord(await listDrafts(collection)));
    } catch {
      // As above: the marks wait for the next reload.
    }
  }, [collection]);
  return { byId, reload };
}
