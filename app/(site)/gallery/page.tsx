import type { Metadata } from "next";
import { unstable_rethrow } from "next/navigation";
import { COLLECTIONS } from "@/lib/content/collections";
import { publicList } from "@/lib/content/public/public-read";
import type { PublicRow } from "@/lib/content/public-row";
import { getSiteConfig } from "@/lib/site/get-site-config";
import { GalleryView } from "@/components/site/gallery/gallery-view";
import { PageBanner } from "@/components/site/ui/page-banner";
import { CONTAINER } from "@/components/site/ui/styles";
import { pageMetadata } from "@/components/site/seo/page-metadata";
import { logger } from "@/lib/log/logger";

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteConfig();
  return pageMetadata(site, {
    title: "Gallery",
    description: `Photos from ${site.name}: our compostable carry bags and films, our Rajkot plant and the people who use our packaging.`,
    path: "/gallery",
  });
}

async function loadGallery(): Promise<{ items: PublicRow<"gallery">[]; error: string | null }> {
  try {
    return { items: await publicList(COLLECTIONS.gallery), error: null };
  } catch (error) {
    unstable_rethrow(error);
    logger().error(`Error fetching gallery: ${error instanceof Error ? error.message : String(error)}`);
    return { items: [], error: "Unknown error" };
  }
}

export default async function GalleryPage() {
  const { items, error } = await loadGallery();
  return (
    <>
      <PageBanner title="Gallery" crumbs={[{ label: "Gallery" }]} />
      <section aria-labelledby="gallery-title" className="py-16 sm:py-24">
        <div className={CONTAINER}>
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="gallery-title" className="font-display text-3xl font-semibold text-leaf-950 sm:text-4xl">
              Our Gallery
            </h2>
            <p className="mt-3 text-lg text-neutral-600">Explore the Moments That Define Us!</p>
          </div>
          <GalleryView initialItems={items} initialError={error} />
        </div>
      </section>
    </>
  );
}
