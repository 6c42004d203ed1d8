import type { CollectionKey } from "@/lib/content/collection-definition";

/** Screen behaviour that only the admin UI needs, beside the shared definitions. */
export interface ScreenExtras {
  /** Delete drops the row locally instead of refetching (subcategories, admin.md §4). */
  deleteLocally?: boolean;
  /** Shown above the optional, clearable file slots. */
  clearableFilesNote?: string;
  /** admin.md §8: the text when the parent list cannot be read. */
  parentFetchFailed?: string;
  submitLabel?: { create: string; edit: string };
}

export const SCREEN_EXTRAS: Partial<Record<CollectionKey, ScreenExtras>> = {
  subcategories: {
    deleteLocally: true,
    clearableFilesNote: "Sub-images are optional: uploading replaces and removing clears. Use × to remove a current image or discard a new pick.",
    parentFetchFailed: "Failed to fetch main categories. Please try again.",
  },
  gallery: { submitLabel: { create: "Upload Gallery", edit: "Save" } },
  valuedClients: { submitLabel: { create: "Upload Logo", edit: "Update Logo" } },
};
