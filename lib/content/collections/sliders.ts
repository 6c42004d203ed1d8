import { defineCollection, standardMessages } from "../collection-definition";
import { FILE_RULES } from "./file-rules";

const ALL_FIELDS = "Please provide all fields (title, description, and image).";

export const sliders = defineCollection({
  key: "sliders",
  model: "slider",
  label: { singular: "Slider", plural: "Sliders" },
  description: "Slides of the home page hero slideshow (at most 3).",
  body: "multipart",
  fields: [
    { name: "title", label: "Title", kind: "text", maxLength: 200, required: { onCreate: ALL_FIELDS, onUpdate: ALL_FIELDS } },
    { name: "description", label: "Description", kind: "textarea", maxLength: 2000, required: { onCreate: ALL_FIELDS, onUpdate: ALL_FIELDS } },
  ],
  files: [{ name: "image", formField: "image", label: "Image", ...FILE_RULES.anyImage, required: { onCreate: ALL_FIELDS } }],
  limit: { max: 3, message: "Maximum limit of 3 sliders reached. Delete a slider to add a new one." },
  endpoints: {
    list: "/sliders/getSliders",
    create: "/sliders/addSlider",
    update: "/sliders/updateSlider/{id}",
    remove: "/sliders/deleteSlider/{id}",
  },
  messages: standardMessages("Slider", "sliders", {
    confirmDelete: "Are you sure you want to delete this slider?",
    saveFailed: "Error adding/updating slider. Please try again.",
  }),
  admin: {
    path: "/admin/slider",
    icon: "slides",
    columns: [
      { kind: "image", field: "image", label: "Image" },
      { kind: "text", field: "title", label: "Title" },
      { kind: "preview", field: "description", label: "Description", chars: 80 },
    ],
  },
  ordered: true,
  cacheTag: "sliders",
  public: { page: "/", fields: ["title", "description", "image"] },
});
