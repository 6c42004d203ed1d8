import { ArrowRight } from "lucide";
import Link from "next/link";
import type { PublicRow } from "@/lib/content/public-row";
import { Icon } from "@/components/ui/icon";
import { ImageWithFallback } from "../ui/image-with-fallback";
import { BUTTON, CONTAINER } from "../ui/styles";
import { SectionHeading } from "../ui/section-heading";

// Shown when the categories cannot be read (public-site.md §8).
const PLACEHOLDERS = [
  { title: "Sustainable Home", image: "/images/placeholder-sustainable-home.jpg" },
  { title: "Eco Fashion", image: "/images/placeholder-eco-fashion.jpg" },
  { title: "Green Living", image: "/images/placeholder-green-living.jpg" },
  { title: "Eco Accessories", image: "/images/placeholder-eco-accessories.jpg" },
];

const SHOWN = 4;

/** 'Our Products': the first four categories, each opening its page of the catalogue. */
export function ProductShowcase({ categories }: { categories: PublicRow<"mainCategories">[] | null }) {
  const cards = categories
    ? categories.slice(0, SHOWN).map((category) => ({ key: String(category.id), title: category.title, image: category.image, alt: category.image_alt, href: `/product?category=${category.id}` }))
    : PLACEHOLDERS.map((placeholder) => ({ key: placeholder.title, ...placeholder, alt: "", href: "/product" }));
  return (
    <section aria-labelledby="products-title" className="bg-leaf-950 py-20 text-white sm:py-28">
      <div className={CONTAINER}>
        <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading
            id="products-title"
            eyebrow="What we make"
            title="Our Products"
            intro="Carry bags, garbage bags, films and food packaging, all certified to break down in compost."
            align="start"
            tone="dark"
          />
          <Link href="/product" className={BUTTON.ghostLight}>
            View all products
            <Icon icon={ArrowRight} className="size-4" />
          </Link>
        </div>
        <ul data-reveal className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card.key}>
              <Link href={card.href} className="group relative block aspect-[4/3] overflow-hidden sm:aspect-[4/5] rounded-[1.75rem] bg-leaf-900">
                <ImageWithFallback
                  src={card.image}
                  alt={card.alt}
                  fill
                  sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                  fallback="hero"
                  className="object-cover transition duration-700 group-hover:scale-105"
                />
                <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-leaf-950/90 via-leaf-950/20 to-transparent" />
                <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 p-6">
                  <span className="font-display text-2xl leading-tight font-semibold">{card.title}</span>
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-leaf-900 transition group-hover:bg-leaf-300">
                    <Icon icon={ArrowRight} className="size-4" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
