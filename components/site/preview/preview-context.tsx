"use client";

import { createContext, useContext } from "react";

const PreviewContext = createContext(false);

/** Marks the pages below as a preview (drafts shown): images of drafts are then loaded as they are. */
export function PreviewProvider({ children }: { children: React.ReactNode }) {
  return <PreviewContext.Provider value={true}>{children}</PreviewContext.Provider>;
}

/** Whether the page is a preview of unpublished changes. */
export function usePreviewing(): boolean {
  return useContext(PreviewContext);
}
