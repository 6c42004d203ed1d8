"use client";

import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { apiRequest } from "@/lib/admin-api/client";
import type { CollectionDefinition } from "@/lib/content/collection-definition";
import { COLLECTIONS } from "@/lib/content/collections";

export interface ParentOption {
  value: string;
  label: string;
}

/** The options of a definition's parent select (subcategory → main categories, by title, valued by id). */
export function useParentOptions(def: CollectionDefinition, failedText?: string): ParentOption[] {
  const [options, setOptions] = useState<ParentOption[]>([]);
  const parent = def.parent;

  useEffect(() => {
    if (!parent) return;
    const controller = new AbortController();
    const source = COLLECTIONS[parent.collection];
    apiRequest<unknown>(source.endpoints.list, { signal: controller.signal })
      .then(({ data }) => {
        if (!Array.isArray(data)) throw new Error("Unexpected response format");
        setOptions(
          data
            .filter((item): item is { id: number } & Record<string, unknown> => typeof item?.id === "number")
            .map((item) => ({ value: String(item.id), label: String(item[parent.titleField] ?? `#${item.id}`) })),
        );
      })
      .catch(() => {
        if (!controller.signal.aborted) toast.error(failedText ?? source.messages.fetchFailed);
      });
    return () => controller.abort();
  }, [parent, failedText]);

  return options;
}
