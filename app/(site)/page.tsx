import type { Metadata } from "next";
import { COLLECTIONS } from "@/lib/content/collections";
import { achievementFigures } from "@/lib/content/public/achievement-figures";
import { publicItem, publicList } from "@/lib/content/public/public-read";
import { readOr } from "@/lib/content/public/read-or";
import { getSiteConfig } from "@/lib/site/get-site-config";
import { AboutCardStrip } from "@/components/site/home/about-card-strip";
import { AchievementCounters } from "@/components/site/home/achievement-counters";
import { EcoQualities } from "@/components/site/home/eco-qualities";
import { HeroSlideshow } from "@/components/site/home/hero-slideshow";
import { JoinOurJourney } from "@/components/site/home/join-our-journey";
import { OrganizationJsonLd } from "@/components/site/home/organization-json-ld";
import { ProductShowcase } from "@/components/site/home/product-showcase";
import { PromoPopup, type PromoCertificate } from "@/components/site/home/promo-popup";
import { TestimonialCarousel } from "@/components/site/home/testimonial-carousel";
import { ValuedClientsStrip } from "@/components/site/home/valued-clients-strip";
import { pageMetadata } from "@/components/site/seo/page-metadata";
import { RenderWhenNear } from "@/components/site/ui/render-when-near";

// Shipped stand-ins for the promo links when fewer than two certificates are stored.
const PLACEHOLDER_CERTIFICATES: PromoCertificate[] = [
  { label: "Compostability Certificate", href: "/images/certificates/compostability-certificate.pdf" },
  { label: "Quality Certificate", href: "/images/certificates/quality-certificate.pdf" },
];

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteConfig();
  return {
    ...pageMetadata(site, {
      title: "Compostable Carry Bags and Film Sheets",
      description: `${site.name} makes certified compostable carry bags, garbage bags and film sheets in Rajkot, India: plastic-free packaging for shops, brands and cities.`,
      path: "/",
    }),
    title: { absolute: `${site.name} | Compostable Carry Bags and Film Sheets` },
  };
}

export default async function HomePage() {
  const site = await getSiteConfig();
  const [slides, ecoRevolution, categories, counters, clients, testimonials, certificates] = await Promise.all([
    readOr(publicList(COLLECTIONS.sliders), [], "Error fetching sliders:"),
    readOr(publicItem(COLLECTIONS.ecoRevolution), null, "Error fetching eco revolution:"),
    readOr(publicList(COLLECTIONS.mainCategories), null, "Error fetching categories:"),
    readOr(publicList(COLLECTIONS.counters), [], "Error fetching counters:"),
    readOr(publicList(COLLECTIONS.valuedClients), [], "Error fetching clients:"),
    readOr(publicList(COLLECTIONS.testimonials), [], "Error fetching testimonials:"),
    readOr(publicList(COLLECTIONS.certificates), [], "Error fetching certificates:"),
  ]);
  const promoCertificates =
    certificates.length >= 2
      ? certificates.slice(0, 2).map((certificate) => ({ label: `Certificate ${certificate.id}`, href: certificate.pdf_file }))
      : PLACEHOLDER_CERTIFICATES;

  return (
    <>
      <h1 className="sr-only">{`${site.name}: certified compostable carry bags and film sheets from Rajkot, India`}</h1>
      <PromoPopup image={ecoRevolution?.image ?? slides[0]?.image ?? "/images/hero-fallback.jpg"} certificates={promoCertificates} />
      <HeroSlideshow slides={slides} />
      <JoinOurJourney entry={ecoRevolution} />
      <RenderWhenNear>
        <AboutCardStrip />
      </RenderWhenNear>
      <RenderWhenNear>
        <ProductShowcase categories={categories} />
      </RenderWhenNear>
      <RenderWhenNear>
        <EcoQualities />
      </RenderWhenNear>
      <RenderWhenNear>
        <ValuedClientsStrip clients={clients} />
      </RenderWhenNear>
      <RenderWhenNear>
        <AchievementCounters figures={achievementFigures(counters)} />
      </RenderWhenNear>
      <RenderWhenNear>
        <TestimonialCarousel testimonials={testimonials} />
      </RenderWhenNear>
      <OrganizationJsonLd />
    </>
  );
}
