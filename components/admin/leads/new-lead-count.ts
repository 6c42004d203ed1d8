"use client";

import { useEffect, useSyncExternalStore } from "react";
import { apiRequest } from "@/lib/admin-api/client";
import { LEAD_COUNTS_ENDPOINT } from "@/lib/leads/lead-kinds";
import type { LeadCounts } from "@/lib/leads/lead-page";

// The New leads of both kinds, shown beside Leads in the sidebar: loaded once per page load and
// again whenever the Leads screen changes a lead.
let count: number | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the count again; a failure leaves the last one shown (the screens report errors themselves). */
export async function refreshNewLeadCount(): Promise<void> {
  try {
    count = (await apiRequest<LeadCounts>(LEAD_COUNTS_ENDPOINT)).data.new;
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

export function useNewLeadCount(): number | null {
  useEffect(() => {
    void refreshNewLeadCount();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  );
}
