// The admin's texts of the definitions that build theirs with standardMessages() and override
// a few: written out here (admin.md §5, §8 and the original back office) so a change to the
// builder or a lost override fails, not just a drifting definition.
import { describe, expect, it } from "vitest";
import type { CollectionKey, CollectionMessages } from "@/lib/content/collection-definition";
import { COLLECTIONS } from "@/lib/content/collections";

const TEXTS: Partial<Record<CollectionKey, CollectionMessages>> = {
  sliders: {
    created: "Slider added successfully!",
    updated: "Slider updated successfully!",
    deleted: "Slider deleted successfully!",
    notFound: "Slider not found.",
    fetchFailed: "Failed to fetch sliders. Please try again.",
    saveFailed: "Error adding/updating slider. Please try again.",
    deleteFailed: "Error deleting slider. Please try again.",
    confirmDelete: "Are you sure you want to delete this slider?",
    empty: "No sliders found",
    loading: "Loading sliders...",
  },
  mainCategories: {
    created: "Category added successfully!",
    updated: "Category updated successfully!",
    deleted: "Category deleted successfully!",
    notFound: "Category not found.",
    fetchFailed: "Failed to fetch categories. Please try again.",
    saveFailed: "Error saving category. Please try again.",
    deleteFailed: "Error deleting category. Please try again.",
    confirmDelete: "Are you sure you want to delete this category?",
    empty: "No categories found",
    loading: "Loading categories...",
  },
  subcategories: {
    created: "Subcategory added successfully!",
    updated: "Subcategory updated successfully!",
    deleted: "Subcategory deleted successfully!",
    notFound: "Subcategory not found.",
    fetchFailed: "Failed to fetch subcategories. Please try again.",
    saveFailed: "Error saving subcategory. Please try again.",
    deleteFailed: "Error deleting subcategory. Please try again.",
    confirmDelete: "Are you sure you want to delete this subcategory?",
    empty: "No subcategories found",
    loading: "Loading subcategories...",
  },
  ebrochure: {
    created: "E-Brochure added successfully!",
    updated: "E-Brochure updated successfully!",
    deleted: "E-Brochure deleted successfully!",
    notFound: "No e-brochure found.",
    fetchFailed: "Failed to fetch e-brochure. Please try again.",
    saveFailed: "Error saving e-brochure. Please try again.",
    deleteFailed: "Error deleting e-brochure. Please try again.",
    confirmDelete: "Are you sure you want to delete the e-brochure?",
    empty: "No e-brochure yet",
    loading: "Loading e-brochure...",
  },
  gallery: {
    created: "Images uploaded successfully!",
    updated: "Image updated successfully!",
    deleted: "Image deleted successfully!",
    notFound: "Image not found.",
    fetchFailed: "Failed to fetch gallery items. Please try again.",
    saveFailed: "Error updating image. Only JPEG, JPG, PNG, GIF, or PDF files are allowed.",
    deleteFailed: "Error deleting image. Please try again.",
    confirmDelete: "Are you sure you want to delete this image?",
    empty: "No gallery images found",
    loading: "Loading gallery...",
  },
  ecoRevolution: {
    created: "Eco Revolution added successfully!",
    updated: "Eco Revolution updated successfully!",
    deleted: "Eco Revolution deleted successfully!",
    notFound: "Eco Revolution entry not found.",
    fetchFailed: "Failed to fetch eco revolutions. Please try again.",
    saveFailed: "Error occurred!",
    deleteFailed: "Error deleting Eco Revolution!",
    confirmDelete: "Are you sure you want to delete this Eco Revolution entry?",
    empty: "No Eco Revolution entry found",
    loading: "Loading eco revolutions...",
  },
};

describe("messages built with standardMessages()", () => {
  it.each(Object.entries(TEXTS))("%s", (key, texts) => {
    expect(COLLECTIONS[key as CollectionKey].messages).toEqual(texts);
  });
});
