import type { Metadata } from "next";
import type { SiteConfig } from "@/lib/site/site-config";

interface PageMetadataInput {
  title: string;
  description: string;
  /** Root-relative path with any query, e.g. `/product?category=2`. */
  path: string;
  /** Root-relative content image for the social card; the bundled card otherwise. */
  image?: string;
}

/** Title, description, canonical address and Open Graph/Twitter cards of one public page. */
export function pageMetadata(site: SiteConfig, { title, description, path, image }: PageMetadataInput): Metadata {
  // The bundled card has known dimensions; a content image is described by its address only.
  const card = image ? { url: `${site.url}${image}`, alt: title } : { url: `${site.url}/images/og-image.jpg`, width: 1200, height: 630, alt: site.name };
  const url = `${site.url}${path}`;
  const fullTitle = `${title} | ${site.name}`;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      url,
      siteName: site.name,
      title: fullTitle,
      description,
      locale: "en_IN",
      images: [card],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [card.url] },
  };
}
