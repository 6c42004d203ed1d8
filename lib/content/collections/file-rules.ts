import { UPLOAD_ACCEPT } from "@/lib/uploads/accept";

/**
 * The upload rules of admin.md §5 and §9, each with its input filter and refusal text. Every
 * rule that takes images gives the field an alternative text.
 */
export const FILE_RULES = {
  anyImage: {
    altText: true,
    accept: UPLOAD_ACCEPT.anyImage,
    inputAccept: "image/jpeg,image/png,image/gif,image/webp",
    typeMessage: "Only JPEG, PNG, GIF or WebP images are allowed.",
  },
  mainImage: {
    altText: true,
    accept: UPLOAD_ACCEPT.mainImage,
    inputAccept: "image/jpeg,image/png,image/gif,application/pdf",
    typeMessage: "Only JPEG, JPG, PNG, GIF, or PDF files are allowed for the main image.",
  },
  subImage: {
    altText: true,
    accept: UPLOAD_ACCEPT.subImage,
    inputAccept: "image/jpeg,image/png,image/gif",
    typeMessage: "Only JPEG, JPG, PNG, or GIF files are allowed for sub-images.",
  },
  galleryImage: {
    altText: true,
    accept: UPLOAD_ACCEPT.mainImage,
    inputAccept: "image/jpeg,image/png,image/gif,application/pdf",
    typeMessage: "Upload failed. Only JPEG, JPG, PNG, GIF, or PDF files are allowed.",
  },
  pdf: {
    accept: UPLOAD_ACCEPT.pdfOnly,
    inputAccept: "application/pdf",
    typeMessage: "Only PDF files are allowed.",
  },
} as const;
