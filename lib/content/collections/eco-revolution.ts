import { defineCollection, restEndpoints, standardMessages } from "../collection-definition";
import { FILE_RULES } from "./file-rules";

export const ecoRevolution = defineCollection({
  key: "ecoRevolution",
  model: "ecoRevolution",
  label: { singular: "Eco Revolution", plural: "Eco Revolution" },
  description: "The 'Join Our Journey' hero of the home page (one entry).",
  body: "multipart",
  fields: [
    { name: "title", label: "Title", kind: "text", maxLength: 200, required: { onCreate: "Please provide a title!", onUpdate: "Please provide a title!" } },
    {
      name: "description",
      label: "Description",
      kind: "richtext",
      maxLength: 10_000,
      required: { onCreate: "Please provide a description!", onUpdate: "Please provide a description!" },
      maxPlainLength: { max: 150, message: "Description must be at most 150 characters.", truncatedMessage: "Description truncated to 150 characters." },
    },
  ],
  files: [{ name: "image", formField: "image", label: "Image", ...FILE_RULES.anyImage, required: { onCreate: "Please upload an image!" } }],
  limit: { max: 1, message: "Only one Eco Revolution entry is allowed. Edit or delete the existing one." },
  endpoints: restEndpoints("/api/eco-revolution"),
  messages: standardMessages("Eco Revolution", "eco revolutions", {
    confirmDelete: "Are you sure you want to delete this Eco Revolution entry?",
    notFound: "Eco Revolution entry not found.",
    saveFailed: "Error occurred!",
    deleteFailed: "Error deleting Eco Revolution!",
    empty: "No Eco Revolution entry found",
  }),
  admin: {
    path: "/admin/eco-revolution",
    icon: "leaf",
    columns: [
      { kind: "image", field: "image", label: "Image" },
      { kind: "text", field: "title", label: "Title" },
      { kind: "richtext", field: "description", label: "Description" },
    ],
  },
  cacheTag: "eco-revolution",
  public: { page: "/", fields: ["title", "description", "image"] },
});
