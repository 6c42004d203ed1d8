import { defineCollection, restEndpoints, standardMessages } from "../collection-definition";
import { FILE_RULES } from "./file-rules";

const BOTH = "Please provide both cover image and PDF file.";

export const certificates = defineCollection({
  key: "certificates",
  model: "certificate",
  label: { singular: "Certificate", plural: "Certificates" },
  description: "Certificates shown on the Certificates page, each a cover image and a PDF.",
  body: "multipart",
  fields: [],
  files: [
    { name: "cover_image", formField: "cover_image", label: "Cover Image", ...FILE_RULES.anyImage, required: { onCreate: BOTH } },
    { name: "pdf_file", formField: "pdf_file", label: "PDF File", ...FILE_RULES.pdf, required: { onCreate: BOTH } },
  ],
  updateNeedsAFile: "Please provide at least one file to update (cover image or PDF).",
  endpoints: restEndpoints("/api/certificates"),
  messages: standardMessages("Certificate", "certificates", { confirmDelete: "Are you sure you want to delete this certificate?" }),
  admin: {
    path: "/admin/certificate",
    icon: "award",
    columns: [
      { kind: "image", field: "cover_image", label: "Cover" },
      { kind: "link", field: "pdf_file", label: "PDF", text: "View PDF" },
      { kind: "date", field: "created_at", label: "Created" },
    ],
  },
  ordered: true,
  cacheTag: "certificates",
  public: { page: "/certificates", fields: ["cover_image", "pdf_file"] },
});
