"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { ApiError } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import type { CollectionDefinition } from "@/lib/content/collection-definition";
import type { Row } from "./form-model";

export const UNEXPECTED_FORMAT = "Unexpected response format";

function isRow(value: unknown): value is Row {
  return typeof value === "object" && value !== null && typeof (value as Row).id === "number";
}

/** A list endpoint's answer as rows: a bare array, or a singleton's record (404 = none). */
async function fetchRows(def: CollectionDefinition, signal?: AbortSignal): Promise<Row[]> {
  try {
    const { data } = await apiRequest<unknown>(def.endpoints.list, { signal });
    if (def.singleton) return isRow(data) ? [data] : [];
    if (!Array.isArray(data)) throw new Error(UNEXPECTED_FORMAT);
    return data.filter(isRow);
  } catch (error) {
    if (def.singleton && error instanceof ApiError && error.code === "not_found") return [];
    throw error;
  }
}

export interface CollectionList {
  rows: Row[];
  loading: boolean;
  /** The red inline text when the list could not be read. */
  error: string | null;
  reload: () => Promise<void>;
  removeLocally: (id: number) => void;
}

/** Loads a collection once, refetches on demand, and reports failures as admin.md §8 asks. */
export function useCollectionList(def: CollectionDefinition): CollectionList {
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const settle = useCallback(
    (promise: Promise<Row[]>, signal?: AbortSignal) =>
      promise.then(
        (next) => {
          if (signal?.aborted) return;
          setRows(next);
          setError(null);
          setLoading(false);
        },
        (caught: unknown) => {
          if (signal?.aborted || (caught instanceof DOMException && caught.name === "AbortError")) return;
          toast.error(def.messages.fetchFailed);
          setError(caught instanceof Error && caught.message === UNEXPECTED_FORMAT ? UNEXPECTED_FORMAT : def.messages.fetchFailed);
          setLoading(false);
        },
      ),
    [def],
  );

  useEffect(() => {
    const controller = new AbortController();
    void settle(fetchRows(def, controller.signal), controller.signal);
    return () => controller.abort();
  }, [def, settle]);

  const reload = useCallback(() => settle(fetchRows(def)), [def, settle]);
  const removeLocally = useCallback((id: number) => setRows((current) => current.filter((row) => row.id !== id)), []);

  return { rows, loading, error, reload, removeLocally };
}
