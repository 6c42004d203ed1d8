import { defineCollection, standardMessages } from "../collection-definition";
import { FILE_RULES } from "./file-rules";

const BOTH_FILES = "Please upload both a cover image and a PDF file for a new e-brochure.";

export const ebrochure = defineCollection({
  key: "ebrochure",
  model: "eBrochure",
  label: { singular: "E-Brochure", plural: "E-Brochure" },
  description: "The single downloadable brochure of the E-Brochure page.",
  body: "multipart",
  singleton: true,
  fields: [
    { name: "title", label: "Title", kind: "text", maxLength: 200, required: { onCreate: "Please provide a title.", onUpdate: "Please provide a title." } },
    {
      name: "description",
      label: "Description",
      kind: "richtext",
      maxLength: 20_000,
      required: { onCreate: "Please provide a description.", onUpdate: "Please provide a description." },
      maxPlainLength: { max: 700, message: "Description must be at most 700 characters.", truncatedMessage: "Description truncated to 700 characters." },
    },
  ],
  files: [
    { name: "cover_image", formField: "cover_image", label: "Cover Image", ...FILE_RULES.anyImage, required: { onCreate: BOTH_FILES } },
    { name: "pdf_file", formField: "pdf_file", label: "PDF File", ...FILE_RULES.pdf, required: { onCreate: BOTH_FILES } },
  ],
  limit: { max: 1, message: "Only one e-brochure can exist. Edit or delete the current one." },
  endpoints: { list: "/api/ebrochure", create: "/api/ebrochure", update: "/api/ebrochure", remove: "/api/ebrochure" },
  messages: standardMessages("E-Brochure", "e-brochure", {
    confirmDelete: "Are you sure you want to delete the e-brochure?",
    notFound: "No e-brochure found.",
    empty: "No e-brochure yet",
  }),
  admin: {
    path: "/admin/e-brochure",
    icon: "book",
    columns: [
      { kind: "text", field: "title", label: "Title" },
      { kind: "richtext", field: "description", label: "Description" },
      { kind: "image", field: "cover_image", label: "Cover Image" },
      { kind: "link", field: "pdf_file", label: "PDF", text: "View PDF" },
    ],
  },
  cacheTag: "ebrochure",
  public: { page: "/ebrochure", fields: ["title", "description", "cover_image", "pdf_file"] },
});
