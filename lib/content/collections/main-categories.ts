import { defineCollection, restEndpoints, standardMessages } from "../collection-definition";
import { FILE_RULES } from "./file-rules";

export const mainCategories = defineCollection({
  key: "mainCategories",
  model: "mainCategory",
  label: { singular: "Main Category", plural: "Main Categories" },
  description: "Product categories of the catalogue and the home page.",
  body: "multipart",
  fields: [
    { name: "title", label: "Title", kind: "text", maxLength: 200, required: { onCreate: "Please provide a title.", onUpdate: "Please provide a title." } },
  ],
  files: [{ name: "image", formField: "image", label: "Image", ...FILE_RULES.anyImage, required: { onCreate: "Please upload an image for a new category." } }],
  endpoints: restEndpoints("/api/main-category"),
  messages: standardMessages("Category", "categories", { confirmDelete: "Are you sure you want to delete this category?" }),
  admin: {
    path: "/admin/main-category",
    icon: "folder",
    columns: [
      { kind: "image", field: "image", label: "Image" },
      { kind: "text", field: "title", label: "Title" },
    ],
  },
  ordered: true,
  cacheTag: "main-categories",
  public: {
    page: "/product",
    recordPage: (record) => `/product?category=${record.id}`,
    fields: ["title", "image"],
  },
});
