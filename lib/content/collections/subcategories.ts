import type { ContentRecord } from "@/lib/db/serialize";
import { altFieldOf, defineCollection, restEndpoints, standardMessages, type FileField } from "../collection-definition";
import { FILE_RULES } from "./file-rules";

const subImage = <N extends 1 | 2 | 3 | 4>(n: N) =>
  ({
    name: `sub_image${n}` as const,
    formField: `subimg${n}`,
    label: `Sub Image ${n}`,
    ...FILE_RULES.subImage,
    keepField: `existingSubimg${n}`,
  }) satisfies FileField;

const SUB_IMAGES = [subImage(1), subImage(2), subImage(3), subImage(4)] as const;

/** The extra images a record has, in order (sub_image1 to sub_image4), each with its alternative text. */
function extraImages(record: ContentRecord): Array<{ image: string; alt: string }> {
  return SUB_IMAGES.flatMap((field) => {
    const image = record[field.name];
    const alt = altFieldOf(field);
    return typeof image === "string" && image ? [{ image, alt: alt ? String(record[alt] ?? "") : "" }] : [];
  });
}

export const subcategories = defineCollection({
  key: "subcategories",
  model: "subcategory",
  label: { singular: "Subcategory", plural: "Subcategories" },
  description: "Products inside a main category, with up to four extra images.",
  body: "multipart",
  fields: [
    { name: "title", label: "Title", kind: "text", maxLength: 200, required: { onCreate: "Please provide a subcategory title.", onUpdate: "Please provide a subcategory title." } },
    { name: "description", label: "Description", kind: "richtext", maxLength: 50_000, required: { onCreate: "Please provide a description.", onUpdate: "Please provide a description." } },
  ],
  files: [
    { name: "product_image", formField: "image", label: "Main Image", ...FILE_RULES.mainImage, required: { onCreate: "Please upload a main image for the subcategory." } },
    ...SUB_IMAGES,
  ],
  parent: {
    field: "main_category_id",
    collection: "mainCategories",
    titleField: "title",
    listField: "main_category_title",
    requiredMessage: "Please select a main category.",
    filterParam: "main_category_id",
    label: "Main Category",
  },
  endpoints: restEndpoints("/api/subcategories"),
  messages: standardMessages("Subcategory", "subcategories", { confirmDelete: "Are you sure you want to delete this subcategory?" }),
  admin: {
    path: "/admin/sub-category",
    icon: "layers",
    columns: [
      { kind: "image", field: "product_image", label: "Image" },
      { kind: "text", field: "title", label: "Title" },
      { kind: "relation", field: "main_category_title", label: "Main Category" },
      { kind: "thumbnails", fields: ["sub_image1", "sub_image2", "sub_image3", "sub_image4"], label: "Sub Images" },
    ],
  },
  ordered: true,
  cacheTag: "subcategories",
  public: {
    page: "/product",
    recordPage: (record) => `/product?category=${String(record.main_category_id)}&sub=${record.id}`,
    fields: ["main_category_id", "title", "product_image", "description"],
    richText: "product",
    derive: {
      sub_images: (record) => extraImages(record).map(({ image }) => image),
      /** The alternative text of each of `sub_images` (empty for the generic one). */
      sub_image_alts: (record) => extraImages(record).map(({ alt }) => alt),
    },
  },
});
