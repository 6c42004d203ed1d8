import { defineCollection, standardMessages } from "../collection-definition";
import { FILE_RULES } from "./file-rules";

export const gallery = defineCollection({
  key: "gallery",
  model: "galleryImage",
  label: { singular: "Gallery Image", plural: "Gallery" },
  description: "Images of the public gallery, uploaded several at a time.",
  body: "multipart",
  fields: [],
  files: [
    {
      name: "image",
      formField: "image",
      label: "Image",
      ...FILE_RULES.galleryImage,
      required: { onCreate: "No images selected!", onUpdate: "Please select an image to update!" },
    },
  ],
  multiUpload: { formField: "images", noneMessage: "No images selected!", created: "Images uploaded successfully!" },
  endpoints: { list: "/gallery/", create: "/gallery/upload", update: "/gallery/{id}", remove: "/gallery/{id}" },
  messages: standardMessages("Image", "gallery items", {
    confirmDelete: "Are you sure you want to delete this image?",
    created: "Images uploaded successfully!",
    saveFailed: "Error updating image. Only JPEG, JPG, PNG, GIF, or PDF files are allowed.",
    empty: "No gallery images found",
    loading: "Loading gallery...",
  }),
  admin: {
    path: "/admin/gallery",
    icon: "image",
    columns: [
      { kind: "image", field: "image", label: "Image" },
      { kind: "date", field: "created_at", label: "Uploaded" },
    ],
  },
  ordered: true,
  cacheTag: "gallery",
  // An image or, since the gallery accepts them, a PDF address.
  public: { page: "/gallery", fields: ["image"] },
});
