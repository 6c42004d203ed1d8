"use client";

import { Quote, Star } from "lucide";
import type { PublicRow } from "@/lib/content/public-row";
import { CarouselControls } from "../ui/carousel-controls";
import { Icon } from "@/components/ui/icon";
import { ImageWithFallback } from "../ui/image-with-fallback";
import { CONTAINER } from "../ui/styles";
import { SectionHeading } from "../ui/section-heading";
import { useCarousel } from "../ui/use-carousel";

const INTERVAL_MS = 6000;
const FADE_MS = 500;
const SCALE = 5;
// A whole star of the rating is solid, as the brand marks are; the rest stay outlined.
const FILLED_STAR = { fill: "currentColor", stroke: "none" } as const;

function Stars({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={`Rated ${rating} out of ${SCALE}`} className="flex justify-center gap-1 text-amber-500">
      {Array.from({ length: SCALE }, (_, i) => (
        <Icon key={i} icon={Star} className="size-5" {...(i < rating ? FILLED_STAR : {})} />
      ))}
    </p>
  );
}

/**
 * 'What Our Clients Say': one review at a time, cross-fading every 6 s. Clicks during the 500 ms
 * fade are ignored (spec §4); hover, focus, the pause button and reduced motion stop it. All
 * reviews share one grid cell, so the card is as tall as the longest and never jumps.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: PublicRow<"testimonials">[] }) {
  const count = testimonials.length;
  const carousel = useCarousel({ count, intervalMs: INTERVAL_MS, lockMs: FADE_MS });
  const { index, playing } = carousel;

  return (
    <section aria-labelledby="testimonials-title" className="relative overflow-hidden bg-earth-50 py-20 sm:py-28">
      <div aria-hidden="true" className="absolute top-1/2 left-1/2 size-[40rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-leaf-100/50 blur-3xl" />
      <div className={`${CONTAINER} relative`}>
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What Our Clients Say" />
        {count > 0 && (
          <div
            role="region"
            aria-roledescription="carousel"
            aria-label="Client reviews"
            className="mx-auto mt-12 max-w-3xl touch-pan-y"
            {...carousel.pauseOnInteraction}
            {...carousel.swipeProps}
          >
            <div data-reveal className="grid rounded-[2rem] bg-white p-8 shadow-xl shadow-leaf-950/5 ring-1 ring-leaf-900/5 sm:p-12" aria-live={playing ? "off" : "polite"}>
              {testimonials.map((testimonial, i) => {
                const active = i === index;
                return (
                  // A group slide holding the figure: axe allows no "group" role on <figure> itself.
                  <div
                    key={testimonial.id}
                    {...carousel.slideProps(i)}
                    className={`col-start-1 row-start-1 transition-opacity duration-500 ${active ? "opacity-100" : "opacity-0"}`}
                  >
                    <figure className="flex flex-col items-center text-center">
                      <Icon icon={Quote} className="size-10 text-leaf-200" />
                      <Stars rating={testimonial.rating} />
                      <blockquote className="mt-6 font-display text-xl leading-relaxed text-balance text-leaf-950 sm:text-2xl">
                        <p>“{testimonial.review_message}”</p>
                      </blockquote>
                      <figcaption className="mt-8 flex items-center gap-4 text-left">
                        <span className="relative size-14 shrink-0 overflow-hidden rounded-full bg-leaf-100 ring-4 ring-leaf-50">
                          <ImageWithFallback src={testimonial.user_image} alt={testimonial.user_image_alt || testimonial.user_name} fill sizes="56px" fallback="avatar" className="object-cover" />
                        </span>
                        <span>
                          <span className="block font-semibold text-neutral-900">{testimonial.user_name}</span>
                          <span className="block text-sm text-neutral-600">{testimonial.designation}</span>
                        </span>
                      </figcaption>
                    </figure>
                  </div>
                );
              })}
            </div>
            {count > 1 && (
              <CarouselControls
                carousel={carousel}
                noun="testimonial"
                playNoun="testimonials"
                dotLabels={testimonials.map((testimonial, i) => `Show testimonial ${i + 1}: ${testimonial.user_name}`)}
                tone="leaf"
                className="mt-8 justify-center"
              />
            )}
          </div>
        )}
      </div>
    </section>
  );
}
