"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** True once React runs in the browser: lets server HTML keep its no-JavaScript fallback. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
