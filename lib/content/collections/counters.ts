import { defineCollection, restEndpoints, standardMessages } from "../collection-definition";

const BOTH = "Please provide both title and counter value.";

export const counters = defineCollection({
  key: "counters",
  model: "counter",
  label: { singular: "Counter", plural: "Counters" },
  description: "The 'Achievements' figures of the home page (at most 4).",
  body: "json",
  fields: [
    { name: "title", label: "Title", kind: "text", maxLength: 100, required: { onCreate: BOTH, onUpdate: BOTH } },
    { name: "counter_value", label: "Counter Value", kind: "integer", min: 0, required: { onCreate: BOTH, onUpdate: BOTH } },
  ],
  files: [],
  limit: { max: 4, message: "Maximum limit of 4 counters reached. Delete a counter to add a new one." },
  endpoints: restEndpoints("/api/counters"),
  messages: standardMessages("Counter", "counters", { confirmDelete: "Are you sure you want to delete this counter?" }),
  admin: {
    path: "/admin/counter",
    icon: "chart",
    columns: [
      { kind: "text", field: "title", label: "Title" },
      { kind: "text", field: "counter_value", label: "Counter Value" },
      { kind: "date", field: "created_at", label: "Created At" },
    ],
  },
  ordered: true,
  cacheTag: "counters",
  public: { page: "/", fields: ["title", "counter_value"] },
});
