import { Award, Factory, Recycle } from "lucide";
import type { PublicRow } from "@/lib/content/public-row";
import { Icon } from "@/components/ui/icon";
import { ImageWithFallback } from "../ui/image-with-fallback";
import { CONTAINER } from "../ui/styles";

const FACTS = [
  { icon: Factory, label: "Made in Rajkot, Gujarat" },
  { icon: Award, label: "Certified compostable" },
  { icon: Recycle, label: "Zero plastic residue" },
];

/** 'Our Story': the about-us entry's image, title and text. */
export function OurStory({ entry }: { entry: PublicRow<"aboutUs"> | null }) {
  if (!entry) return null;
  const paragraphs = entry.description.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <section aria-labelledby="story-title" className="py-20 sm:py-28">
      <div className={`${CONTAINER} grid items-center gap-12 lg:grid-cols-2 lg:gap-20`}>
        <div className="relative order-last lg:order-first">
          <div aria-hidden="true" className="absolute -top-5 -left-5 h-3/4 w-3/4 rounded-[2rem] bg-leaf-100" />
          <div className="relative aspect-[4/3] overflow-hidden rounded-[2rem] shadow-2xl shadow-leaf-950/15">
            <ImageWithFallback src={entry.image} alt={entry.image_alt || entry.title} fill sizes="(min-width: 1024px) 600px, 100vw" fallback="hero" className="object-cover" />
          </div>
        </div>
        <div>
          <p className="mb-3 inline-flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-leaf-700 uppercase">
            <span aria-hidden="true" className="h-px w-8 bg-leaf-600" />
            Our Story
          </p>
          <h2 id="story-title" className="font-display text-3xl leading-tight font-semibold text-balance text-leaf-950 sm:text-4xl">
            {entry.title}
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-neutral-700">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <ul className="mt-8 flex flex-wrap gap-3">
            {FACTS.map((fact) => (
              <li key={fact.label} className="inline-flex items-center gap-2 rounded-full bg-leaf-50 px-4 py-2 text-sm font-semibold text-leaf-800">
                <Icon icon={fact.icon} className="size-4" />
                {fact.label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
