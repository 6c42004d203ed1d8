import { FileText } from "lucide";
import type { Metadata } from "next";
import { COLLECTIONS } from "@/lib/content/collections";
import { publicItem } from "@/lib/content/public/public-read";
import { readOr } from "@/lib/content/public/read-or";
import { getSiteConfig } from "@/lib/site/get-site-config";
import { BrochureRequestForm } from "@/components/site/ebrochure/brochure-request-form";
import { Icon } from "@/components/ui/icon";
import { ImageWithFallback } from "@/components/site/ui/image-with-fallback";
import { PageBanner } from "@/components/site/ui/page-banner";
import { CONTAINER } from "@/components/site/ui/styles";
import { pageMetadata } from "@/components/site/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteConfig();
  return pageMetadata(site, {
    title: "E-Brochure",
    description: `Download the ${site.name} catalogue: compostable carry bags, garbage bags and film sheets with sizes, thicknesses, certifications and printing options.`,
    path: "/ebrochure",
  });
}

export default async function EBrochurePage() {
  const brochure = await readOr(publicItem(COLLECTIONS.ebrochure), null, "Error fetching e-brochure:");
  return (
    <>
      <PageBanner title="E-Brochure" crumbs={[{ label: "E-Brochure" }]} intro="Our full catalogue, ready to share with your purchasing team." />
      <section aria-labelledby="brochure-title" className="py-16 sm:py-24">
        <div className={CONTAINER}>
          {brochure ? (
            <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20">
              <div className="relative mx-auto w-full max-w-md">
                <div aria-hidden="true" className="absolute inset-0 translate-x-4 translate-y-4 rounded-[1.75rem] bg-leaf-100" />
                <div className="relative aspect-[3/4] overflow-hidden rounded-[1.75rem] bg-earth-50 shadow-2xl shadow-leaf-950/20 ring-1 ring-leaf-900/5">
                  <ImageWithFallback src={brochure.cover_image} alt={brochure.cover_image_alt || `Cover of ${brochure.title}`} fill preload decoding="sync" sizes="(min-width: 1024px) 448px, 90vw" fallback="hero" className="object-cover" />
                </div>
              </div>
              <div>
                <p className="mb-3 inline-flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-leaf-700 uppercase">
                  <span aria-hidden="true" className="h-px w-8 bg-leaf-600" />
                  Catalogue
                </p>
                <h2 id="brochure-title" className="font-display text-3xl leading-tight font-semibold text-balance text-leaf-950 sm:text-5xl">
                  {brochure.title}
                </h2>
                <div className="rich-text mt-6 text-lg" dangerouslySetInnerHTML={{ __html: brochure.description }} />
                <div className="mt-10 flex flex-wrap items-center gap-4">
                  <BrochureRequestForm title={brochure.title} />
                  <p className="flex items-center gap-2 text-sm text-neutral-600">
                    <Icon icon={FileText} className="size-4 text-leaf-700" />
                    PDF, opens in a new tab
                  </p>
                </div>
              </div>
            </div>
          ) : (
            <div className="mx-auto max-w-xl rounded-[1.75rem] border border-dashed border-leaf-900/20 bg-leaf-50/50 px-6 py-16 text-center">
              <Icon icon={FileText} className="mx-auto size-10 text-leaf-600" />
              <h2 id="brochure-title" className="mt-4 font-display text-2xl font-semibold text-leaf-950">
                No Brochure Available
              </h2>
              <p className="mt-2 text-neutral-600">Please check back later for our e-brochure.</p>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
