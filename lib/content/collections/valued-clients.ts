import { defineCollection, restEndpoints, standardMessages } from "../collection-definition";
import { FILE_RULES } from "./file-rules";

export const valuedClients = defineCollection({
  key: "valuedClients",
  model: "valuedClient",
  label: { singular: "Valued Client", plural: "Valued Clients" },
  description: "Client logos of the home page logo strip.",
  body: "multipart",
  fields: [],
  files: [
    {
      name: "logo_image",
      formField: "logo",
      label: "Logo",
      ...FILE_RULES.anyImage,
      required: { onCreate: "Please select a logo to upload.", onUpdate: "Please select a new logo to update." },
    },
  ],
  endpoints: restEndpoints("/api/our-valued-clients"),
  messages: standardMessages("Logo", "clients", {
    confirmDelete: "Are you sure you want to delete this logo?",
    saveFailed: "Error saving logo. Please try again.",
    deleteFailed: "Error deleting logo. Please try again.",
    empty: "No client logos found",
  }),
  admin: { path: "/admin/valued-clients", icon: "badge", columns: [{ kind: "image", field: "logo_image", label: "Logo" }] },
  ordered: true,
  cacheTag: "valued-clients",
  public: { page: "/", fields: ["logo_image"] },
});
