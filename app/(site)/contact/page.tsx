import type { Metadata } from "next";
import { getSiteConfig } from "@/lib/site/get-site-config";
import { ContactDetails } from "@/components/site/contact/contact-details";
import { InquiryForm } from "@/components/site/contact/inquiry-form";
import { LocationMap } from "@/components/site/contact/location-map";
import { PageBanner } from "@/components/site/ui/page-banner";
import { CONTAINER } from "@/components/site/ui/styles";
import { pageMetadata } from "@/components/site/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteConfig();
  return pageMetadata(site, {
    title: "Contact Us",
    description: `Send an inquiry to ${site.name} in Rajkot: quotes, samples and custom printed compostable bags. Call ${site.phone} or email ${site.email}.`,
    path: "/contact",
  });
}

export default function ContactPage() {
  return (
    <>
      <PageBanner title="Contact Us" crumbs={[{ label: "Contact" }]} intro="Quotes, samples, custom printing: tell us what you need." />
      <section aria-labelledby="inquiry-title" className="py-16 sm:py-24">
        <div className={`${CONTAINER} grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10`}>
          <div className="rounded-[1.75rem] bg-white p-7 shadow-xl shadow-leaf-950/5 ring-1 ring-leaf-900/10 sm:p-10">
            <p className="text-xs font-bold tracking-[0.2em] text-leaf-700 uppercase">Write to us</p>
            <h2 id="inquiry-title" className="mt-2 mb-8 font-display text-3xl font-semibold text-leaf-950">
              Inquiry Now
            </h2>
            <InquiryForm />
          </div>
          <ContactDetails />
        </div>
      </section>
      <LocationMap />
    </>
  );
}
