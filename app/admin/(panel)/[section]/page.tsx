import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CollectionScreen } from "@/components/admin/collection/collection-screen";
import { COLLECTION_LIST } from "@/lib/content/collections";

/**
 * The eleven content screens, one per definition, at the definition's `admin.path`. Rendered
 * per request like all of /admin; the proxy sends any other section to the back office's 404.
 */
const bySection = new Map(COLLECTION_LIST.map((definition) => [definition.admin.path.replace(/^\/admin\//, ""), definition]));

type SectionProps = { params: Promise<{ section: string }> };

export async function generateMetadata({ params }: SectionProps): Promise<Metadata> {
  const definition = bySection.get((await params).section);
  return { title: definition?.label.plural ?? "Not found" };
}

export default async function CollectionPage({ params }: SectionProps) {
  const definition = bySection.get((await params).section);
  if (!definition) notFound();
  return <CollectionScreen collectionKey={definition.key} />;
}
