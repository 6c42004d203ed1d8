"use client";

import dynamic from "next/dynamic";

// tiptap is loaded only by the screens that have a rich-text field.
const loadRichTextEditor = () => import("../rich-text-editor");

/** The rich-text editor, fetched on demand with a placeholder of its size meanwhile. */
export const LazyRichTextEditor = dynamic(loadRichTextEditor, {
  ssr: false,
  loading: () => <div className="h-52 animate-pulse rounded-lg border border-neutral-200 bg-neutral-100" aria-hidden="true" />,
});

/**
 * Starts loading the editor as soon as a screen with a rich-text field opens, so a form shown
 * later (after a delete, on Edit) appears whole instead of growing under the pointer.
 */
export function preloadRichTextEditor() {
  void loadRichTextEditor();
}
