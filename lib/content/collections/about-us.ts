import { defineCollection, restEndpoints, standardMessages } from "../collection-definition";
import { FILE_RULES } from "./file-rules";

const ADD = "Please provide all fields, including image.";
const EDIT = "Please provide title and description.";

export const aboutUs = defineCollection({
  key: "aboutUs",
  model: "aboutUs",
  label: { singular: "About Us", plural: "About Us" },
  description: "'Our Story' of the About page (one entry).",
  body: "multipart",
  fields: [
    { name: "title", label: "Title", kind: "text", maxLength: 200, required: { onCreate: ADD, onUpdate: EDIT } },
    { name: "description", label: "Description", kind: "textarea", maxLength: 5000, required: { onCreate: ADD, onUpdate: EDIT } },
  ],
  files: [{ name: "image", formField: "image", label: "Image", ...FILE_RULES.anyImage, required: { onCreate: ADD } }],
  limit: { max: 1, message: "Only one About Us entry is allowed. Edit or delete the existing one." },
  endpoints: restEndpoints("/api/about-us"),
  messages: standardMessages("About Us entry", "About Us entries", {
    confirmDelete: "Are you sure you want to delete this About Us entry?",
    saveFailed: "Error saving About Us entry. Please try again.",
    deleteFailed: "Error deleting About Us entry. Please try again.",
  }),
  admin: {
    path: "/admin/about-us",
    icon: "info",
    columns: [
      { kind: "image", field: "image", label: "Image" },
      { kind: "text", field: "title", label: "Title" },
      { kind: "preview", field: "description", label: "Description", chars: 50 },
    ],
  },
  cacheTag: "about-us",
  // The description is plain text; paragraphs are separated by blank lines.
  public: { page: "/about", fields: ["title", "description", "image"] },
});
