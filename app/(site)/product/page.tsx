import type { Metadata } from "next";
import { getSiteConfig } from "@/lib/site/get-site-config";
import { ProductDrillDown, categoryHref, subcategoryHref, type DrillDownLevel } from "@/components/site/product/product-drill-down";
import { resolveDrillDown, type ProductSearchParams } from "@/components/site/product/resolve-drill-down";
import { isPdf } from "@/components/site/ui/is-pdf";
import { PageBanner, type Crumb } from "@/components/site/ui/page-banner";
import { pageMetadata } from "@/components/site/seo/page-metadata";

interface Props {
  searchParams: Promise<ProductSearchParams>;
}

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
}

function crumbsFor(view: DrillDownLevel): Crumb[] {
  if (view.level === "categories") return [{ label: "Product" }];
  if (view.level === "subcategories") return [{ label: "Product", href: "/product" }, { label: view.category.title }];
  return [{ label: "Product", href: "/product" }, { label: view.category.title, href: categoryHref(view.category.id) }, { label: view.subcategory.title }];
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const site = await getSiteConfig();
  const view = await resolveDrillDown(await searchParams);
  if (view.level === "detail") {
    const description = plainText(view.subcategory.description).slice(0, 155) || `${view.subcategory.title} by ${site.name}.`;
    return pageMetadata(site, {
      title: `${view.subcategory.title} | ${view.category.title}`,
      description,
      path: subcategoryHref(view.category.id, view.subcategory.id),
      image: isPdf(view.subcategory.product_image) ? undefined : view.subcategory.product_image,
    });
  }
  if (view.level === "subcategories") {
    return pageMetadata(site, {
      title: view.category.title,
      description: `${view.category.title} from ${site.name}: ${view.subcategories.map((sub) => sub.title).join(", ") || "certified compostable packaging"}.`,
      path: categoryHref(view.category.id),
      image: view.category.image,
    });
  }
  return pageMetadata(site, {
    title: "Products",
    description: `Certified compostable carry bags, garbage bags, film sheets and food packaging from ${site.name}, Rajkot. Browse the full range by category.`,
    path: "/product",
  });
}

export default async function ProductPage({ searchParams }: Props) {
  const view = await resolveDrillDown(await searchParams);
  return (
    <>
      <PageBanner title="Products" crumbs={crumbsFor(view)} intro="Compostable packaging for retail, food service, households and farms." />
      <ProductDrillDown {...view} />
    </>
  );
}
