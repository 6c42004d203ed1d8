import { ArrowRight, Recycle } from "lucide";
import Link from "next/link";
import type { PublicRow } from "@/lib/content/public-row";
import { Icon } from "@/components/ui/icon";
import { ImageWithFallback } from "../ui/image-with-fallback";
import { BUTTON, CONTAINER } from "../ui/styles";

/** 'Join Our Journey': the eco-revolution entry with a link to the About page. */
export function JoinOurJourney({ entry }: { entry: PublicRow<"ecoRevolution"> | null }) {
  if (!entry) return null;
  return (
    <section aria-labelledby="journey-title" className="relative overflow-hidden bg-earth-50 py-20 sm:py-28">
      <div aria-hidden="true" className="absolute top-10 -left-24 size-72 rounded-full bg-leaf-100/70 blur-3xl" />
      <div data-reveal className={`${CONTAINER} relative grid items-center gap-12 lg:grid-cols-2 lg:gap-20`}>
        <div className="relative">
          <div className="relative aspect-[4/3] overflow-hidden rounded-[2rem] shadow-2xl shadow-leaf-950/15">
            <ImageWithFallback src={entry.image} alt={entry.image_alt || entry.title} fill sizes="(min-width: 1024px) 600px, 100vw" fallback="hero" className="object-cover" />
          </div>
          <div className="absolute -right-3 -bottom-6 flex items-center gap-3 rounded-2xl bg-white px-5 py-4 shadow-xl shadow-leaf-950/10 sm:-right-6">
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-leaf-100 text-leaf-700">
              <Icon icon={Recycle} className="size-6" />
            </span>
            <span>
              <span className="block font-display text-2xl leading-none font-semibold text-leaf-900">100%</span>
              <span className="text-xs font-semibold tracking-wide text-neutral-600">Compostable</span>
            </span>
          </div>
        </div>
        <div>
          <p className="mb-3 inline-flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-leaf-700 uppercase">
            <span aria-hidden="true" className="h-px w-8 bg-leaf-600" />
            Join Our Journey
          </p>
          <h2 id="journey-title" className="font-display text-3xl leading-tight font-semibold text-balance text-leaf-950 sm:text-5xl">
            {entry.title}
          </h2>
          <div className="rich-text mt-6 text-lg" dangerouslySetInnerHTML={{ __html: entry.description }} />
          <Link href="/about" className={`${BUTTON.primary} mt-8`}>
            Discover Now
            <Icon icon={ArrowRight} className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
