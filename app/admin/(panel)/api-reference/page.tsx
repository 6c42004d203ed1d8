import type { Metadata } from "next";
import { ApiReference } from "@/components/admin/api-reference/api-reference";
import { openApiDocument } from "@/lib/api-docs/openapi-document";

export const metadata: Metadata = { title: "API reference" };

export default function ApiReferencePage() {
  return <ApiReference document={openApiDocument()} />;
}
