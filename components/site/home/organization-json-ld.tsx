import { getSiteConfig } from "@/lib/site/get-site-config";
import { JsonLd } from "../seo/json-ld";

/** Organization / LocalBusiness structured data of the home page (contract §6). */
export async function OrganizationJsonLd() {
  const site = await getSiteConfig();
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": ["Organization", "LocalBusiness"],
        "@id": `${site.url}/#organization`,
        name: site.name,
        url: site.url,
        logo: `${site.url}/images/og-image.jpg`,
        image: `${site.url}/images/og-image.jpg`,
        description: site.mission,
        email: site.email,
        telephone: site.phone,
        address: {
          "@type": "PostalAddress",
          streetAddress: site.address.street,
          addressLocality: site.address.city,
          addressRegion: site.address.region,
          postalCode: site.address.postalCode,
          addressCountry: site.address.country,
        },
        openingHoursSpecification: [
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: site.hours.days,
            opens: site.hours.opens,
            closes: site.hours.closes,
          },
        ],
        contactPoint: {
          "@type": "ContactPoint",
          contactType: "sales",
          telephone: site.phone,
          email: site.email,
          areaServed: "IN",
          availableLanguage: ["English", "Hindi", "Gujarati"],
        },
      }}
    />
  );
}
