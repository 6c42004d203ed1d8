import { ArrowLeft, ArrowRight, Download } from "lucide";
import Link from "next/link";
import type { PublicRow } from "@/lib/content/public-row";
import { Icon } from "@/components/ui/icon";
import { ImageWithFallback } from "../ui/image-with-fallback";
import { isPdf } from "../ui/is-pdf";
import { PdfTile } from "../ui/pdf-tile";
import { BUTTON, CONTAINER } from "../ui/styles";
import { ProductImageGallery } from "./product-image-gallery";

type MainCategory = PublicRow<"mainCategories">;
type Subcategory = PublicRow<"subcategories">;

/** Where the visitor is in the catalogue; the URL holds it (contract §6). */
export type DrillDownLevel =
  | { level: "categories"; categories: MainCategory[] }
  | { level: "subcategories"; category: MainCategory; subcategories: Subcategory[] }
  | { level: "detail"; category: MainCategory; subcategory: Subcategory };

export function categoryHref(categoryId: number): string {
  return `/product?category=${categoryId}`;
}

export function subcategoryHref(categoryId: number, subcategoryId: number): string {
  return `/product?category=${categoryId}&sub=${subcategoryId}`;
}

// The first cards are in the first screenful on phones: load them at once, the first one first.
const EAGER_CARDS = 2;

function Card({ href, title, image, alt, action, position }: { href: string; title: string; image: string; alt: string; action: string; position: number }) {
  return (
    <li>
      <Link
        href={href}
        className="group flex h-full flex-col overflow-hidden rounded-[1.75rem] bg-white shadow-sm ring-1 ring-leaf-900/10 transition duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-leaf-900/10 hover:ring-leaf-600/40"
      >
        <div className="relative aspect-square overflow-hidden bg-leaf-50">
          {isPdf(image) ? (
            <PdfTile label="PDF document" />
          ) : (
            <ImageWithFallback
              src={image}
              alt={alt}
              fill
              sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              loading={position < EAGER_CARDS ? "eager" : "lazy"}
              fetchPriority={position === 0 ? "high" : "auto"}
              fallback="hero"
              className="object-cover transition duration-700 group-hover:scale-105"
            />
          )}
        </div>
        <div className="flex flex-1 items-center justify-between gap-4 p-6">
          <div>
            <h3 className="font-display text-xl font-semibold text-leaf-950">{title}</h3>
            <span className="mt-1 block text-sm font-semibold text-leaf-700">{action}</span>
          </div>
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-leaf-50 text-leaf-700 transition group-hover:bg-leaf-700 group-hover:text-white">
            <Icon icon={ArrowRight} className="size-4" />
          </span>
        </div>
      </Link>
    </li>
  );
}

function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className={BUTTON.outline}>
      <Icon icon={ArrowLeft} className="size-4" />
      {label}
    </Link>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <p className="mt-10 rounded-[1.75rem] border border-dashed border-leaf-900/20 bg-leaf-50/50 px-6 py-16 text-center text-lg text-neutral-600">{text}</p>
  );
}

const GRID = "mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

/**
 * The three-level catalogue, rendered on the server from the URL: categories, a category's
 * subcategories, one subcategory's detail. Every level is a plain link, so each product has
 * its own crawlable address and the browser's back button works.
 */
export function ProductDrillDown(props: DrillDownLevel) {
  return (
    <section aria-labelledby="catalogue-title" className="py-16 sm:py-24">
      <div className={CONTAINER}>
        {props.level === "categories" && (
          <>
            <div className="max-w-2xl">
              <h2 id="catalogue-title" className="font-display text-3xl font-semibold text-leaf-950 sm:text-4xl">
                Our Product Range
              </h2>
              <p className="mt-3 text-lg text-neutral-600">Choose a category to see its products.</p>
            </div>
            {props.categories.length === 0 ? (
              <Empty text="No categories available." />
            ) : (
              <ul className={GRID}>
                {props.categories.map((category, position) => (
                  <Card key={category.id} position={position} href={categoryHref(category.id)} title={category.title} image={category.image} alt={category.image_alt} action="View products" />
                ))}
              </ul>
            )}
          </>
        )}

        {props.level === "subcategories" && (
          <>
            <div className="flex flex-col justify-between gap-6 sm:flex-row sm:items-end">
              <div>
                <p className="text-xs font-bold tracking-[0.2em] text-leaf-700 uppercase">Category</p>
                <h2 id="catalogue-title" className="mt-2 font-display text-3xl font-semibold text-leaf-950 sm:text-4xl">
                  {props.category.title}
                </h2>
              </div>
              <BackLink href="/product" label="Back to Categories" />
            </div>
            {props.subcategories.length === 0 ? (
              <Empty text="No subcategories found for this category." />
            ) : (
              <ul className={GRID}>
                {props.subcategories.map((subcategory, position) => (
                  <Card
                    key={subcategory.id}
                    position={position}
                    href={subcategoryHref(props.category.id, subcategory.id)}
                    title={subcategory.title}
                    image={subcategory.product_image}
                    alt={subcategory.product_image_alt}
                    action="View details"
                  />
                ))}
              </ul>
            )}
          </>
        )}

        {props.level === "detail" && (
          <>
            <BackLink href={categoryHref(props.category.id)} label="Back to Subcategories" />
            <div className="mt-10 grid gap-10 lg:grid-cols-2 lg:gap-16">
              <ProductImageGallery
                title={props.subcategory.title}
                images={[props.subcategory.product_image, ...props.subcategory.sub_images.slice(0, 4)]}
                alts={[props.subcategory.product_image_alt, ...props.subcategory.sub_image_alts.slice(0, 4)]}
              />
              <div>
                <p className="text-xs font-bold tracking-[0.2em] text-leaf-700 uppercase">{props.category.title}</p>
                <h2 id="catalogue-title" className="mt-2 font-display text-3xl leading-tight font-semibold text-leaf-950 sm:text-5xl">
                  {props.subcategory.title}
                </h2>
                <div className="mt-8 border-t border-leaf-900/10 pt-8">
                  <h3 className="font-display text-xl font-semibold text-leaf-950">Description</h3>
                  <div className="rich-text mt-4" dangerouslySetInnerHTML={{ __html: props.subcategory.description }} />
                </div>
                <div className="mt-10 rounded-[1.75rem] bg-leaf-50 p-6 sm:p-8">
                  <p className="font-display text-lg font-semibold text-leaf-950">Need a quote or a sample?</p>
                  <p className="mt-2 text-neutral-600">Tell us the size, thickness and print you need and we will get back to you within one working day.</p>
                  <div className="mt-5 flex flex-wrap gap-3">
                    <Link href="/contact" className={BUTTON.primary}>
                      Send an inquiry
                      <Icon icon={ArrowRight} className="size-4" />
                    </Link>
                    <Link href="/ebrochure" className={BUTTON.outline}>
                      <Icon icon={Download} className="size-4" />
                      E-Brochure
                    </Link>
                  </div>
                </div>
              </div>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
