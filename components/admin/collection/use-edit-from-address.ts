"use client";

import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast-store";
import type { Row } from "./form-model";

/** The address parameter naming the record to open, e.g. `/admin/sliders?edit=12` (the Activity screen's links). */
export const EDIT_PARAM = "edit";
export const ITEM_GONE = "That item no longer exists.";

/**
 * Once the list is loaded, opens the record `?edit=<id>` names in the edit form (or says it is
 * gone), then drops the parameter so a reload or a save does not open it again.
 */
export function useEditFromAddress(rows: Row[], loading: boolean, startEdit: (row: Row) => void): void {
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || loading) return;
    handled.current = true;
    const url = new URL(window.location.href);
    const wanted = url.searchParams.get(EDIT_PARAM);
    if (wanted === null) return;
    url.searchParams.delete(EDIT_PARAM);
    window.history.replaceState(window.history.state, "", url);
    const row = rows.find((candidate) => String(candidate.id) === wanted);
    if (row) startEdit(row);
    else toast.info(ITEM_GONE);
  }, [rows, loading, startEdit]);
}
