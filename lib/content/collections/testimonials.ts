import { defineCollection, restEndpoints, standardMessages } from "../collection-definition";
import { FILE_RULES } from "./file-rules";

const ADD = "Please provide all fields, including user image.";
const EDIT = "Please provide user name, designation, and review message.";

export const testimonials = defineCollection({
  key: "testimonials",
  model: "testimonial",
  label: { singular: "Testimonial", plural: "Testimonials" },
  description: "Client reviews of the 'What Our Clients Say' carousel.",
  body: "multipart",
  fields: [
    { name: "user_name", label: "User Name", kind: "text", maxLength: 120, required: { onCreate: ADD, onUpdate: EDIT } },
    { name: "designation", label: "Designation", kind: "text", maxLength: 160, required: { onCreate: ADD, onUpdate: EDIT } },
    { name: "review_message", label: "Review Message", kind: "textarea", maxLength: 2000, required: { onCreate: ADD, onUpdate: EDIT } },
    // Optional: a record saved without one keeps the column's default of 5.
    { name: "rating", label: "Rating", kind: "integer", min: 1, max: 5, defaultValue: "5" },
  ],
  files: [{ name: "user_image", formField: "image", label: "User Image", ...FILE_RULES.anyImage, required: { onCreate: ADD } }],
  endpoints: restEndpoints("/api/testimonials"),
  messages: standardMessages("Testimonial", "testimonials", { confirmDelete: "Are you sure you want to delete this testimonial?" }),
  admin: {
    path: "/admin/testimonials",
    icon: "quote",
    columns: [
      { kind: "image", field: "user_image", label: "Image" },
      { kind: "text", field: "user_name", label: "Name" },
      { kind: "text", field: "designation", label: "Designation" },
      { kind: "rating", field: "rating", label: "Rating", scale: 5 },
      { kind: "preview", field: "review_message", label: "Message", chars: 50 },
      { kind: "date", field: "created_at", label: "Created" },
    ],
  },
  ordered: true,
  cacheTag: "testimonials",
  public: {
    page: "/",
    fields: ["user_name", "designation", "review_message", "user_image"],
    // The carousel shows 1 to 5 stars; a record without a rating has 5.
    derive: { rating: (record) => Math.min(5, Math.max(1, Math.round(Number(record.rating) || 5))) },
  },
});
