import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { siteConfig } from "@/lib/site/site-config";

/** Crawlers keep out of the admin area and the JSON API; the sitemap address follows SITE_URL at run time. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const { url } = siteConfig();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api"] }],
    sitemap: `${url}/sitemap.xml`,
    host: url,
  };
}
