import Link from "next/link";
import { siteConfig } from "@/lib/site/site-config";
import { JsonLd } from "../seo/json-ld";
import { BannerFoliage } from "./banner-foliage";
import { CONTAINER } from "./styles";

export interface Crumb {
  label: string;
  /** Absent on the last crumb, which is the current page. */
  href?: string;
}

interface Props {
  title: string;
  /** Crumbs after Home. */
  crumbs: Crumb[];
  intro?: string;
}

/** The banner every inner page opens with: the page's h1 over leaf artwork, and its breadcrumb. */
export function PageBanner({ title, crumbs, intro }: Props) {
  const trail: Crumb[] = [{ label: "Home", href: "/" }, ...crumbs];
  const site = siteConfig();
  return (
    <section className="relative isolate overflow-hidden bg-leaf-950 pt-28 pb-14 text-white sm:pt-36 sm:pb-20">
      <BannerFoliage />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-leaf-950 via-leaf-950/80 to-leaf-950/10" />
      <div className={CONTAINER}>
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-2 text-sm text-leaf-100">
            {trail.map((crumb, index) => (
              <li key={crumb.label} className="flex items-center gap-2">
                {index > 0 && <span aria-hidden="true" className="text-leaf-300">/</span>}
                {crumb.href && index < trail.length - 1 ? (
                  <Link href={crumb.href} className="rounded underline-offset-4 hover:text-white hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current="page" className="font-semibold text-white">
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">{title}</h1>
        {intro && <p className="mt-4 max-w-2xl text-base leading-relaxed text-leaf-50/85 sm:text-lg">{intro}</p>}
      </div>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: trail.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.label,
            ...(crumb.href ? { item: `${site.url}${crumb.href}` } : {}),
          })),
        }}
      />
    </section>
  );
}
