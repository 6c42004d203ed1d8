"use client";

import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from "react";
import { toast } from "@/components/ui/toast-store";
import { errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";

export interface AdminList<Item> {
  /** null until the first answer. */
  items: Item[] | null;
  setItems: Dispatch<SetStateAction<Item[] | null>>;
  /** The last load's failure, shown in the table; null after a good one. */
  error: string | null;
  /** Reads the list again (after an action); the first read happens on mount. */
  load: (signal?: AbortSignal) => Promise<void>;
}

/**
 * The list an admin screen shows (trash, sessions, accounts): read on mount through the one
 * client, again on demand, with a failure kept for the table and, with `toastOnError`, told at once.
 */
export function useAdminList<Item>(endpoint: string, failedText: string, { toastOnError = true }: { toastOnError?: boolean } = {}): AdminList<Item> {
  const [items, setItems] = useState<Item[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      apiRequest<Item[]>(endpoint, { signal }).then(
        (answer) => {
          if (signal?.aborted) return;
          setItems(Array.isArray(answer.data) ? answer.data : []);
          setError(null);
        },
        (caught: unknown) => {
          if (signal?.aborted) return;
          const text = errorText(caught, failedText);
          setError(text);
          if (toastOnError) toast.error(text);
        },
      ),
    [endpoint, failedText, toastOnError],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return { items, setItems, error, load };
}
